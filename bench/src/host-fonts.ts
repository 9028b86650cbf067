import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser } from 'playwright-core';

const FONTS_CSS = path.join(import.meta.dirname, '..', '..', 'shared', 'src', 'styles', 'fonts.css');

/**
 * The `src` of an @font-face rule of the site's stylesheet (the `local()` faces a fallback
 * asks the machine for), read from the stylesheet itself so the probe asks what the page asks.
 */
export function fontFaceSource(family: string, css: string = readFileSync(FONTS_CSS, 'utf8')): string {
  for (const [, body] of css.matchAll(/@font-face\s*\{([^}]*)\}/g)) {
    if (!new RegExp(`font-family:\\s*['"]${family}['"]`).test(body!)) continue;
    const src = /(?:^|;)\s*src:\s*([^;]+);/.exec(body!);
    if (src) return src[1]!.trim();
  }
  throw new Error(`no @font-face for '${family}' with a src in the stylesheet`);
}

/**
 * Whether this machine's browser has the face behind the site's Arabic fallback
 * ('Plex Arabic Fallback': Noto Sans Arabic, which phones have). Without it, Arabic text in a
 * first visit's fallbacks is looked up letter by letter on the main thread, and the Arabic rows of
 * a table are measured on a machine unlike the phone they stand for (docs/performance.md).
 */
export async function hasArabicFallbackFace(browser: Browser): Promise<boolean> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    const source = JSON.stringify(fontFaceSource('Plex Arabic Fallback'));
    return (await page.evaluate(`new FontFace('probe', ${source}).load().then(() => true, () => false)`)) === true;
  } finally {
    await context.close();
  }
}
