import { ErrorBoundary, MessageCircle, X } from '@site/shared/ui';
import { useT } from '@site/shared/react';
import { Suspense, useEffect, useId, useRef, useState } from 'react';
import { retryableLazy } from '../app/retryable-lazy';

const panel = retryableLazy(() => import('./ChooserPanel'));

/**
 * The floating WhatsApp branch chooser (docs/product.md#whatsapp-branch-chooser): a button that opens and closes a
 * panel of the three branches (ChooserPanel: a chunk downloaded on first use). Escape, a
 * click outside, or focus moving out closes it; on open focus moves into the panel, on
 * Escape it goes back to the button. The page keeps room for the button (html
 * scroll-padding-bottom), so it never covers the focused element.
 * Riyadh's phone is `contactPhone` (the contact page's `contact_info.phone`) when given.
 */
export function BranchChooser({ contactPhone = null }: { contactPhone?: string | null | undefined }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const titleId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);

  const closeAndReturn = () => {
    setOpen(false);
    toggleRef.current?.focus();
  };

  useEffect(() => {
    if (!open) return undefined;
    const inside = (node: EventTarget | null) =>
      node instanceof Node && (panelRef.current?.contains(node) === true || toggleRef.current?.contains(node) === true);
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') closeAndReturn();
    };
    const onPointer = (event: PointerEvent) => {
      if (!inside(event.target)) setOpen(false);
    };
    const onFocus = (event: FocusEvent) => {
      if (!inside(event.target)) setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('focusin', onFocus);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('focusin', onFocus);
    };
  }, [open]);

  return (
    <div className="chooser" data-testid="branch-chooser">
      {open ? (
        <ErrorBoundary
          fallback={() => null}
          onError={(error) => {
            // Offline, or a deploy in between: close, and download again at the next open.
            console.warn('[mf-shell] the branch chooser could not be loaded', error);
            panel.reset();
            setOpen(false);
          }}
        >
          <Suspense fallback={null}>
            <panel.Component id={panelId} titleId={titleId} contactPhone={contactPhone} panelRef={panelRef} onClose={closeAndReturn} />
          </Suspense>
        </ErrorBoundary>
      ) : null}
      <button
        ref={toggleRef}
        type="button"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        aria-label={open ? t.chooser.close : t.chooser.open}
        title={open ? t.chooser.close : t.chooser.open}
        onClick={() => setOpen((value) => !value)}
        onPointerEnter={panel.preload}
        onFocus={panel.preload}
        className="chooser-toggle fixed bottom-5 z-40 grid max-sm:end-4 size-14 place-items-center rounded-full bg-whatsapp text-white shadow-lg transition-transform hover:bg-whatsapp-strong focus-visible:outline-3 focus-visible:outline-offset-3 focus-visible:outline-accent motion-safe:hover:scale-105 sm:end-6"
        data-testid="chooser-toggle"
      >
        {open ? <X aria-hidden="true" className="size-6" /> : <MessageCircle aria-hidden="true" className="size-7" />}
      </button>
    </div>
  );
}
