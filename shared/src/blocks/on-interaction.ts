/**
 * What counts as the visitor reaching for a block: focus moving into it (a tab, a tap or a
 * click on one of its fields, a screen reader entering forms mode), a pointer over it (a
 * mouse on its way to a field), or a press on it. The same triggers as Angular's
 * `hydrate on interaction` and `on hover` together.
 */
const REACHING: readonly (keyof DocumentEventMap)[] = ['focusin', 'pointerover', 'pointerdown'];

/**
 * Calls `then` once, the first time the visitor reaches for `element` or anything inside it. A
 * form that is in view on the first screen but that most visitors never use then costs the
 * first page nothing: its server HTML can be typed into before its code is there (the fields
 * are uncontrolled). Returns a cancel function.
 *
 * Listened for on the document, in the capture phase: React's own listener on its root stops
 * every event aimed at HTML it has not hydrated yet (to replay it once hydrated), so a listener
 * on the block itself would never hear one, and the block would never hydrate.
 */
export function whenReachedFor(element: Element, then: () => void): () => void {
  const document = element.ownerDocument;
  const stop = () => {
    for (const type of REACHING) document.removeEventListener(type, reachedIfInside, { capture: true });
  };
  function reachedIfInside(event: Event) {
    if (!(event.target instanceof Node) || !element.contains(event.target)) return;
    stop();
    then();
  }
  for (const type of REACHING) document.addEventListener(type, reachedIfInside, { capture: true, passive: true });
  // Focus that moved in before these listeners were there (a fast tab, an autofocus) counts too.
  if (element.contains(document.activeElement)) {
    stop();
    then();
  }
  return stop;
}
