import { useEffect, useRef } from 'react';
import { useLocation, useSearch } from 'wouter';
import { layOutEveryPart } from '@site/shared/state';
import { scrollKey } from './scroll-key';

/** How long to wait for a `#target` of the new page to be rendered by its app. */
const HASH_TARGET_WAIT_MS = 3000;

/**
 * How long a revealed `#target` is kept in place. The new page's blocks above it arrive after the
 * jump (each loads as it comes near and replaces the space reserved for it) and push the target
 * down or pull it up. The browser's scroll anchoring does not help: its anchor is the first
 * element in view, the bottom of the block just above, which is itself replaced.
 */
const HASH_HOLD_MS = 10_000;

/** What the visitor does to move the page: from then on it is theirs, and nothing is corrected. */
const VISITOR_INPUT = ['wheel', 'touchstart', 'pointerdown', 'keydown'] as const;

/**
 * On every change of path or query string the page jumps instantly to the
 * top; a change of the hash alone does not move it. When the new address has a hash, the
 * page goes to that element once its app has rendered it (`/#contact` from another page).
 */
export function ScrollToTop() {
  const [pathname] = useLocation();
  const search = useSearch();
  const key = scrollKey(pathname, search);
  const previous = useRef(key);

  useEffect(() => {
    if (previous.current === key) return undefined;
    previous.current = key;
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
    const id = decodeURIComponent(window.location.hash.slice(1));
    if (!id) return undefined;
    return scrollWhenRendered(id);
  }, [key]);

  return null;
}

/**
 * Reveals `#id` once its app has rendered it, then holds it where it landed while the page
 * settles: a frame after any change of the page's content or size, the target goes back into
 * view if it moved. Stops at the visitor's first input, after `HASH_HOLD_MS`, or when the page
 * changes again (the returned cleanup); a target that never appears is given up after
 * `HASH_TARGET_WAIT_MS`.
 */
function scrollWhenRendered(id: string): () => void {
  let landedAt: number | undefined;
  let frame = 0;
  const reveal = (target: HTMLElement) => {
    layOutEveryPart();
    target.scrollIntoView({ behavior: 'instant', block: 'start' });
    landedAt = target.getBoundingClientRect().top;
  };
  const check = () => {
    frame = 0;
    const target = document.getElementById(id);
    if (!target) return;
    if (landedAt === undefined) {
      reveal(target);
      window.clearTimeout(timer);
      timer = window.setTimeout(stop, HASH_HOLD_MS);
    } else if (Math.abs(target.getBoundingClientRect().top - landedAt) >= 1) {
      reveal(target);
    }
  };
  // Layout is read once a frame at most, however many changes the frame brings.
  const soon = () => {
    if (landedAt === undefined) check();
    else frame ||= window.requestAnimationFrame(check);
  };
  const mutations = new MutationObserver(soon);
  mutations.observe(document.body, { childList: true, subtree: true });
  // An image or a font can change a height without a change of the DOM.
  const resizes = typeof ResizeObserver === 'function' ? new ResizeObserver(soon) : undefined;
  resizes?.observe(document.body);
  for (const type of VISITOR_INPUT) window.addEventListener(type, stop, { capture: true, passive: true });
  let timer = window.setTimeout(stop, HASH_TARGET_WAIT_MS);
  check();
  function stop() {
    mutations.disconnect();
    resizes?.disconnect();
    for (const type of VISITOR_INPUT) window.removeEventListener(type, stop, { capture: true });
    window.clearTimeout(timer);
    window.cancelAnimationFrame(frame);
  }
  return stop;
}
