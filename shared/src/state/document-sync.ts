import { effect } from '@preact/signals-core';
import { direction, language } from './language';
import { theme } from './theme';

/**
 * Mirrors the language and theme signals onto `<html>`: `lang`, `dir` and the theme class
 * (spec section 4). Returns the disposer. Only the full site calls this; an embedded widget
 * must not rewrite its partner page's root element.
 */
export function syncDocumentElement(root: HTMLElement): () => void {
  return effect(() => {
    root.lang = language.value;
    root.dir = direction.value;
    root.classList.toggle('dark', theme.value === 'dark');
    root.classList.toggle('light', theme.value === 'light');
    root.style.colorScheme = theme.value;
  });
}
