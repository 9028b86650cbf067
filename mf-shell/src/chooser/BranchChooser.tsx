import { useT } from '@site/shared';
import { MessageCircle, X } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { BranchList } from './BranchList';
import { branches } from './branches';

/**
 * The floating WhatsApp branch chooser (spec section 2): a button that opens and closes a
 * panel of the three branches. Escape, a click outside, or focus moving out closes it; on
 * open focus moves into the panel, on Escape it goes back to the button. The page keeps
 * room for the button (html scroll-padding-bottom), so it never covers the focused element.
 * Riyadh's phone is `contactPhone` (the contact page's `contact_info.phone`) when given.
 */
export function BranchChooser({ contactPhone = null }: { contactPhone?: string | null | undefined }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const titleId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return undefined;
    panelRef.current?.focus();
    const inside = (node: EventTarget | null) =>
      node instanceof Node && (panelRef.current?.contains(node) === true || toggleRef.current?.contains(node) === true);
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      toggleRef.current?.focus();
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
        <div
          ref={panelRef}
          id={panelId}
          role="dialog"
          aria-labelledby={titleId}
          tabIndex={-1}
          className="popover-panel chooser-panel fixed bottom-24 z-40 w-[min(23rem,calc(100vw-2rem))] outline-none max-sm:end-4 sm:end-6"
          data-testid="chooser-panel"
        >
          <div className="flex items-start gap-3 rounded-t-[1.25rem] bg-whatsapp px-5 pb-5 pt-4 text-white">
            <div className="min-w-0 flex-1">
              <h2 id={titleId} className="text-base font-bold">
                {t.chooser.title}
              </h2>
              <p className="mt-0.5 text-sm">{t.chooser.subtitle}</p>
              <p className="mt-3 inline-flex items-center gap-2 rounded-full border border-white/50 px-3 py-1 text-xs font-semibold">
                <span aria-hidden="true" className="size-2 rounded-full bg-white motion-safe:animate-pulse" />
                {t.chooser.available}
              </p>
            </div>
            <button
              type="button"
              className="-me-2 grid size-10 shrink-0 place-items-center rounded-xl text-white hover:bg-white/15 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-white"
              aria-label={t.chooser.close}
              onClick={() => {
                setOpen(false);
                toggleRef.current?.focus();
              }}
            >
              <X aria-hidden="true" className="size-5" />
            </button>
          </div>
          <BranchList branches={branches(contactPhone)} />
        </div>
      ) : null}
      <button
        ref={toggleRef}
        type="button"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        aria-label={open ? t.chooser.close : t.chooser.open}
        title={open ? t.chooser.close : t.chooser.open}
        onClick={() => setOpen((value) => !value)}
        className="chooser-toggle fixed bottom-5 z-40 grid max-sm:end-4 size-14 place-items-center rounded-full bg-whatsapp text-white shadow-lg transition-transform hover:bg-whatsapp-strong focus-visible:outline-3 focus-visible:outline-offset-3 focus-visible:outline-accent motion-safe:hover:scale-105 sm:end-6"
        data-testid="chooser-toggle"
      >
        {open ? <X aria-hidden="true" className="size-6" /> : <MessageCircle aria-hidden="true" className="size-7" />}
      </button>
    </div>
  );
}
