import { useId, type ReactNode } from 'react';
import { keepFocusInside } from './keep-focus-inside';
import { useModalDialog } from './use-modal-dialog';
import { X } from './icons';

interface Props {
  open: boolean;
  onClose: () => void;
  title: string;
  /** accessible name of the close button, in the current language */
  closeLabel: string;
  children: ReactNode;
  className?: string;
}

/**
 * A modal dialog on the native `<dialog>` element: the browser makes the page behind it
 * inert, closes it on Escape and puts focus back where it was; Tab goes round its own
 * controls (`keepFocusInside`) instead of leaving for the browser's toolbar. A click on
 * the backdrop closes it too. Renders where it is used (inside a shadow root for an
 * embedded widget), because the top layer works there as well.
 */
export function Dialog({ open, onClose, title, closeLabel, children, className = '' }: Props) {
  const ref = useModalDialog(open);
  const titleId = useId();

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      className={`dialog ${className}`}
      onClose={onClose}
      onKeyDown={keepFocusInside}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div className="dialog-body">
        <div className="flex items-start justify-between gap-4">
          <h2 id={titleId} className="text-lg font-bold text-fg">
            {title}
          </h2>
          <button type="button" className="icon-btn -me-2 -mt-1 border-transparent" aria-label={closeLabel} onClick={onClose}>
            <X aria-hidden="true" className="size-5" />
          </button>
        </div>
        <div className="mt-3 text-muted">{children}</div>
      </div>
    </dialog>
  );
}
