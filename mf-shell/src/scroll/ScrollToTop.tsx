import { useEffect, useRef } from 'react';
import { useLocation, useSearch } from 'wouter';
import { scrollKey } from './scroll-key';

/** How long to wait for a `#target` of the new page to be rendered by its app. */
const HASH_TARGET_WAIT_MS = 3000;

/**
 * Spec section 2: on every change of path or query string the page jumps instantly to the
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

function scrollWhenRendered(id: string): () => void {
  const reveal = () => {
    const target = document.getElementById(id);
    if (target) target.scrollIntoView({ behavior: 'instant', block: 'start' });
    return target !== null;
  };
  if (reveal()) return () => undefined;
  const observer = new MutationObserver(() => {
    if (reveal()) stop();
  });
  const timer = window.setTimeout(() => stop(), HASH_TARGET_WAIT_MS);
  function stop() {
    observer.disconnect();
    window.clearTimeout(timer);
  }
  observer.observe(document.body, { childList: true, subtree: true });
  return stop;
}
