import { useEffect, useState, type RefObject } from 'react';

/**
 * Resolves once the page has loaded and the browser is idle: before that, the page's own
 * app has often not rendered yet, so a footer block sits in an empty viewport and would
 * count as near it on every page.
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
 * True once the element comes within `margin` of the viewport (and stays true), looked at
 * only after the page has settled. A block below the fold (the footer's newsletter box)
 * then costs the first page nothing. Without IntersectionObserver (old browsers, jsdom) it
 * is true at once.
 */
export function useNearViewport(ref: RefObject<Element | null>, margin = '400px'): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return undefined;
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return undefined;
    }
    let observer: IntersectionObserver | undefined;
    const stopWaiting = whenPageSettled(window, () => {
      observer = new IntersectionObserver(
        (entries) => {
          if (entries.some((entry) => entry.isIntersecting)) setNear(true);
        },
        { rootMargin: margin },
      );
      observer.observe(element);
    });
    return () => {
      stopWaiting();
      observer?.disconnect();
    };
  }, [ref, margin, near]);
  return near;
}
