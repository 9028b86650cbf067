/**
 * Which sanitiser renders API HTML here. This module imports nothing heavy: route tables and
 * ssr.ts import it; DOMPurify itself comes with the screens that render HTML (RichText.tsx).
 */
export type Sanitize = (html: string) => string;

let serverSanitizer: Sanitize | null = null;
let loadServerSanitizer: (() => Promise<Sanitize>) | null = null;

/**
 * The server's side (ssr.ts): how to make the sanitiser where there is no DOM. DOMPurify needs
 * one; the server gives it jsdom's (server-sanitizer.ts), so the server runs the same library
 * with the same configuration as the browser and both give the same HTML. Loaded on demand: only
 * the routes that render HTML from the API pay for jsdom.
 */
export function setServerSanitizer(load: () => Promise<Sanitize>): void {
  loadServerSanitizer = load;
}

/** A route that renders API HTML awaits this in its `load`: on the server it loads jsdom; in the browser there is nothing to wait for. */
export async function prepareSanitizer(): Promise<void> {
  if (serverSanitizer || !loadServerSanitizer) return;
  serverSanitizer = await loadServerSanitizer();
}

/** The server's sanitiser once prepared; null in the browser. */
export function preparedServerSanitizer(): Sanitize | null {
  return serverSanitizer;
}
