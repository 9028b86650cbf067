import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeViolations } from './testing/axe';
import { animationsSettled, openPage, waitForSite } from './testing/page';
import { languages, rewriteScript, scrollTo, serveContactInfo, viewports } from './testing/shell';
import { useSiteAndBrowser } from './testing/suite';

const env = useSiteAndBrowser();

type State = {
  name: string;
  open: (page: Page, context: BrowserContext) => Promise<void>;
  /** what shows the state is still there after the theme switched (a state not shown on this viewport: nothing) */
  shown?: (page: Page) => Promise<void>;
  /** opens the state again after the theme switched, for one that goes away by itself */
  reopen?: boolean;
  /** takes the page back to the top of the home page with nothing open, for the next state */
  close?: (page: Page, context: BrowserContext) => Promise<void>;
  /**
   * The whole page is checked at the top, in every language, theme and viewport; a state that
   * opens or changes a part of the shell has axe check the shell's two slots (everything the
   * shell shows, its chooser and banners included, renders in them), which is most of the time
   * a check of the whole home page would take.
   */
  wholePage?: boolean;
};

const shellSlots = ['#shell-header', '#shell-footer'];

/** Each element of the shell in its open or shown state, in the order one page goes through them. */
const states: State[] = [
  { name: 'at the top', open: async () => undefined, wholePage: true },
  {
    name: 'mobile menu open',
    open: async (page) => {
      if (!(await page.getByTestId('menu-toggle').isVisible())) return;
      await page.getByTestId('menu-toggle').click();
      await page.getByTestId('mobile-menu').waitFor();
      await animationsSettled(page);
    },
    shown: async (page) => {
      if (await page.getByTestId('menu-toggle').isVisible()) await page.getByTestId('mobile-menu').waitFor();
    },
    close: async (page) => {
      if (!(await page.getByTestId('mobile-menu').isVisible())) return;
      await page.keyboard.press('Escape');
      await page.getByTestId('mobile-menu').waitFor({ state: 'hidden' });
      await animationsSettled(page);
    },
  },
  {
    name: 'chooser open',
    open: async (page) => {
      await page.getByTestId('chooser-toggle').click();
      await page.getByTestId('chooser-panel').waitFor();
      await animationsSettled(page);
    },
    shown: (page) => page.getByTestId('chooser-panel').waitFor(),
    close: async (page) => {
      await page.keyboard.press('Escape');
      await page.getByTestId('chooser-panel').waitFor({ state: 'detached' });
      await animationsSettled(page);
    },
  },
  {
    name: 'scrolled (opaque header)',
    open: async (page) => {
      await scrollTo(page, 400);
      await page.locator('[data-testid="site-header"][data-scrolled="true"]').waitFor();
      await animationsSettled(page); // the header's colour transition
    },
    shown: (page) => page.locator('[data-testid="site-header"][data-scrolled="true"]').waitFor(),
  },
  {
    name: 'footer with contact data',
    open: async (page) => {
      await page.getByTestId('footer-contact').waitFor();
      await scrollTo(page, 100_000);
    },
    shown: (page) => page.getByTestId('footer-contact').waitFor(),
    close: async (page) => {
      await scrollTo(page, 0);
      await page.locator('[data-testid="site-header"][data-scrolled="false"]').waitFor();
      await animationsSettled(page);
    },
  },
  {
    name: 'offline banner',
    open: async (page, context) => {
      await context.setOffline(true);
      await page.getByTestId('offline-banner').waitFor();
      await animationsSettled(page);
    },
    shown: (page) => page.getByTestId('offline-banner').waitFor(),
  },
  {
    // Shown for 3 s only: opened again in the second theme.
    name: 'restored banner',
    open: async (page, context) => {
      await context.setOffline(true);
      await page.getByTestId('offline-banner').waitFor();
      await context.setOffline(false);
      await page.getByTestId('online-banner').waitFor();
      await animationsSettled(page);
    },
    reopen: true,
  },
];

type Theme = 'light' | 'dark';

/**
 * Switches the theme in place with the header's own switch. Its click handler runs as for a
 * visitor's click, but with no pointer press or focus move, which would close an open menu or
 * chooser (both close on a press or focus outside them); the switch may also be out of view.
 */
