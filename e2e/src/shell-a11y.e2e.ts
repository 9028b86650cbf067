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
