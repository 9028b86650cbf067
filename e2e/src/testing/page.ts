import type { Browser, BrowserContext, BrowserContextOptions, Locator, Page } from 'playwright-core';
import { STORED_COPY_META } from '@site/shared/worker';
import { withinLimit } from './stall';

export interface OpenedPage {
  context: BrowserContext;
  page: Page;
  /** uncaught exceptions and console errors seen on the page */
  errors: string[];
}

/** A new browser session (context) and page, collecting the page's errors for assertions. */
export async function openPage(browser: Browser, options: BrowserContextOptions = {}): Promise<OpenedPage> {
  const context = await browser.newContext({ locale: 'ar-EG', viewport: { width: 1280, height: 900 }, ...options });
  const page = await context.newPage();
  const errors: string[] = [];
  // The HTML of the last document the page loaded, as the server sent it (or the worker answered):
  // what a root that reports a hydration mismatch is compared with.
  let documentHtml: Promise<string> = Promise.resolve('');
  page.on('response', (response) => {
    if (response.request().resourceType() === 'document' && response.frame() === page.mainFrame()) documentHtml = response.text().catch(() => '');
  });
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    errors.push(`console: ${message.text()}`);
    if (message.text().includes('hydration error'))
      void documentHtml.then((html) => diagnoseHydration(page, html)).then((facts) => errors.push(`diagnosis: ${facts}`));
  });
  return { context, page, errors };
}

/**
 * Turns `backdrop-filter` off in every page of `context`, for a test of what a long download
 * does rather than how it looks. Chromium composites in software here: the blur behind an open
 * dialog (and under the scrolled header) is drawn again on every repaint, and the offline
 * download repaints its progress for minutes (the GPU process took 73 of offline-scale's 127 s
 * of CPU; docs/testing.md#where-the-time-goes). A constructed stylesheet, which the page's
 * Content-Security-Policy does not govern, so nothing else about the page changes.
 */
export async function withoutBackdropBlur(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync('*, *::before, *::after, ::backdrop { backdrop-filter: none !important; }');
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
  });
}

/**
 * What the page was when one of its roots reported a hydration mismatch, added to its errors:
 * which document (its address, whether the service worker answered it from the stored copy,
 * online or not), and what the server put into it for the browser (the page data's language and
 * the replies it carries), and each root whose text differs from the server's HTML of that
 * document, from where it starts to differ: what the client rendered instead. A mismatch seen
 * only now and then in a full run (React #418 in offline mode's tests, the footer and the home
 * page's intro rendering their loading state) can then be told apart from the next one.
 */
function diagnoseHydration(page: Page, serverHtml: string): Promise<string> {
  return page
    .evaluate(
      ({ storedCopyMeta, serverHtml }) => {
        const text = document.getElementById('site-data')?.textContent ?? '';
        type PageData = { lang?: unknown; replies?: Record<string, unknown> } | null;
        const data = ((): PageData => {
          try {
            return JSON.parse(text) as PageData;
          } catch {
            return null;
          }
        })();
        // Each root whose text now differs from the server's: where it starts to differ, both ways.
        const server = new DOMParser().parseFromString(serverHtml, 'text/html');
        const differs: Record<string, { server: string; now: string }> = {};
        for (const root of document.querySelectorAll('#shell-header, #shell-footer, main > [id^="app-"]')) {
          const was = (server.getElementById(root.id)?.textContent ?? '').replace(/\s+/g, ' ');
          const now = (root.textContent ?? '').replace(/\s+/g, ' ');
          if (was === now) continue;
          let at = 0;
          while (at < was.length && was[at] === now[at]) at++;
          differs[root.id] = { server: was.slice(Math.max(0, at - 40), at + 80), now: now.slice(Math.max(0, at - 40), at + 80) };
        }
        return JSON.stringify({
          url: location.href,
          htmlLang: document.documentElement.lang,
          storedCopy: document.querySelector(`meta[name="${storedCopyMeta}"]`) !== null,
          online: navigator.onLine,
          controlled: navigator.serviceWorker?.controller != null,
          pageData: data ? { lang: data.lang, replies: Object.keys(data.replies ?? {}) } : text ? 'unreadable' : 'none',
          differs,
        });
      },
      { storedCopyMeta: STORED_COPY_META, serverHtml },
    )
    .catch((error: unknown) => `the page could not be read (${String(error)})`);
}

