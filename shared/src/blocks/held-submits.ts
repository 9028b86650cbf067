import { FORM_LIVE_EVENT } from '@site/shared/contract';

/**
 * A press on a form's submit button before the form's code is in (docs/forms.md, "Before the
 * code"). The server's form is a real HTML form (`method="post"`): without JavaScript the browser
 * sends it itself. With JavaScript, a block whose code loads on first use holds the press
 * instead, and the form replays it once, when its code has hydrated it and says so (the
 * contract's `FORM_LIVE_EVENT`, sent to the form element): never lost, never sent twice. Should
 * the code fail to load, the press is let through to the browser.
 */

/** Forms whose code is in: their submits are their own (React's handler). */
const live = new WeakSet<HTMLFormElement>();
/** A press waiting for its form's code: form → the block holding it. */
const held = new Map<HTMLFormElement, Element>();

/**
 * Holds the submits of the forms inside `block` until each is live, calling `reached` (load the
 * code) on the first. Listened for on the document, in the capture phase, and stopped there:
 * React's own listener on its root would otherwise see a submit aimed at HTML it has not
 * hydrated, and a form it hydrated on the spot would send it a second time. A form that says it
 * is live (`FORM_LIVE_EVENT`) is left alone from then on; its event is cancelled when a press
 * waited for it, and the form replays that press. Returns a cancel.
 */
export function holdEarlySubmits(block: Element, reached: () => void): () => void {
  const document = block.ownerDocument;
  const hold = (event: Event) => {
    const form = event.target;
    if (!(form instanceof HTMLFormElement) || live.has(form) || !block.contains(form)) return;
    event.preventDefault();
    event.stopPropagation();
    held.set(form, block);
    reached();
  };
  const goLive = (event: Event) => {
    const form = event.target;
    if (!(form instanceof HTMLFormElement) || !block.contains(form)) return;
    live.add(form);
    if (held.delete(form)) event.preventDefault();
  };
  document.addEventListener('submit', hold, true);
  document.addEventListener(FORM_LIVE_EVENT, goLive, true);
  return () => {
    document.removeEventListener('submit', hold, true);
    document.removeEventListener(FORM_LIVE_EVENT, goLive, true);
  };
}

/**
 * The block's code failed and its fallback replaced the form: a press that waited is sent as the
 * browser would have sent it, to the server (the form, put back out of sight, posts itself).
 */
export function releaseHeldSubmits(block: Element): void {
  for (const [form, holder] of held) {
    if (holder !== block) continue;
    held.delete(form);
    if (!form.isConnected) {
      form.hidden = true;
      block.ownerDocument.body.append(form);
    }
    form.submit();
  }
}
