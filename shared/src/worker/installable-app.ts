import type { Language } from '@site/shared/contract';

/**
 * The installable app's names (docs/installable-app.md), shared by the build that writes its files
 * (build/app-manifest.ts), the server that answers them, the pages that link them and the
 * service worker that precaches them.
 */

/** One `id` for both languages' manifests: installed from either, it is the same app. */
export const APP_ID = '/';

/** Where each page links its language's manifest. */
export const APP_MANIFEST_PATH = '/manifest.webmanifest';

export function appManifestUrl(lang: Language): string {
  return `${APP_MANIFEST_PATH}?lang=${lang}`;
}

/** The built manifest of a language, in dist/root-config. */
export function appManifestFile(lang: Language): string {
  return `manifest.${lang}.webmanifest`;
}

/** The icons' and screenshots' folder in dist/root-config (names with a content hash). */
export const APP_ICONS_DIR = 'icons';

/** What the build's step tells the page template: the touch icon's hashed URL and the toolbar colour of each theme. */
export interface AppHeadFiles {
  appleTouchIcon: string;
  themeColors: { light: string; dark: string };
}
