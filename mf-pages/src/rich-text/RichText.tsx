import { useMemo } from 'react';
import { createSanitizer } from './sanitize';
import { preparedServerSanitizer, type Sanitize } from './sanitizer';

let browserSanitizer: Sanitize | null = null;

/**
 * HTML from the API made safe to render (sanitize.ts): DOMPurify over the browser's DOM, or over
 * jsdom's on the server (prepared by the route). Never returns its input unchanged for want of a
 * sanitiser: a server render without one throws, and the screen is left to the browser.
 */
export function sanitizeHtml(html: string): string {
  const sanitize = preparedServerSanitizer() ?? (typeof window === 'undefined' ? null : (browserSanitizer ??= createSanitizer(window)));
  if (!sanitize) throw new Error('sanitizeHtml: no sanitiser on the server (the route must preload it)');
  return sanitize(html);
}

/**
 * A block of long-form HTML from the API (an article's body, a project's description), sanitised
 * on both sides with one configuration so the server's HTML and the hydrated HTML are the same,
 * and set in the reading typography of `.prose-rich` (rich-text/prose.css).
 */
export function RichText({ html, className = '', testId }: { html: string; className?: string; testId?: string }) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  return <div className={`prose-rich ${className}`} data-testid={testId} dangerouslySetInnerHTML={{ __html: clean }} />;
}
