import { effect } from '@preact/signals-core';
import { appManifestUrl } from '@site/shared/worker';
import { direction, language } from './language';
import { theme } from './theme';

/**
 * Mirrors the language and theme signals onto `<html>`: `lang`, `dir` and the theme class
 * (docs/product.md#theme-and-language), and onto the toolbar's colour and the app's manifest link. Returns the disposer. Only the full site calls this; an embedded widget
 * must not rewrite its partner page's root element.
 *
 * Each is written only when it differs. The server's HTML already has them, and Chromium
 * recomputes the style of the whole page when `lang` or `dir` is set, even to the value it
 * had: 8 to 11 ms each on the laid-out home page of a phone without a slowdown, a long task of
 * a simulated phone (4×) right after the first paint, when this runs at start.
 */
export function syncDocumentElement(root: HTMLElement): () => void {
  // The toolbar's colour of each theme (`theme-color` per colour scheme, from the build): the
  // site's theme is the visitor's choice, not the system's, so both follow it. The app's manifest
  // follows the language (docs/installable-app.md).
  const toolbars = [...root.ownerDocument.querySelectorAll<HTMLMetaElement>('meta[name="theme-color"][data-theme]')];
  const colours = new Map(toolbars.map((meta) => [meta.dataset['theme'], meta.content]));
  const manifest = root.ownerDocument.querySelector<HTMLLinkElement>('link[rel="manifest"]');
  return effect(() => {
    if (root.lang !== language.value) root.lang = language.value;
    if (root.dir !== direction.value) root.dir = direction.value;
    root.classList.toggle('dark', theme.value === 'dark');
    root.classList.toggle('light', theme.value === 'light');
    if (root.style.colorScheme !== theme.value) root.style.colorScheme = theme.value;
    const colour = colours.get(theme.value);
    for (const meta of toolbars) if (colour && meta.content !== colour) meta.content = colour;
    const href = appManifestUrl(language.value);
    if (manifest && manifest.getAttribute('href') !== href) manifest.setAttribute('href', href);
  });
}
