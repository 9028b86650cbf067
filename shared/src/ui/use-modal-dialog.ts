import { useEffect, useRef, type RefObject } from 'react';

/**
 * Keeps a native `<dialog>` shown as a modal while `open` is true and closed otherwise: the
 * browser then makes the page behind inert and returns focus to where it was on close.
 */
export function useModalDialog(open: boolean): RefObject<HTMLDialogElement | null> {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);
  return ref;
}
