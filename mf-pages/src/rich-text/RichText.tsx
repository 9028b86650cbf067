import { use, useId, useMemo, useSyncExternalStore } from 'react';
import { preparedServerSanitizer, type Sanitize } from './sanitizer';

let browserSanitizer: Promise<Sanitize> | null = null;

/**
 * DOMPurify (about 9 KB gzip) and its configuration, loaded the first time the browser has to
 * sanitise HTML itself: a client-side navigation to a screen with API HTML, never the hydration
 * of a server-rendered one (see `RichText`).
 */
function loadBrowserSanitizer(): Promise<Sanitize> {
  browserSanitizer ??= import('./sanitize')
    .then(({ createSanitizer }) => createSanitizer(window))
    .catch((error: unknown) => {
      browserSanitizer = null;
      throw error;
    });
  return browserSanitizer;
}

const subscribeToNothing = () => () => undefined;

/**
 * True while React hydrates (and on the server): React reads the server snapshot then, and the
 * client snapshot in every render after, which is the way React gives to tell the two apart.
 */
function useHydrating(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => false,
    () => true,
  );
}

/**
 * The block's HTML as the server sanitised it, read from the server's DOM while hydrating (the
 * element of the same `useId`, which hydration keeps as it is). Null anywhere else.
 */
function serverSanitized(hydrating: boolean, id: string): string | null {
  if (!hydrating || typeof document === 'undefined') return null;
  const element = document.getElementById(id);
  return element?.hasAttribute('data-rich-text') ? element.innerHTML : null;
}

/**
 * A block of long-form HTML from the API (an article's body, a project's description), sanitised
 * on both sides with one configuration so the server's HTML and the hydrated HTML are the same,
 * and set in the reading typography of `.prose-rich` (rich-text/prose.css).
 *
 * Hydrating a server-rendered block does not sanitise again: the HTML is already in the page,
 * sanitised by the server with the same configuration, and React keeps it as it is; running
 * DOMPurify over a whole article there cost a long task on the main thread of every article's
 * first load (and its chunk on the first load's JavaScript). What the browser renders itself (a
 * client-side navigation, a slot the server left empty) it sanitises itself, loading DOMPurify
 * then. A server render without its sanitiser throws (the route must prepare it), and the
 * screen is left to the browser: the input is never rendered unsanitised.
 */
export function RichText({ html, className = '', testId }: { html: string; className?: string; testId?: string }) {
  const id = useId();
  const hydrating = useHydrating();
  // Worked out once per HTML: the render after hydration (the snapshot changes) keeps it.
  const fromPage = useMemo(() => serverSanitized(hydrating, id), [html, id]); // eslint-disable-line react-hooks/exhaustive-deps
  let sanitize: Sanitize | null = null;
  if (fromPage === null) {
    sanitize = preparedServerSanitizer();
    if (!sanitize && typeof window === 'undefined') throw new Error('RichText: no sanitiser on the server (the route must prepare it)');
    sanitize ??= use(loadBrowserSanitizer());
  }
  const clean = useMemo(() => fromPage ?? sanitize!(html), [fromPage, sanitize, html]);
  return <div className={`prose-rich ${className}`} data-testid={testId} id={id} data-rich-text="" dangerouslySetInnerHTML={{ __html: clean }} />;
}