async function switchTheme(page: Page, to: Theme): Promise<void> {
  await page.getByTestId('theme-toggle').evaluate((button: HTMLElement) => button.click());
  await page.waitForFunction((dark) => document.documentElement.classList.contains('dark') === dark, to === 'dark');
  // A transition starts when an element's style is next computed: read every element's style
  // now, so each colour transition to the new theme is running when animationsSettled looks,
  // rather than starting later under axe, which would measure colours halfway.
  await page.evaluate(() => {
    for (const element of document.querySelectorAll('*')) void getComputedStyle(element).color;
  });
  await animationsSettled(page); // the colours' transitions to the new theme
}

async function expectNoViolations(page: Page, theme: Theme, include: string[] | undefined, state: string): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.classList.contains('dark')), `the theme axe sees (${state})`).toBe(theme === 'dark');
  const found = (await axeViolations(page, undefined, include)).map(
    (violation) => `${violation.id} (${violation.help}) at ${violation.targets.slice(0, 3).join(', ')}`,
  );
  expect(found, `${state}, ${theme}`).toEqual([]);
}

async function openSite(page: Page, path = '/'): Promise<void> {
  await serveContactInfo(page, { phone: '+966 11 222 3333', email: 'hello@nasaq.example', address: 'Beni Suef, Egypt', working_hours: null });
  await page.goto(`${env.site.url}${path}`);
  await waitForSite(page);
  await page.waitForLoadState('networkidle');
}

describe('accessibility: no axe violations (WCAG 2.2 AA) with each shell element open', () => {
  viewports.forEach((viewport, v) => {
    languages.forEach(({ lang, locale }, l) => {
      // One load per viewport and language, and the shell's states one after the other on it:
      // each is opened, checked by axe in the theme the page is in, the theme is switched in
      // place and axe runs again on the same state, which is then closed for the next (the
      // next starts in the theme the last ended in, so each state is checked in both themes,
      // either one first). Which theme loads (stored, as a returning visitor's) alternates, so
      // the whole page at the top is checked in each theme both as loaded and as switched to.
      const loaded: Theme = (v + l) % 2 === 0 ? 'light' : 'dark';
      it(`${viewport.name} ${lang}, loaded in ${loaded}: every state, in both themes`, async () => {
        const { context, page } = await openPage(env.browser, { locale, viewport });
        try {
          await context.addInitScript((value) => window.localStorage.setItem('theme', value), loaded);
          await openSite(page);
          let theme = loaded;
          for (const state of states) {
            const include = state.wholePage ? undefined : shellSlots;
            await state.open(page, context);
            await expectNoViolations(page, theme, include, state.name);
            theme = theme === 'light' ? 'dark' : 'light';
            await switchTheme(page, theme);
            if (state.reopen) await state.open(page, context);
            else await state.shown?.(page);
            await expectNoViolations(page, theme, include, state.name);
            await state.close?.(page, context);
          }
        } finally {
          await context.close();
        }
      });
    });
  });

  it('the error page and a failed shell slot have none either', async () => {
    for (const { locale } of languages) {
      const { context, page } = await openPage(env.browser, { locale });
      await page.route('**/mf-pages/*.js', (route) =>
        // The home page's hero (its own chunk renders it; the sections below are blocks with their own fallbacks).
        rewriteScript(route, (body) => body.replace('"home-hero"', '(()=>{throw new Error("forced render error (test)")})()')),
      );
      await context.addInitScript(() => {
        Date.prototype.getFullYear = () => {
          throw new Error('forced footer render error (test)');
        };
      });
      await page.goto(env.site.url);
      await page.getByTestId('error-page').waitFor();
      await page.locator('#shell-footer [data-testid="section-error"]').waitFor();
      expect(await axeViolations(page)).toEqual([]);
      await context.close();
    }
  });
});

