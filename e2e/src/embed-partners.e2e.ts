import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './testing/browser';
import { firstLoadScripts, stylesOf } from './testing/embed';
import { openPage } from './testing/page';
import { startPartner, type PartnerSite } from './testing/partner';
import { repoRoot, startSite, type RunningSite } from './testing/server';

/**
 * The widgets on partner pages as partners really make them: a Bootstrap-like page whose root
 * font size is 62.5 %, and a page that runs React 18 on `window` and its own Module Federation
 * host with remotes named as the site's sections (`mf_portfolio`, `mf_forms`), with the snippet
 * pasted twice. (The hostile pages of embed.e2e.ts cover the rest.)
 */
let site: RunningSite;
let partner: PartnerSite;
let browser: Browser;

beforeAll(async () => {
  partner = await startPartner();
  [site, browser] = await Promise.all([startSite({ CORS_ORIGINS: partner.origin }), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await site?.stop();
  await partner?.close();
});

const WIDGETS = '<nasaq-portfolio lang="en" limit="2" theme="light"></nasaq-portfolio><nasaq-consultation lang="ar" theme="light"></nasaq-consultation>';

/** A plain partner page; `rootFontSize` is its `<html>`'s font size. */
function plainPage(rootFontSize: string, withScript = true): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Partner</title>
<style>html{font-size:${rootFontSize}}body{margin:0;padding:16px}</style>
<script>window.ready = [];document.addEventListener('nasaq:ready', (event) => window.ready.push(event.target.localName));</script>
</head><body><h1>Partner</h1>${withScript ? `<script src="${site.url}/embed.js" async></script>` : ''}${WIDGETS}</body></html>`;
}

async function whenReady(page: Page, count: number): Promise<void> {
  await page.waitForFunction((wanted) => (window as unknown as { ready: string[] }).ready.length === wanted, count);
}

/** What the page's window holds: its own property names and symbols. */
function windowKeys(page: Page): Promise<string[]> {
  return page.evaluate(() => [...Object.getOwnPropertyNames(window), ...Object.getOwnPropertySymbols(window).map(String)]);
}

/** The sizes that rem would change: a card's title and text, the form's fields and its button. */
async function widgetSizes(page: Page): Promise<Record<string, Record<string, string>>> {
  const sizes = ['font-size', 'line-height', 'padding-top', 'padding-inline-start', 'height', 'margin-top'];
  // A text's height depends on its font: measured once the fonts its layout asked for are there,
  // not while a fallback still stands in (which wraps lines elsewhere).
  await page.evaluate(async () => {
    void document.body.offsetHeight;
    await document.fonts.ready;
  });
  return {
    title: await stylesOf(page, 'nasaq-portfolio [data-testid="portfolio-card"] h3', sizes),
    card: await stylesOf(page, 'nasaq-portfolio [data-testid="portfolio-card"] > div + div', sizes),
    input: await stylesOf(page, 'nasaq-consultation input[name="name"]', sizes),
    select: await stylesOf(page, 'nasaq-consultation select[name="service"]', sizes),
    submit: await stylesOf(page, 'nasaq-consultation [data-testid="form-submit"]', sizes),
  };
}

describe('a partner whose <html> is 62.5 %', () => {
  it('shows the widgets at the sizes of a 100 % page (16 px fields), and our code adds no global to its window', async () => {
    const { context, page, errors } = await openPage(browser, { locale: 'en-US' });
    partner.setPage('/plain', plainPage('100%', false));
    await page.goto(`${partner.origin}/plain`);
    const before = await windowKeys(page);

    partner.setPage('/hundred', plainPage('100%'));
    await page.goto(`${partner.origin}/hundred`);
    await whenReady(page, 2);
    const hundred = await widgetSizes(page);
    expect([hundred['input']?.['font-size'], hundred['title']?.['font-size']]).toEqual(['16px', '18px']);
    // Nothing of ours on the partner's window: not one global (the loader and both widgets are ES
    // modules and functions; the fonts are the document's).
    expect((await windowKeys(page)).filter((key) => !before.includes(key))).toEqual([]);

    partner.setPage('/bootstrap', plainPage('62.5%'));
    await page.goto(`${partner.origin}/bootstrap`);
    await whenReady(page, 2);
    expect(await page.evaluate(() => getComputedStyle(document.querySelector('h1')!).getPropertyValue('font-size'))).toBe('20px');
    expect(await widgetSizes(page)).toEqual(hundred);
    expect(errors).toEqual([]);
    await context.close();
  });
});

const nodeModules = path.join(repoRoot, 'node_modules');
const e2eRequire = createRequire(path.join(repoRoot, 'e2e', 'package.json'));
const federationFiles: Record<string, string> = {
  '@module-federation/runtime': 'runtime/dist/index.js',
  '@module-federation/runtime-core': 'runtime-core/dist/index.js',
  '@module-federation/runtime-core/types': 'runtime-core/dist/types.js',
  '@module-federation/sdk': 'sdk/dist/index.js',
  '@module-federation/error-codes': 'error-codes/dist/index.mjs',
  '@module-federation/error-codes/browser': 'error-codes/dist/browser.mjs',
};

/** Serves the partner's own React 18 and federation runtime (from node_modules), and its own two remotes. */
function servePartnerStack(): void {
  const umd = (pkg: string, file: string) => readFileSync(path.join(path.dirname(e2eRequire.resolve(`${pkg}/package.json`)), 'umd', file), 'utf8');
  partner.setFile('/vendor/react.js', umd('react18', 'react.production.min.js'), 'text/javascript');
  partner.setFile('/vendor/react-dom.js', umd('react-dom18', 'react-dom.production.min.js'), 'text/javascript');
  // The runtime's ES modules, by their paths under node_modules (their relative imports resolve beside them).
  for (const folder of ['runtime', 'runtime-core', 'sdk', 'error-codes']) {
    const dist = path.join(nodeModules, '@module-federation', folder, 'dist');
    const files = readdirSync(dist, { recursive: true, encoding: 'utf8' }).filter((name) => /\.m?js$/.test(name));
    for (const file of files.map((name) => path.join(dist, name))) {
      partner.setFile(`/nm/${path.relative(nodeModules, file)}`, readFileSync(file, 'utf8'), 'text/javascript');
    }
  }
  // The SDK's Node-only helper, never called in a browser.
  partner.setFile('/vendor/node-path.js', 'export const resolve = (...parts) => parts.join("/");', 'text/javascript');
  // Its own sections, named as ours are: containers that render with the page's React.
  for (const [name, text] of [
    ['mf_portfolio', 'Partner gallery'],
    ['mf_forms', 'Partner newsletter'],
  ] as const) {
    partner.setFile(
      `/remotes/${name}.js`,
      `var ${name} = { init() {}, get() { return Promise.resolve(() => ({ default: () => React.createElement('p', { id: '${name}' }, '${text} on React ' + React.version) })); } };`,
      'text/javascript',
    );
  }
}

function federatedPartnerPage(): string {
  const imports = {
    ...Object.fromEntries(Object.entries(federationFiles).map(([name, file]) => [name, `/nm/@module-federation/${file}`])),
    'node:path': '/vendor/node-path.js',
  };
  const snippet = `<script src="${site.url}/embed.js" async></script>`;
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Partner shop</title>
<script src="/vendor/react.js"></script><script src="/vendor/react-dom.js"></script>
<script type="importmap">${JSON.stringify({ imports })}</script>
<script>window.ready = [];document.addEventListener('nasaq:ready', (event) => window.ready.push(event.target.localName));</script>
<script type="module">
  import { createInstance } from '@module-federation/runtime';
  const host = createInstance({
    name: 'partner_host',
    remotes: [{ name: 'mf_portfolio', entry: '/remotes/mf_portfolio.js' }, { name: 'mf_forms', entry: '/remotes/mf_forms.js' }],
    shared: { react: { version: React.version, lib: () => React, shareConfig: { singleton: true, requiredVersion: false } } },
  });
  window.partnerRender = async () => {
    const [gallery, newsletter] = await Promise.all([host.loadRemote('mf_portfolio/Gallery'), host.loadRemote('mf_forms/Newsletter')]);
    ReactDOM.createRoot(document.getElementById('partner-app')).render(React.createElement('div', null, gallery.default(), newsletter.default()));
  };
  window.partnerRender();
</script>
</head><body><div id="partner-app"></div>
${snippet}${WIDGETS}${snippet}
</body></html>`;
}

describe('a partner running React 18 and its own federation host with remotes named mf_portfolio and mf_forms', () => {
  it('keeps working beside both widgets, with the snippet pasted twice: its React, its remotes and its share scope are its own', async () => {
    servePartnerStack();
    partner.setPage('/shop', federatedPartnerPage());
    const { context, page, errors } = await openPage(browser, { locale: 'en-US' });
    await page.goto(`${partner.origin}/shop`);
    await whenReady(page, 2);
    await page.locator('#mf_portfolio').waitFor();
    expect(await page.locator('#partner-app').textContent()).toBe('Partner gallery on React 18.3.1Partner newsletter on React 18.3.1');
    expect(await page.getByTestId('portfolio-card').count()).toBe(2);
    expect(await page.locator('nasaq-consultation').getByTestId('form-submit').isVisible()).toBe(true);
    // Each widget once, though the loader ran twice.
    expect(await page.locator('nasaq-portfolio .nasaq-widget').count()).toBe(1);
    expect(await page.locator('nasaq-consultation .nasaq-widget').count()).toBe(1);

    // Its containers, its React and its share scope are untouched by ours; it renders again from them.
    expect(
      await page.evaluate(() => {
        const global = window as unknown as Record<string, unknown> & { __FEDERATION__: { __SHARE__: Record<string, unknown> } };
        return {
          react: (global['React'] as { version: string }).version,
          containers: [typeof global['mf_portfolio'], typeof global['mf_forms']],
          hosts: Object.keys(global.__FEDERATION__.__SHARE__).map((host) => host.split(':')[0]),
        };
      }),
    ).toEqual({ react: '18.3.1', containers: ['object', 'object'], hosts: ['partner_host'] });
    await page.evaluate(() => (window as unknown as { partnerRender: () => Promise<void> }).partnerRender());
    await page.locator('#mf_forms').waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('a partner page with both widgets', () => {
  it("asks for each file their first screens need once, all of them named by /embed.js (one kit for both, the designs' read taken over by the widget)", async () => {
    const { context, page, errors } = await openPage(browser, { locale: 'en-US' });
    const asked: string[] = [];
    page.on('request', (request) => {
      if (request.url().startsWith(site.url)) asked.push(new URL(request.url()).pathname + new URL(request.url()).search);
    });
    partner.setPage('/both', plainPage('100%'));
    await page.goto(`${partner.origin}/both`);
    await whenReady(page, 2);
    await context.close();
    expect(errors).toEqual([]);

    // What the server wrote into the loader: each widget's files, the others relative to its entry.
    const scripts = asked.filter((url) => url.endsWith('.js'));
    const named = [...(await firstLoadScripts(site.url, 'portfolio', 'en')), ...(await firstLoadScripts(site.url, 'consultation', 'ar'))];
    expect(new Set(scripts)).toEqual(new Set(['/embed.js', ...named]));
    // Each once: the kit both widgets import, a chunk the loader started and the entry then asked for.
    expect(scripts).toHaveLength(new Set(scripts).size);
    expect(scripts.filter((url) => url.startsWith('/widget-kit/'))).toHaveLength(1);
    expect(asked.filter((url) => url.startsWith('/api/v1/social-media'))).toEqual(['/api/v1/social-media?page=1&per_page=2&lang=en']);
    expect(asked.filter((url) => url.endsWith('.css'))).toHaveLength(2);
  });
});
