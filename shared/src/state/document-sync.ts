import { effect } from '@preact/signals-core';
import { direction, language } from './language';
import { theme } from './theme';

/**
 * Mirrors the language and theme signals onto `<html>`: `lang`, `dir` and the theme class
 * (docs/product.md#theme-and-language). Returns the disposer. Only the full site calls this; an embedded widget
 * must not rewrite its partner page's root element.
 *
 * Each is written only when it differs. The server's HTML already has them, and Chromium
 * recomputes the style of the whole page when `lang` or `dir` is set, even to the value it
 * had: 8 to 11 ms each on the laid-out home page of a phone without a slowdown, a long task of
 * a simulated phone (4×) right after the first paint, when this runs at start.
 */
export function syncDocumentElement(root: HTMLElement): () => void {
  return effect(() => {
    if (root.lang !== language.value) root.lang = language.value;
    if (root.dir !== direction.value) root.dir = direction.value;
    root.classList.toggle('dark', theme.value === 'dark');
    root.classList.toggle('light', theme.value === 'light');
    if (root.style.colorScheme !== theme.value) root.style.colorScheme = theme.value;
  });
}