describe('fonts', () => {
  for (const { lang, locale } of languages) {
    // Beside the other language's (a context each): most of it is the wait for a preload warning.
    it.concurrent(
      `${lang}: once it has them, preloads the two weights of its script, which are the ones the stylesheet uses, and renders with them`,
      async ({ expect }) => {
        const { context, page } = await openPage(env.browser, { locale });
        const warnings: string[] = [];
        page.on('console', (message) => {
          if (message.type() === 'warning') warnings.push(message.text());
        });
        await page.goto(env.site.url);
        await expect.poll(() => page.evaluate(() => localStorage.getItem('fonts'))).toBeTruthy();
        await page.goto(env.site.url);
        await waitForSite(page);
        const preloads = await page.evaluate(() => [...document.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="font"]')].map((link) => link.href));
        const script = lang === 'ar' ? 'arabic-arabic' : 'latin';
        expect(preloads).toHaveLength(2);
        expect(preloads[0]).toMatch(new RegExp(`ibm-plex-sans-${script}-400-normal\\.[0-9a-f]+\\.woff2$`));
        expect(preloads[1]).toMatch(new RegExp(`ibm-plex-sans-${script}-700-normal\\.[0-9a-f]+\\.woff2$`));
        const declared = await page.evaluate(() => {
          const urls: string[] = [];
          for (const sheet of Array.from(document.styleSheets)) {
            for (const rule of Array.from(sheet.cssRules)) {
              if (rule instanceof CSSFontFaceRule) {
                const match = /url\("?([^")]+)"?\)/.exec(rule.style.getPropertyValue('src'));
                if (match?.[1]) urls.push(new URL(match[1], sheet.href ?? document.baseURI).href);
              }
            }
          }
          return urls;
        });
        for (const preload of preloads) {
          expect(declared).toContain(preload);
          expect(await page.evaluate(async (url) => (await fetch(url)).status, preload)).toBe(200);
        }
        const family = lang === 'ar' ? 'IBM Plex Sans Arabic' : 'IBM Plex Sans';
        const sample = lang === 'ar' ? 'نسق' : 'Nasaq';
        await expect.poll(() => page.evaluate(({ f, s }) => document.fonts.check(`16px "${f}"`, s), { f: family, s: sample })).toBe(true);
        await page.waitForTimeout(3500); // Chromium warns about a preload not used within ~3 s
        expect(warnings.filter((text) => text.includes('preload'))).toEqual([]);
        await context.close();
      },
    );

    it(`${lang}: a first visit paints in the fallbacks and keeps them on that page while its fonts load; the next navigation swaps, and the next page has its fonts from the first paint`, async () => {
      const { context, page } = await openPage(env.browser, { locale });
      // What <html> carries when the document is parsed: before the first paint.
      await context.addInitScript(() => {
        document.addEventListener('DOMContentLoaded', () => {
          (window as unknown as { __later: boolean }).__later = document.documentElement.hasAttribute('data-fonts-later');
        });
      });
      const later = () => page.evaluate(() => (window as unknown as { __later: boolean }).__later);
      await page.goto(env.site.url);
      expect(await later()).toBe(true);
      const stillLater = () => page.evaluate(() => document.documentElement.hasAttribute('data-fonts-later'));
      const family = lang === 'ar' ? 'IBM Plex Sans Arabic' : 'IBM Plex Sans';
      const sample = lang === 'ar' ? 'نسق' : 'Nasaq';
      await waitForSite(page);
      // Fetched and remembered, both weights here, and still no swap on this page.
      await expect.poll(() => page.evaluate(() => localStorage.getItem('fonts'))).toBeTruthy();
      await expect
        .poll(() => page.evaluate(({ f, s }) => document.fonts.check(`700 16px "${f}"`, s) && document.fonts.check(`16px "${f}"`, s), { f: family, s: sample }))
        .toBe(true);
      expect(await stillLater()).toBe(true);
      await page
        .getByTestId('site-footer')
        .getByRole('link', { name: lang === 'ar' ? 'سياسة الخصوصية' : 'Privacy Policy' })
        .click();
      await page.waitForURL(/\/privacy-policy/);
      await expect.poll(stillLater).toBe(false);
      await page.goto(`${env.site.url}/about`);
      expect(await later()).toBe(false);
      await context.close();
    });
  }

  it('the header never shifts while the page and its fonts load', async () => {
    const { context, page } = await openPage(env.browser, { locale: 'ar-EG', viewport: viewports[0] });
    await context.addInitScript(() => {
      const shifts: { value: number; inHeader: boolean }[] = [];
      (window as unknown as { __shifts: typeof shifts }).__shifts = shifts;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as unknown as { value: number; sources: { node?: Node | null }[] }[]) {
          const inHeader = entry.sources.some((source) => Boolean(source.node && document.getElementById('shell-header')?.contains(source.node)));
          shifts.push({ value: entry.value, inHeader });
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.goto(env.site.url);
    await waitForSite(page);
    await page.waitForLoadState('networkidle');
    await page.evaluate(() => document.fonts.ready);
    const shifts = await page.evaluate(() => (window as unknown as { __shifts: { value: number; inHeader: boolean }[] }).__shifts);
    expect(shifts.filter((shift) => shift.inHeader)).toEqual([]);
    await context.close();
  });
});
