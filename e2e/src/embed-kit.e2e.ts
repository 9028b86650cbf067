import { setTimeout as sleep } from 'node:timers/promises';
import { execFile } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { promisify } from 'node:util';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './testing/browser';
import { hostilePartnerPage, startPartner, type PartnerSite } from './testing/partner';
import { inbox } from './testing/inbox';
import { openPage } from './testing/page';
import { firstLoadScripts, stylesOf, waitForWidgets } from './testing/embed';
import { repoRoot, startSite, type RunningSite } from './testing/server';

/**
 * The partner kit on a partner page of another origin (docs/embedding.md): the partner let in
 * with `npm run partners` while the site runs (no CORS_ORIGINS) and refused once removed; its
 * brand through custom properties and `::part()` in both themes and both languages, nothing else
 * of its CSS getting in; a consultation filled in advance, sent with its `source` and the page's
 * UTM fields, in the inbox with the partner's origin and in the webhook's payload.
 */
let site: RunningSite;
let partner: PartnerSite;
let browser: Browser;
let hooks: Server;
const delivered: Record<string, unknown>[] = [];

const partners = (args: string[]) =>
  promisify(execFile)('npm', ['run', '--silent', 'partners', '--', ...args], {
    cwd: repoRoot,
    env: { ...withoutDatabase(), DATA_DIR: site.dataDir },
    timeout: 60_000,
  });
function withoutDatabase(): NodeJS.ProcessEnv {
  const { DATABASE_URL: _ignored, ...env } = process.env;
  return env;
}

/** The console warnings a page writes from now on. */
function consoleWarnings(page: Page): string[] {
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });
  return warnings;
}

/** Whether the site lets `origin` read its API now (the preflight a partner page's POST makes). */
async function allowed(origin: string): Promise<boolean> {
  const reply = await fetch(`${site.url}/api/v1/consultations/free`, {
    method: 'OPTIONS',
    headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' },
  });
  return reply.headers.get('access-control-allow-origin') === origin;
}

/** Waits (at most 10 s) until the server follows the partners list: `origin` allowed, or refused. */
async function whenAllowed(origin: string, wanted: boolean): Promise<void> {
  const deadline = Date.now() + 10_000;
  while ((await allowed(origin)) !== wanted) {
    if (Date.now() > deadline) throw new Error(`${origin} is still ${wanted ? 'refused' : 'allowed'} after 10 s`);
    await sleep(100);
  }
}

beforeAll(async () => {
  hooks = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      delivered.push(JSON.parse(body) as Record<string, unknown>);
      response.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => hooks.listen(0, '127.0.0.1', resolve));
  const hook = `http://127.0.0.1:${(hooks.address() as AddressInfo).port}/hook`;
  partner = await startPartner();
  [site, browser] = await Promise.all([
    startSite({ RATE_LIMITS: 'off', NOTIFY_WEBHOOK_URL: hook, NOTIFY_WEBHOOK_SECRET: 'kit-test-secret-0123456789', NOTIFY_LANGUAGE: 'en' }),
    launchBrowser(),
  ]);
  await partners(['add', partner.origin, '--name', 'Boutique partenaire']);
  await whenAllowed(partner.origin, true);
});
afterAll(async () => {
  await browser?.close();
  await site?.stop();
  await partner?.close();
  await new Promise((resolve) => hooks?.close(resolve));
});

/** The brand the partner gives the widgets, and what it styles through their parts. */
const BRAND = `<style>
  nasaq-portfolio, nasaq-consultation {
    --nasaq-accent: #e11d48;
    --nasaq-radius: 4px;
    --nasaq-font-family: Georgia, serif;
    --nasaq-surface-dark: #1c1917;
    --nasaq-text-dark: #fafaf9;
  }
  nasaq-portfolio::part(card) { border-color: rgb(0, 128, 0) }
  nasaq-consultation::part(label) { text-transform: uppercase }
</style>`;

