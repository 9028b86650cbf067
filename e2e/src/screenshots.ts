/**
 * `npm run screenshots`: retakes the pictures of the home page in docs/images/ (Arabic and
 * English, light and dark) from the build, as a visitor sees them: the first screen at
 * 1280×800, and the whole page. It builds first when the build is stale, starts the real server
 * on a free port with a throwaway database (as the browser tests do) and drives Debian's
 * Chromium (`CHROMIUM_PATH` to use another). The whole page is taken at half size. A phone's
 * first screen in each language (390×844, light) is the installable app's narrow screenshot
 * (build/app-manifest.ts); `SCREENSHOTS=phone npm run screenshots` retakes those two alone.
 *
 * The page is scrolled through before the whole-page picture: the blocks below the fold become
 * live when they come near, and their images are lazy, so a picture taken from the top alone
 * would show them blank.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
// The repository's own build tooling (the root package's scripts/), as `npm start` uses it.
import { runBuild } from '../../scripts/build';
import { isBuildFresh } from '../../scripts/build-fingerprint';
import { launchBrowser } from './testing/browser';
import { repoRoot, startSite } from './testing/server';

const outDir = path.join(repoRoot, 'docs', 'images');
const desktop = { width: 1280, height: 800 };
const phone = { width: 390, height: 844 };
const languages = [
  { lang: 'ar', locale: 'ar-EG', family: 'IBM Plex Sans Arabic', sample: 'نسق' },
  { lang: 'en', locale: 'en-US', family: 'IBM Plex Sans', sample: 'Nasaq' },
] as const;
const themes = ['light', 'dark'] as const;

type Language = (typeof languages)[number];
type Theme = (typeof themes)[number];

/** Two frames: a change made in one task, laid out and painted. */
function nextFrames(page: Page): Promise<void> {
  return page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))));
}

/** The page as a visitor ends up seeing it: hydrated, in its web fonts, no transition running. */
async function settled(page: Page, language: Language): Promise<void> {
  await page.locator('#shell-header[data-live]').waitFor({ state: 'attached' });
  await page.locator('main[data-screen-live]').waitFor({ state: 'attached' });
  await page.waitForFunction(({ family, sample }) => document.fonts.check(`16px "${family}"`, sample), { family: language.family, sample: language.sample });
  await page.waitForFunction(() => !document.documentElement.hasAttribute('data-fonts-later'));
  await page.waitForFunction(() => [...document.images].every((image) => image.complete));
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== 'running' || animation.effect?.getComputedTiming().endTime === Infinity),
  );
  await nextFrames(page);
}

/** Scrolls to the end a screen at a time, so every section renders and every lazy image loads. */
async function scrollThrough(page: Page): Promise<void> {
  for (let top = 0; ;) {
    const { height, step } = await page.evaluate(() => ({ height: document.documentElement.scrollHeight, step: Math.round(window.innerHeight * 0.75) }));
    if (top >= height) break;
    await page.evaluate((y) => window.scrollTo({ top: y, behavior: 'instant' }), top);
    await nextFrames(page);
    top += step;
  }
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
  await page.locator('[data-testid="site-header"][data-scrolled="false"]').waitFor({ state: 'attached' });
}

/** The home page open in a new browser session, scrolled through and settled, at the top again. */
async function openHome(
  browser: Browser,
  siteUrl: string,
  language: Language,
  theme: Theme,
  deviceScaleFactor: number,
  viewport: { width: number; height: number } = desktop,
): Promise<{ page: Page; close: () => Promise<void> }> {
  // bypassCSP: the whole-page picture adds an inline style, which the site's policy rightly refuses.
  const context = await browser.newContext({ locale: language.locale, viewport, deviceScaleFactor, bypassCSP: true, isMobile: viewport === phone });
  await context.addInitScript((value) => window.localStorage.setItem('theme', value), theme);
  const page = await context.newPage();
  // As a returning visitor sees it: a first visit keeps the fallback fonts on its first page
  // (shared/src/state/font-script.ts) and remembers the web fonts, which the next load preloads.
  await page.goto(`${siteUrl}/?lang=${language.lang}`);
  await page.waitForFunction(() => window.localStorage.getItem('fonts') !== null);
  await page.goto(`${siteUrl}/?lang=${language.lang}`);
  await scrollThrough(page);
  await settled(page, language);
  return { page, close: () => context.close() };
}

async function capture(browser: Browser, siteUrl: string, language: Language, theme: Theme): Promise<string[]> {
  const name = `home-${language.lang}-${theme}`;
  const first = path.join(outDir, `${name}.jpg`);
  const screen = await openHome(browser, siteUrl, language, theme, 1);
  await screen.page.screenshot({ path: first, type: 'jpeg', quality: 82 });
  await screen.close();

  // The whole page at half size (an overview, a quarter of the bytes).
  const whole = path.join(outDir, `${name}-full.jpg`);
  const overview = await openHome(browser, siteUrl, language, theme, 0.5);
  await settled(overview.page, language);
  await overview.page.screenshot({ path: whole, type: 'jpeg', quality: 75, fullPage: true });
  await overview.close();
  return [first, whole];
}

/** A phone's first screen, light: the app's narrow screenshot. */
async function capturePhone(browser: Browser, siteUrl: string, language: Language): Promise<string> {
  const file = path.join(outDir, `home-${language.lang}-phone.jpg`);
  const screen = await openHome(browser, siteUrl, language, 'light', 1, phone);
  await screen.page.screenshot({ path: file, type: 'jpeg', quality: 82 });
  await screen.close();
  return file;
}

async function main(): Promise<void> {
  if (!isBuildFresh()) runBuild();
  mkdirSync(outDir, { recursive: true });
  const site = await startSite();
  const browser = await launchBrowser();
  const phoneOnly = process.env['SCREENSHOTS'] === 'phone';
  try {
    for (const language of languages) {
      if (!phoneOnly) {
        for (const theme of themes) {
          for (const file of await capture(browser, site.url, language, theme)) console.log(path.relative(repoRoot, file));
        }
      }
      console.log(path.relative(repoRoot, await capturePhone(browser, site.url, language)));
    }
  } finally {
    await browser.close();
    await site.stop();
  }
}

await main();
