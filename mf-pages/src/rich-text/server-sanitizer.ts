import { JSDOM } from 'jsdom';
import { createSanitizer } from './sanitize';

/**
 * The sanitiser of a server render: DOMPurify over jsdom's window (jsdom is what DOMPurify's
 * own documentation names for Node). One window for the process, made at the first page that
 * renders HTML. Only ssr.ts imports this (the browser never downloads jsdom); the server
 * container requires jsdom from node_modules at run time (an external in rspack.config.ts).
 */
export function createServerSanitizer(): (html: string) => string {
  const { window } = new JSDOM('<!doctype html><html><body></body></html>');
  return createSanitizer(window);
}