/** What the brand changes, read from inside the widgets. */
async function brandOf(page: Page) {
  // The text on the accent as the screen shows it (a relative colour computes to xyz): stylesOf paints it.
  const { color } = await stylesOf(page, 'nasaq-consultation [data-testid="form-submit"]', ['color']);
  return page.evaluate((onAccent) => {
    const inside = (tag: string, selector: string) => document.querySelector(tag)!.shadowRoot!.querySelector(selector)!;
    const style = (element: Element) => getComputedStyle(element);
    const submit = style(inside('nasaq-consultation', '[data-testid="form-submit"]'));
    const card = style(inside('nasaq-portfolio', '[data-testid="portfolio-card"]'));
    const title = style(inside('nasaq-portfolio', '[data-testid="portfolio-card"] h3'));
    const label = style(inside('nasaq-consultation', 'label'));
    const portfolioRoot = style(inside('nasaq-portfolio', '.nasaq-widget'));
    const formRoot = style(inside('nasaq-consultation', '.nasaq-widget'));
    return {
      submit: {
        background: submit.backgroundColor,
        color: onAccent,
        radius: submit.borderTopLeftRadius,
        font: submit.fontFamily,
        size: submit.fontSize,
      },
      card: { radius: card.borderTopLeftRadius, border: card.borderTopColor },
      title: { font: title.fontFamily, size: title.fontSize },
      label: label.textTransform,
      portfolioSurface: portfolioRoot.backgroundColor,
      formSurface: formRoot.backgroundColor,
    };
  }, color);
}