/**
 * Waits until the shell and the content app have both rendered and are live: the server's HTML
 * is there before any script runs, and a click before React owns a slot (`data-live`, set by
 * shared's reactApp) or before the route's screen has hydrated (`<main data-screen-live>`, set
 * by shared's AppRoutes) would be lost.
 */
export async function waitForSite(page: Page): Promise<void> {
  await page.locator('[data-testid="site-header"]').waitFor();
  await page.locator('main h1').first().waitFor();
  await page.waitForFunction(() => {
    const live = (slot: Element | null) => slot === null || slot.hasAttribute('data-live');
    const app = document.querySelector('main > [id^="app-"]');
    return live(document.getElementById('shell-header')) && live(app) && (app === null || document.querySelector('main[data-screen-live]') !== null);
  });
}

export async function htmlAttributes(page: Page): Promise<{ lang: string; dir: string; dark: boolean }> {
  return page.evaluate(() => ({
    lang: document.documentElement.lang,
    dir: document.documentElement.dir,
    dark: document.documentElement.classList.contains('dark'),
  }));
}

/**
 * Waits until no finite CSS transition or animation is running (spinners and other endless ones
 * aside): axe reads colours as they are painted, and a header half-way through its fade has a
 * contrast the finished one does not. `getAnimations()` brings styles up to date first, so a
 * transition that a class change just started is counted.
 */
export async function animationsSettled(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== 'running' || animation.effect?.getComputedTiming().endTime === Infinity),
  );
}

/** Waits for two frames: what a change made in one task looks like once it has been laid out and painted. */
export async function nextFrames(page: Page): Promise<void> {
  const frames = page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))));
  await withinLimit(page, 'two animation frames', frames);
}

/**
 * Waits until what starts near the viewport is watching it and has had its first report: a block
 * or a frame starts watching at the page's first idle moment after its load (`whenNearViewport`,
 * shared/src/blocks/near-viewport.ts), and idle callbacks run in the order they were asked for,
 * so once one asked for after the load has run, every part of the screen is watching; two frames
 * later its observer has reported. Scrolled past before that, on a loaded machine, a block stayed
 * unloaded above the viewport; looked at before that, a frame not started proves nothing.
 */
export async function nearViewportWatching(page: Page): Promise<void> {
  await page.waitForLoadState('load');
  await withinLimit(
    page,
    'an idle callback',
    page.evaluate(() => new Promise<void>((resolve) => requestIdleCallback(() => resolve(), { timeout: 5000 }))),
  );
  await nextFrames(page);
}

/**
 * Reaches for a form block whose code loads on first use (`hydrateOn="interaction"`: the contact
 * form, the footer's newsletter box) as a visitor's pointer does on its way to a field, and
 * waits until that code is in: React has hydrated the form of `submit` and holds its submit
 * handler. The buttons are enabled from the server's HTML on (docs/forms.md, "Before the code"),
 * so an enabled button says nothing: a test that cut the network right after it failed the code's
 * download, and the block's fallback replaced the form.
 */
export async function reachForForm(form: Locator, submit: Locator): Promise<void> {
  await form.hover();
  const button = await submit.elementHandle();
  await form.page().waitForFunction((element) => {
    const owner = (element as HTMLButtonElement | null)?.form;
    if (!owner?.isConnected) return false;
    // React keeps each hydrated element's props under a key of its own (`__reactProps$…`).
    const props = Object.entries(owner).find(([key]) => key.startsWith('__reactProps$'))?.[1] as { onSubmit?: unknown } | undefined;
    return typeof props?.onSubmit === 'function';
  }, button);
  await button?.dispose();
}

/**
 * Holds every idle callback the page asks for (`requestIdleCallback`) from its next document on,
 * until the returned function runs them: the layout script lays the parts below the first screen
 * out one per idle moment once the page has loaded, so while they are held those parts still
 * wait, for as long as the test looks, however fast or slow the machine is (docs/testing.md: hold
 * the moment the test looks at; do not race it).
 */
export async function holdIdleCallbacks(page: Page): Promise<() => Promise<void>> {
  await page.addInitScript(() => {
    const original = window.requestIdleCallback.bind(window);
    let held: (() => void)[] | null = [];
    window.requestIdleCallback = (callback, options) => {
      if (!held) return original(callback, options);
      held.push(() => original(callback, options));
      return 0;
    };
    (window as unknown as { __releaseIdle: () => void }).__releaseIdle = () => {
      const waiting = held ?? [];
      held = null;
      for (const run of waiting) run();
    };
  });
  return () => page.evaluate(() => (window as unknown as { __releaseIdle: () => void }).__releaseIdle());
}
