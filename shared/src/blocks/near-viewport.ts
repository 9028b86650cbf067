/**
 * Calls `then` once the page has loaded and the browser is idle: before that, the page's own
 * app has often not rendered yet, so a footer block sits in an empty viewport and would
 * count as near it on every page. Returns a cancel function.
 */
function whenPageSettled(win: Window, then: () => void): () => void {
  let cancelled = false;
  let idle: number | undefined;
  const afterLoad = () => {
    if (cancelled) return;
    if (typeof win.requestIdleCallback === 'function') idle = win.requestIdleCallback(then, { timeout: 2000 });
    else idle = win.setTimeout(then, 200);
  };
  if (win.document.readyState === 'complete') afterLoad();
  else win.addEventListener('load', afterLoad, { once: true });
  return () => {
    cancelled = true;
    win.removeEventListener('load', afterLoad);
    if (idle === undefined) return;
    if (typeof win.cancelIdleCallback === 'function') win.cancelIdleCallback(idle);
    else win.clearTimeout(idle);
  };
}

/**
 * Calls `then` once `element` comes within `margin` of the viewport, looked at only after the
 * page has settled: a block below the fold (the footer's newsletter box, the home page's
 * portfolio teaser) then costs the first page nothing. Without IntersectionObserver (old
 * browsers, jsdom) at once. Returns a cancel function.
 */
export function whenNearViewport(element: Element, then: () => void, margin = '400px'): () => void {
  if (typeof IntersectionObserver === 'undefined') {
    then();
    return () => undefined;
  }
  let observer: IntersectionObserver | undefined;
  const stopWaiting = whenPageSettled(window, () => {
    observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer?.disconnect();
        then();
      },
      { rootMargin: margin },
    );
    observer.observe(element);
  });
  return () => {
    stopWaiting();
    observer?.disconnect();
  };
}