describe('the partner kit on a partner page', () => {
  it("takes the partner's brand through custom properties and ::part() in both themes and languages, and nothing else of its CSS", async () => {
    const { page, context, errors } = await openPage(browser, { locale: 'en-US', viewport: { width: 1280, height: 3000 } });
    try {
      partner.setPage(
        '/brand',
        hostilePartnerPage({
          site: site.url,
          body: `${BRAND}<nasaq-portfolio lang="en" theme="dark" limit="2"></nasaq-portfolio><nasaq-consultation lang="ar" theme="light"></nasaq-consultation>`,
        }),
      );
      await page.goto(`${partner.origin}/brand`);
      await waitForWidgets(page, ['nasaq-portfolio', 'nasaq-consultation']);
      await page.locator('nasaq-portfolio').getByTestId('portfolio-card').first().waitFor();
      const first = await brandOf(page);
      expect(first).toEqual({
        // The accent, with the text chosen for it (white on this red: 4.7:1), the radius in proportion, the font.
        submit: { background: 'rgb(225, 29, 72)', color: 'rgb(255, 255, 255)', radius: '2.4px', font: 'Georgia, serif', size: '16px' },
        card: { radius: '4px', border: 'rgb(0, 128, 0)' },
        title: { font: 'Georgia, serif', size: '18px' },
        label: 'uppercase',
        // The dark theme's surface is the partner's; the light one the site's own.
        portfolioSurface: 'rgb(28, 25, 23)',
        formSurface: 'rgb(255, 255, 255)',
      });

      // The other theme and language of each: the brand follows.
      await page.evaluate(() => {
        document.querySelector('nasaq-portfolio')!.setAttribute('theme', 'light');
        document.querySelector('nasaq-portfolio')!.setAttribute('lang', 'ar');
        document.querySelector('nasaq-consultation')!.setAttribute('theme', 'dark');
        document.querySelector('nasaq-consultation')!.setAttribute('lang', 'en');
      });
      await expect
        .poll(() => page.evaluate(() => document.querySelector('nasaq-consultation')!.shadowRoot!.querySelector('.nasaq-widget')!.getAttribute('dir')))
        .toBe('ltr');
      // The portfolio reads its designs again, in Arabic: its cards go while it does (the two
      // English ones may still be there when the switch is made), so the test waits for what it
      // reads, not for a count of cards (on a loaded machine a card was gone mid-read).
      await expect.poll(() => brandOf(page)).toEqual({ ...first, portfolioSurface: 'rgb(255, 255, 255)', formSurface: 'rgb(28, 25, 23)' });
      expect(await page.locator('nasaq-portfolio').getByTestId('portfolio-card').count()).toBe(2);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('says in the console when the accent leaves its text unreadable, and still renders', async () => {
    const { page, context } = await openPage(browser, { locale: 'en-US' });
    try {
      const warnings = consoleWarnings(page);
      partner.setPage(
        '/grey',
        hostilePartnerPage({ site: site.url, body: '<nasaq-consultation lang="en" theme="light" style="--nasaq-accent:#797979"></nasaq-consultation>' }),
      );
      await page.goto(`${partner.origin}/grey`);
      await waitForWidgets(page, ['nasaq-consultation']);
      await expect
        .poll(() => warnings.filter((line) => line.includes('--nasaq-accent')))
        .toEqual([
          '[nasaq embed] --nasaq-accent: #797979 leaves its text at 4.4:1 with white or dark text (4.5:1 is needed): choose a lighter or darker accent',
        ]);
    } finally {
      await context.close();
    }
  });

  it("sends a prefilled request with its source and the page's campaign: the inbox and the webhook say which partner sent it", async () => {
    const { page, context, errors } = await openPage(browser, { locale: 'en-US' });
    try {
      const warnings = consoleWarnings(page);
      // When the widget was ready: the scripts asked for by then are read afterwards from the page's resource timing.
      await page.addInitScript(() =>
        document.addEventListener('nasaq:ready', () => ((window as unknown as { readyAt?: number }).readyAt ??= performance.now()), { once: true }),
      );
      const description = `Prefilled by the partner (${Date.now()}).`;
      partner.setPage(
        '/offer',
        hostilePartnerPage({
          site: site.url,
          body: `${BRAND}<nasaq-consultation lang="en" service="3" name="Layla Haddad" email="layla@" phone="+966 55 123 4567" country="egypt" description="${description}" source="spring-banner"></nasaq-consultation>`,
        }),
      );
      await page.goto(`${partner.origin}/offer?utm_source=newsletter&utm_medium=email&utm_campaign=spring-sale`);
      await waitForWidgets(page, ['nasaq-consultation']);
      const widget = page.locator('nasaq-consultation');
      // The values as written from the first paint; once the widget is settled, the bad address emptied, with one warning; prefill() fills it later.
      expect(await widget.getByLabel(/^Full name/).inputValue()).toBe('Layla Haddad');
      await expect
        .poll(() => warnings)
        .toEqual(['[nasaq embed] <nasaq-consultation> email="layla@" is not valid (Invalid email address): it is not filled in.']);
      expect(await widget.getByLabel(/^Email/).inputValue()).toBe('');
      // Styled and prefilled, it asked for its first-load scripts and nothing more before it was ready (build/widget-budgets.test.ts
      // weighs them); the checks of its accent and its values, and the form's rules, came after.
      const scripts = await page.evaluate((origin) => {
        const readyAt = (window as unknown as { readyAt: number }).readyAt;
        const asked = performance.getEntriesByType('resource').filter((entry) => entry.name.startsWith(origin) && new URL(entry.name).pathname.endsWith('.js'));
        return {
          before: asked.filter((entry) => entry.startTime <= readyAt).map((entry) => new URL(entry.name).pathname),
          after: asked.filter((entry) => entry.startTime > readyAt).length,
        };
      }, site.url);
      expect(new Set(scripts.before)).toEqual(new Set(['/embed.js', ...(await firstLoadScripts(site.url, 'consultation', 'en'))]));
      expect(scripts.after).toBeGreaterThanOrEqual(3);
      await page.evaluate(() =>
        (document.querySelector('nasaq-consultation') as HTMLElement & { prefill: (values: object) => void }).prefill({ email: 'layla@example.com' }),
      );
      await expect.poll(() => widget.getByLabel(/^Email/).inputValue()).toBe('layla@example.com');
      await widget.getByTestId('form-submit').click();
      await widget.getByTestId('consultation-success').waitFor();

      // Where it came from: the partner's origin (from the request) and name, its label, the page's campaign.
      const attribution = {
        origin: partner.origin,
        partner: 'Boutique partenaire',
        source: 'spring-banner',
        utm_source: 'newsletter',
        utm_medium: 'email',
        utm_campaign: 'spring-sale',
      };
      const row = (await inbox(site.dataDir, 'consultations')).find((item) => item['description'] === description);
      expect(row).toMatchObject({ name: 'Layla Haddad', email: 'layla@example.com', service_id: '3', country: 'egypt', ...attribution });
      await expect.poll(() => delivered.find((payload) => payload['id'] === `consultation-${row!['id']}`)).toMatchObject({ version: 2, attribution });
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('refuses a partner removed with npm run partners, without a restart: its widget shows its error state', async () => {
    await partners(['remove', partner.origin]);
    await whenAllowed(partner.origin, false);
    const { page, context } = await openPage(browser, { locale: 'en-US' });
    try {
      partner.setPage('/removed', hostilePartnerPage({ site: site.url, body: '<nasaq-portfolio lang="en" limit="2"></nasaq-portfolio>' }));
      await page.goto(`${partner.origin}/removed`);
      await waitForWidgets(page, ['nasaq-portfolio']);
      expect(await page.locator('nasaq-portfolio').getByTestId('error-box').count()).toBe(1);
      expect(await page.locator('nasaq-portfolio').getByTestId('portfolio-card').count()).toBe(0);
    } finally {
      await context.close();
    }
  });
});
