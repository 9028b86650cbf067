import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './testing/browser';
import { axeInWidgets, partnerEvents, stylesOf, waitForWidgets } from './testing/embed';
import { inbox } from './testing/inbox';
import { openPage, waitForSite } from './testing/page';
import { hostilePartnerPage, startPartner, type PartnerSite } from './testing/partner';
import { startSite, type RunningSite } from './testing/server';

/**
 * The widgets on partner pages served by the test from other origins: `partner` is on
 * CORS_ORIGINS, `stranger` is not. Each page carries hostile CSS, a global `React` stub and
 * its own pushState router (hostilePartnerPage).
 */
let site: RunningSite;
let partner: PartnerSite;
let stranger: PartnerSite;
let browser: Browser;

beforeAll(async () => {
  [partner, stranger] = await Promise.all([startPartner(), startPartner()]);
  [site, browser] = await Promise.all([startSite({ CORS_ORIGINS: partner.origin, RATE_LIMITS: 'off' }), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await site?.stop();
  await Promise.all([partner?.close(), stranger?.close()]);
});

const BOTH =
  '<nasaq-portfolio lang="en" limit="3" theme="light"></nasaq-portfolio><nasaq-consultation lang="ar" service="3" theme="light"></nasaq-consultation>';

/** A partner page at `path` with these widgets, opened in a new session. */
async function openPartner(at: PartnerSite, path: string, body: string, options: { withScript?: boolean; scriptLast?: boolean; locale?: string } = {}) {
  at.setPage(path, hostilePartnerPage({ site: site.url, body, withScript: options.withScript ?? true, scriptLast: options.scriptLast ?? false }));
  const opened = await openPage(browser, { locale: options.locale ?? 'en-US' });
  await opened.page.goto(`${at.origin}${path}`);
  return opened;
}

/** What the partner's own page looks like and keeps: its elements' styles, `<html>`, storage, cookies, history. */
function partnerState(page: Page) {
  return page.evaluate(() => {
    const style = (selector: string) => {
      const computed = getComputedStyle(document.querySelector(selector)!);
      return ['display', 'font-size', 'font-family', 'font-weight', 'color', 'line-height', 'margin-top', 'text-decoration-line'].map(
        (name) => `${name}: ${computed.getPropertyValue(name)}`,
      );
    };
    return {
      h1: style('h1.partner'),
      link: style('nav a'),
      text: style('p.partner'),
      body: style('body'),
      html: {
        lang: document.documentElement.lang,
        dir: document.documentElement.dir,
        className: document.documentElement.className,
        style: document.documentElement.getAttribute('style'),
      },
      bodyAttributes: { className: document.body.className, dir: document.body.dir, lang: document.body.lang, style: document.body.getAttribute('style') },
      cookies: document.cookie,
      localStorage: Object.keys(localStorage),
      sessionStorage: Object.keys(sessionStorage),
      history: history.length,
      location: location.href,
      styleSheets: document.styleSheets.length,
      adoptedStyleSheets: document.adoptedStyleSheets.length,
      react: (window as unknown as { React: { version: string } }).React.version,
    };
  });
}

/** Counts the react-dom copies that start on the page (each registers with the DevTools hook). */
function installRendererCounter(): void {
  const renderers = new Map<number, unknown>();
  Object.defineProperty(window, '__REACT_DEVTOOLS_GLOBAL_HOOK__', {
    value: {
      renderers,
      supportsFiber: true,
      isDisabled: false,
      inject(renderer: unknown) {
        renderers.set(renderers.size + 1, renderer);
        return renderers.size;
      },
      onCommitFiberRoot() {},
      onCommitFiberUnmount() {},
      onPostCommitFiberRoot() {},
      checkDCE() {},
    },
  });
}

describe('widgets on a partner page', () => {
  it('render both, with the partner page, its <html>, storage, cookies, history, React and federation left as they were', async () => {
    const plain = await openPartner(partner, '/plain', BOTH, { withScript: false });
    const before = await partnerState(plain.page);
    await plain.context.close();

    const { context, page, errors } = await openPage(browser, { locale: 'en-US' });
    await context.addInitScript(installRendererCounter);
    partner.setPage('/shop', hostilePartnerPage({ site: site.url, body: BOTH }));
    await page.goto(`${partner.origin}/shop`);
    await waitForWidgets(page, ['nasaq-portfolio', 'nasaq-consultation']);

    // What the widgets show, whatever the partner's CSS says of buttons and divs.
    expect(await page.getByTestId('portfolio-card').count()).toBe(3);
    const submit = page.locator('nasaq-consultation').getByTestId('form-submit');
    expect(await submit.isVisible()).toBe(true);
    expect(await page.locator('nasaq-consultation select[name="service"]').inputValue()).toBe('3');
    expect(await stylesOf(page, 'nasaq-portfolio .nasaq-widget div', ['font-size'])).not.toEqual({ 'font-size': '40px' });
    expect(await page.locator('nasaq-portfolio .nasaq-widget').evaluate((element) => [element.getAttribute('lang'), element.getAttribute('dir')])).toEqual([
      'en',
      'ltr',
    ]);
    expect(await page.locator('nasaq-consultation .nasaq-widget').evaluate((element) => [element.getAttribute('lang'), element.getAttribute('dir')])).toEqual([
      'ar',
      'rtl',
    ]);
    // The element took its space before it rendered: the reservation is gone now that it is ready.
    expect(await page.locator('nasaq-portfolio').evaluate((element) => element.getBoundingClientRect().height)).toBeGreaterThan(300);

    // Nothing of ours leaked into the partner's page.
    const after = await partnerState(page);
    expect({ ...after, location: '' }).toEqual({ ...before, location: '' });
    const entries = after.history;

    // No federation of ours on the page (the partner's own host keeps its share scopes as they
    // were), no react-dom (each widget runs on Preact inside its own module), and no global.
    expect(
      await page.evaluate(() => {
        const federation = (window as unknown as { __FEDERATION__: { __SHARE__: Record<string, unknown>; __INSTANCES__: unknown[] } }).__FEDERATION__;
        return { hosts: Object.keys(federation.__SHARE__).sort(), instances: federation.__INSTANCES__.length };
      }),
    ).toEqual({ hosts: ['partner_host', 'root'], instances: 0 });
    expect(
      await page.evaluate(
        () => (window as unknown as { __REACT_DEVTOOLS_GLOBAL_HOOK__: { renderers: Map<number, unknown> } }).__REACT_DEVTOOLS_GLOBAL_HOOK__.renderers.size,
      ),
    ).toBe(0);

    // Opening a design and going back writes nothing into the partner's history.
    await page.getByTestId('portfolio-card-open').first().click();
    await page.getByTestId('portfolio-widget-design').waitFor();
    const siteLink = page.getByTestId('portfolio-widget-site-link');
    expect(await siteLink.getAttribute('target')).toBe('_blank');
    expect(await siteLink.getAttribute('href')).toMatch(new RegExp(`^${site.url}/portfolio/[^?]+\\?lang=en$`));
    await page.getByTestId('portfolio-widget-back').click();
    await page.getByTestId('portfolio-widget').waitFor();
    expect(await page.evaluate(() => [history.length, location.pathname])).toEqual([entries, '/shop']);

    // The partner's own router still owns the URL.
    await page.locator('nav a').click();
    await expect.poll(() => page.evaluate(() => [location.pathname, history.length])).toEqual(['/about', entries + 1]);
    expect(await page.getByTestId('portfolio-card').count()).toBe(3);

    expect(errors).toEqual([]);
    await context.close();
  });

  it('follow attribute changes, warn once about a bad value, and work for elements added later and a second copy of the script', async () => {
    const { context, page, errors } = await openPartner(partner, '/later', '');
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });
    // A single-page app adds the element after the script has run.
    await page.waitForFunction(() => customElements.get('nasaq-portfolio') !== undefined);
    await page.evaluate(() => {
      const element = document.createElement('nasaq-portfolio');
      element.setAttribute('lang', 'en');
      element.setAttribute('limit', '2');
      document.body.append(element);
    });
    await waitForWidgets(page, ['nasaq-portfolio']);
    expect(await page.getByTestId('portfolio-card').count()).toBe(2);

    // Changing an attribute renders again: Arabic, right to left, and another count.
    await page.locator('nasaq-portfolio').evaluate((element) => {
      element.setAttribute('lang', 'ar');
      element.setAttribute('limit', '4');
    });
    await expect.poll(() => page.getByTestId('portfolio-card').count()).toBe(4);
    await expect.poll(() => page.locator('nasaq-portfolio .nasaq-widget').getAttribute('dir')).toBe('rtl');
    expect(await page.getByTestId('portfolio-card-open').first().textContent()).toBe('عرض التفاصيل');

    // A bad value: the default (6), one warning, no exception, however often it renders.
    await page.locator('nasaq-portfolio').evaluate((element) => element.setAttribute('limit', '99'));
    await expect.poll(() => page.getByTestId('portfolio-card').count()).toBe(6);
    await page.locator('nasaq-portfolio').evaluate((element) => element.setAttribute('theme', 'dark'));
    await expect.poll(() => page.locator('nasaq-portfolio .nasaq-widget').getAttribute('data-theme')).toBe('dark');
    expect(warnings.filter((warning) => warning.includes('limit="99"'))).toHaveLength(1);

    // A single-page app leaves the route and comes back: the element is removed, then inserted again.
    await page.locator('nasaq-portfolio').evaluate(async (element) => {
      element.remove();
      await new Promise((resolve) => setTimeout(resolve, 0));
      document.body.append(element);
    });
    await expect.poll(() => page.getByTestId('portfolio-card').count()).toBe(6);
    expect(await page.locator('nasaq-portfolio .nasaq-widget').count()).toBe(1);

    // The script a second time (two snippets on one page): nothing is defined twice.
    await page.evaluate((src) => {
      const script = document.createElement('script');
      script.src = src;
      document.head.append(script);
      return new Promise((resolve) => script.addEventListener('load', resolve));
    }, `${site.url}/embed.js`);
    expect(await page.getByTestId('portfolio-card').count()).toBe(6);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("look as on the site: a card heading and the submit button have the site's computed styles", async () => {
    const home = await openPage(browser, { locale: 'en-US' });
    await home.page.goto(`${site.url}/?lang=en`);
    await waitForSite(home.page);
    const cardHeading = '[data-testid="portfolio-teaser"] [data-testid="portfolio-card"] h3';
    await home.page.locator(cardHeading).first().scrollIntoViewIfNeeded();
    const siteHeading = await stylesOf(home.page, cardHeading);
    await home.page.goto(`${site.url}/consultation?lang=ar`);
    await waitForSite(home.page);
    const siteButton = await stylesOf(home.page, '[data-testid="consultation-form"] [data-testid="form-submit"]');
    await home.context.close();

    const { context, page } = await openPartner(partner, '/looks', BOTH);
    await waitForWidgets(page, ['nasaq-portfolio', 'nasaq-consultation']);
    expect(await stylesOf(page, `nasaq-portfolio [data-testid="portfolio-card"] h3`)).toEqual(siteHeading);
    expect(await stylesOf(page, 'nasaq-consultation [data-testid="form-submit"]')).toEqual(siteButton);
    // Our fonts, under our own names, registered once on the document.
    const families = await page.evaluate(() => [...document.fonts].map((face) => face.family.replace(/"/g, '')));
    expect(families.filter((family) => family.startsWith('Nasaq Plex Sans'))).toHaveLength(4);
    await context.close();
  });
});

describe('theme auto', () => {
  it("follows the partner visitor's prefers-color-scheme, also when it changes", async () => {
    partner.setPage('/scheme', hostilePartnerPage({ site: site.url, body: '<nasaq-portfolio lang="en" limit="1"></nasaq-portfolio>' }));
    const { context, page } = await openPage(browser, { locale: 'en-US', colorScheme: 'dark' });
    await page.goto(`${partner.origin}/scheme`);
    await waitForWidgets(page, ['nasaq-portfolio']);
    const theme = () => page.locator('nasaq-portfolio .nasaq-widget').getAttribute('data-theme');
    expect(await theme()).toBe('dark');
    await page.emulateMedia({ colorScheme: 'light' });
    await expect.poll(theme).toBe('light');
    // Nothing of it on the partner's page.
    expect(await page.evaluate(() => document.documentElement.className)).toBe('partner-root');
    await context.close();
  });
});

describe('the page does not shift', () => {
  it('the element reserves its height before its content arrives, so what follows it stays where it was', async () => {
    const { context, page, errors } = await openPage(browser, { locale: 'en-US', viewport: { width: 1280, height: 900 } });
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await context.route('**/api/v1/social-media**', async (route) => {
      await held;
      await route.continue();
    });
    partner.setPage(
      '/shift',
      hostilePartnerPage({ site: site.url, body: '<nasaq-portfolio lang="en" limit="6"></nasaq-portfolio><p class="partner" id="below">Suite.</p>' }),
    );
    await page.goto(`${partner.origin}/shift`);
    await page.getByTestId('portfolio-widget-loading').waitFor();
    const top = () => page.locator('#below').evaluate((element) => element.getBoundingClientRect().top);
    const reserved = await top();
    release();
    await waitForWidgets(page, ['nasaq-portfolio']);
    await page.getByTestId('portfolio-card').first().waitFor();
    const shown = await top();
    expect(Math.abs(shown - reserved) / shown).toBeLessThan(0.05);
    expect(errors).toEqual([]);
    await context.close();
  });
  it('renders a widget far below the screen when the visitor scrolls near it, in the space reserved for it', async () => {
    const { context, page, errors } = await openPartner(
      partner,
      '/far',
      '<div style="display:block;block-size:6000px"></div><nasaq-consultation lang="en"></nasaq-consultation><p class="partner" id="after">Fin.</p>',
    );
    // Its files are in (its own stylesheet adopted beside the loader's two) and it waits for the visitor.
    await page.waitForFunction(() => (document.querySelector('nasaq-consultation')?.shadowRoot?.adoptedStyleSheets.length ?? 0) >= 3);
    const state = () =>
      page.evaluate(() => ({
        rendered: document.querySelector('nasaq-consultation')!.shadowRoot!.querySelector('.nasaq-widget') !== null,
        ready: (window as unknown as { partnerEvents: { type: string }[] }).partnerEvents.some((event) => event.type === 'nasaq:ready'),
      }));
    expect(await state()).toEqual({ rendered: false, ready: false });
    const after = () => page.locator('#after').evaluate((element) => element.getBoundingClientRect().top + window.scrollY);
    const reserved = await after();
    await waitForWidgets(page, ['nasaq-consultation']);
    expect(await state()).toEqual({ rendered: true, ready: true });
    expect(Math.abs((await after()) - reserved) / reserved).toBeLessThan(0.01);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('the consultation widget', () => {
  it('sends a request the inbox lists, fires nasaq:submitted with the kind and id only, and shows the thank-you view', async () => {
    const { context, page, errors } = await openPartner(partner, '/contact', '<nasaq-consultation lang="en" service="5"></nasaq-consultation>');
    await waitForWidgets(page, ['nasaq-consultation']);
    const widget = page.locator('nasaq-consultation');
    const description = `A partner's booking app (${Date.now()}).`;
    await widget.getByLabel(/^Full name/).fill('Omar Haddad');
    await widget.getByLabel(/^Email/).fill('omar@example.com');
    await widget.getByLabel(/^Phone/).fill('+962 79 123 4567');
    await widget.getByLabel(/^Project description/).fill(description);
    const entries = await page.evaluate(() => history.length);
    await widget.getByTestId('form-submit').click();
    await widget.getByTestId('consultation-success').waitFor();

    const row = (await inbox(site.dataDir, 'consultations')).find((item) => item['description'] === description);
    expect(row).toMatchObject({ name: 'Omar Haddad', email: 'omar@example.com', service_id: '5', language: 'en' });
    const submitted = (await partnerEvents(page)).filter((event) => event.type === 'nasaq:submitted');
    expect(submitted).toEqual([{ type: 'nasaq:submitted', tag: 'nasaq-consultation', detail: { v: 1, kind: 'consultation', id: row?.['id'] } }]);
    // Its links open the site in a new tab; the partner's page stayed where it was.
    expect(await widget.getByTestId('consultation-home').getAttribute('target')).toBe('_blank');
    expect(await page.evaluate(() => [history.length, location.pathname])).toEqual([entries, '/contact']);
    expect(await axeInWidgets(page, ['nasaq-consultation'])).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe("the portfolio widget's lightbox", () => {
  for (const { lang, forward, back } of [
    { lang: 'en', forward: 'ArrowRight', back: 'ArrowLeft' },
    { lang: 'ar', forward: 'ArrowLeft', back: 'ArrowRight' },
  ] as const) {
    it(`${lang}: works by keyboard inside the shadow root: counter, arrows along the reading direction, Escape, focus back, Load More Images`, async () => {
      const { context, page, errors } = await openPartner(partner, `/gallery-${lang}`, `<nasaq-portfolio lang="${lang}" limit="1"></nasaq-portfolio>`);
      await waitForWidgets(page, ['nasaq-portfolio']);
      const active = () =>
        page.locator('nasaq-portfolio').evaluate((element) => (element.shadowRoot?.activeElement as HTMLElement | null)?.dataset['testid'] ?? null);

      await page.getByTestId('portfolio-card-open').focus();
      await page.keyboard.press('Enter');
      await page.getByTestId('gallery-open').first().waitFor();
      const shown = await page.getByTestId('gallery-open').count();
      if (await page.getByTestId('gallery-load-more').isVisible()) {
        await page.getByTestId('gallery-load-more').focus();
        await page.keyboard.press('Enter');
        await expect.poll(() => page.getByTestId('gallery-open').count()).toBeGreaterThan(shown);
      }

      await page.getByTestId('gallery-open').first().focus();
      await page.keyboard.press('Enter');
      const dialog = page.getByTestId('lightbox');
      await dialog.waitFor();
      expect(await dialog.evaluate((element) => element.getRootNode() instanceof ShadowRoot)).toBe(true);
      const total = await page.getByTestId('gallery-open').count();
      await expect.poll(() => page.getByTestId('lightbox-counter').textContent()).toMatch(new RegExp(`^1 / ${total}$`));
      await page.keyboard.press(forward);
      await expect.poll(() => page.getByTestId('lightbox-counter').textContent()).toMatch(new RegExp(`^2 / ${total}$`));
      await page.keyboard.press(back);
      await expect.poll(() => page.getByTestId('lightbox-counter').textContent()).toMatch(new RegExp(`^1 / ${total}$`));
      // No class on the partner's <html> (the site's scroll lock is for its own page only).
      expect(await page.evaluate(() => document.documentElement.className)).toBe('partner-root');
      expect(await axeInWidgets(page, ['nasaq-portfolio'])).toEqual([]);
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
      await expect.poll(active).toBe('gallery-open');
      expect(errors).toEqual([]);
      await context.close();
    });
  }
});

describe('failures stay inside the widget', () => {
  it('an origin not on CORS_ORIGINS reads no data, and its POST is refused with 403', async () => {
    const { context, page } = await openPartner(stranger, '/', '<nasaq-portfolio lang="en"></nasaq-portfolio>');
    await waitForWidgets(page, ['nasaq-portfolio']);
    await page.locator('nasaq-portfolio').getByTestId('error-box').waitFor();
    expect(await page.getByTestId('portfolio-card').count()).toBe(0);
    // A JSON POST needs the browser's preflight, which gets no Access-Control-Allow-Origin: never sent.
    const json = await page.evaluate(async (url) => {
      try {
        await fetch(url, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ name: 'x' }) });
        return 'read';
      } catch {
        return 'blocked';
      }
    }, `${site.url}/api/v1/consultations/free?lang=en`);
    expect(json).toBe('blocked');
    // A POST that needs no preflight (what a forged form sends) reaches the server, which refuses it.
    const refused = page.waitForResponse((response) => response.url().includes('/api/v1/consultations/free') && response.request().method() === 'POST');
    const outcome = await page.evaluate(async (url) => {
      const reply = await fetch(url, { method: 'POST', mode: 'no-cors', headers: { 'Content-Type': 'text/plain' }, body: '{"name":"x"}' });
      return reply.type;
    }, `${site.url}/api/v1/consultations/free?lang=en`);
    const response = await refused;
    expect(response.status()).toBe(403);
    // (The body, the usual error envelope, is checked by api/src/site/embed-files.test.ts: an opaque reply's body is not kept.)
    expect(outcome).toBe('opaque');
    await context.close();
  });

  it('the API down shows the error state with a retry that works; a container that cannot load shows a bilingual note; the page keeps working', async () => {
    const { context, page, errors } = await openPartner(partner, '/down', '');
    await context.route('**/api/v1/**', (route) => route.abort('connectionrefused'));
    await context.route('**/mf-forms/widget/consultation.*.js', (route) => route.abort('connectionrefused'));
    partner.setPage('/down', hostilePartnerPage({ site: site.url, body: BOTH }));
    await page.goto(`${partner.origin}/down`);
    const portfolio = page.locator('nasaq-portfolio');
    await portfolio.getByTestId('error-box').waitFor();
    const note = page.locator('nasaq-consultation').getByTestId('widget-unavailable');
    await note.waitFor();
    expect(await note.locator('p[lang="ar"]').count()).toBe(1);
    expect(await note.locator('p[lang="en"]').count()).toBe(1);

    await context.unroute('**/api/v1/**');
    await portfolio.getByTestId('error-box').getByRole('button').click();
    await expect.poll(() => page.getByTestId('portfolio-card').count()).toBe(3);
    // The partner's own page still works.
    await page.locator('nav a').click();
    await expect.poll(() => page.evaluate(() => location.pathname)).toBe('/about');
    expect(errors.filter((error) => error.startsWith('pageerror'))).toEqual([]);
    await context.close();
  });
});

describe('accessibility inside the shadow roots', () => {
  for (const theme of ['light', 'dark'] as const) {
    it(`${theme}: axe finds nothing in either widget, in Arabic and English (the script after the elements)`, async () => {
      const { context, page } = await openPartner(
        partner,
        `/a11y-${theme}`,
        `<nasaq-portfolio lang="ar" limit="3" theme="${theme}"></nasaq-portfolio><nasaq-consultation lang="en" theme="${theme}"></nasaq-consultation>`,
        { scriptLast: true },
      );
      await waitForWidgets(page, ['nasaq-portfolio', 'nasaq-consultation']);
      expect(await axeInWidgets(page, ['nasaq-portfolio', 'nasaq-consultation'])).toEqual([]);
      await context.close();
    });
  }
});
