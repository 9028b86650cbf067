import { usePart } from '@site/shared/react';
import { keepFocusInside, useModalDialog, lucideIcon } from '@site/shared/ui';
import { useId } from 'react';
import * as lucide from '@lucide/icons';

const TriangleAlert = /* @__PURE__ */ lucideIcon(lucide.TriangleAlert);

export interface FailureDialogProps {
  open: boolean;
  title: string;
  text: string;
  /** a second line under the text (why, when the form knows) */
  detail?: string | null;
  okLabel: string;
  onClose: () => void;
}

/**
 * The consultation's failure ('Error submitting request. Please try again.', docs/product.md#error-catalogue),
 * as an alert dialog rather than the browser's alert: on the native modal `<dialog>`, so the
 * page behind is inert, and Tab goes round its controls (focus stays inside); its one button
 * takes focus, Escape and the button close it, and the form puts focus back on its submit button (`onClose`). In the page's
 * language and theme, which a browser alert is not.
 */
export function FailureDialog({ open, title, text, detail, okLabel, onClose }: FailureDialogProps) {
  const ref = useModalDialog(open);
  const id = useId();
  const part = usePart();

  return (
    <dialog
      ref={ref}
      role="alertdialog"
      aria-modal="true"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-text`}
      className="dialog"
      data-testid="consultation-failure"
      onKeyDown={keepFocusInside}
      onClose={() => open && onClose()}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      <div className="dialog-body">
        <div className="flex items-start gap-4">
          <span aria-hidden="true" className="grid size-11 shrink-0 place-items-center rounded-xl bg-danger-soft text-danger">
            <TriangleAlert className="size-5" />
          </span>
          <div className="min-w-0">
            <h2 id={`${id}-title`} part={part('title')} className="text-lg font-bold text-fg">
              {title}
            </h2>
            <div id={`${id}-text`} className="mt-2 text-muted">
              <p>{text}</p>
              {detail ? <p className="mt-2">{detail}</p> : null}
            </div>
          </div>
        </div>
        <div className="mt-6 flex justify-end">
          <button type="button" part={part('button')} className="btn btn-primary min-w-24" onClick={onClose}>
            {okLabel}
          </button>
        </div>
      </div>
    </dialog>
  );
}
