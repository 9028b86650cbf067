import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './testing/browser';
import { packEmbed, type PackedPackage } from '../../scripts/pack-embed';
import { buildFixture, REACT_VERSIONS, type BuiltFixture } from './testing/embed-package';
import { inbox } from './testing/inbox';
import { openPage } from './testing/page';
import { startPartner, type PartnerSite } from './testing/partner';
import { startSite, type RunningSite } from './testing/server';

/**
 * `@nasaq/embed` as a partner gets it: `npm pack`ed (its prepack builds it), unpacked into a
 * node_modules of its own (its declarations are checked with React 19's types and React 18's by
 * build/embed-declarations.test.ts, no browser needed), and a
 * fixture single-page app (embed/fixtures/app) built with Rspack against it for each React,
 * rendered on the server with no `window`, then hydrated on a partner page of another origin.
 * One site, one browser, one partner server for both.
 */
let packed: PackedPackage;
let out: string;
let site: RunningSite;
let partner: PartnerSite;
let browser: Browser;
const built = new Map<string, BuiltFixture>();

/**
 * What a page keeps live, counted by an init script: the listeners on the page itself (window and
 * document), the `nasaq:*` listeners on elements shown and on elements removed, the observers
 * still watching a removed element, and the loaders. (Listeners inside a removed widget's tree go
 * with it; a request's own abort signals come and go with the request.)
 */
const LIVE_COUNTER = `(() => {
  const listeners = new Map();
  const add = EventTarget.prototype.addEventListener;
  const remove = EventTarget.prototype.removeEventListener;
  EventTarget.prototype.addEventListener = function (type, listener, options) {
    const key = type + (typeof options === 'boolean' ? options : !!(options && options.capture));
    const set = listeners.get(this) ?? new Map();
    listeners.set(this, set);
    const list = set.get(key) ?? new Set();
    set.set(key, list);
    list.add(listener);
    return add.call(this, type, listener, options);
  };
  EventTarget.prototype.removeEventListener = function (type, listener, options) {
    const key = type + (typeof options === 'boolean' ? options : !!(options && options.capture));
    listeners.get(this)?.get(key)?.delete(listener);
    return remove.call(this, type, listener, options);
  };
  const observed = new Set();
  for (const name of ['IntersectionObserver', 'ResizeObserver', 'MutationObserver']) {
    const Original = window[name];
    window[name] = class extends Original {
      constructor(...args) { super(...args); this.targets = new Set(); observed.add(this); }
      observe(target, ...rest) { this.targets.add(target); return super.observe(target, ...rest); }
      unobserve(target) { this.targets.delete(target); return super.unobserve(target); }
      disconnect() { this.targets.clear(); return super.disconnect(); }
    };
  }
  window.liveCount = () => {
    let onPage = 0, nasaq = 0, nasaqGone = 0;
    for (const [target, byType] of listeners) {
      for (const [key, list] of byType) {
        if (target === window || target === document) onPage += list.size;
        if (key.startsWith('nasaq:') && target instanceof Node) {
          if (target.isConnected) nasaq += list.size;
          else nasaqGone += list.size;
        }
      }
    }
    const watchingGone = [...observed].flatMap((observer) => [...observer.targets]).filter((target) => !target.isConnected).length;
    return { onPage, nasaq, nasaqGone, watchingGone, scripts: document.querySelectorAll('script[src$="/embed.js"]').length };
  };
})();`;

beforeAll(async () => {
  partner = await startPartner();
  out = mkdtempSync(path.join(tmpdir(), 'nasaq-embed-fixtures-'));
  [packed, site, browser] = await Promise.all([packEmbed(), startSite({ CORS_ORIGINS: partner.origin, RATE_LIMITS: 'off' }), launchBrowser()]);
  for (const version of REACT_VERSIONS) {
    const fixture = await buildFixture(packed, version, out);
    built.set(version.name, fixture);
    partner.setFile(`/${version.name}/client.js`, readFileSync(fixture.client, 'utf8'), 'text/javascript');
  }
}, 240_000);
afterAll(async () => {
  await browser?.close();
  await site?.stop();
  await partner?.close();
  packed?.cleanup();
  if (out) rmSync(out, { recursive: true, force: true });
});

interface Fixture {
  calls: { callback: string; detail: Record<string, unknown> }[];
}

const callsOf = (page: Page) => page.evaluate(() => (window as unknown as { fixture: Fixture }).fixture.calls);

describe('@nasaq/embed, packed', () => {
  it('ships ES modules and declarations only, small', () => {
    expect(Object.keys(packed.files).sort()).toEqual(
      expect.arrayContaining(['README.md', 'dist/index.d.ts', 'dist/index.js', 'dist/react.d.ts', 'dist/react.js', 'package.json']),
    );
    for (const file of Object.keys(packed.files)) expect(file, file).toMatch(/^(README\.md|package\.json|dist\/(contract\/)?[\w.-]+\.(js|d\.ts))$/);
    // Nothing of the site's own packages, nor zod: the contract's widget types come with it.
    for (const file of Object.keys(packed.files).filter((name) => name.startsWith('dist/')))
      expect(readFileSync(path.join(packed.nodeModules, '@nasaq/embed', file), 'utf8'), file).not.toMatch(/(from|import)\s*\(?['"](@site\/|zod)/);
    console.info(`@nasaq/embed: tarball ${packed.bytes} B; ${JSON.stringify(packed.files)}`);
  });

  for (const version of REACT_VERSIONS) {
    describe(`in a ${version.name === 'react19' ? 'React 19' : 'React 18'} app built with Rspack`, () => {
      it("renders on the server with no window: each element with its attributes and its widget's height", () => {
        expect(typeof (globalThis as { window?: unknown }).window).toBe('undefined');
        const html = built.get(version.name)!.render(site.url, `/${version.name}/`);
        expect(html).toContain(
          '<nasaq-portfolio lang="en" limit="2" style="display:block;min-block-size:min(100vh, 1363px);--nasaq-accent:#0f766e"></nasaq-portfolio>',
        );
        expect(html).toMatch(
          /<nasaq-consultation lang="en" service="3" name="Sara Ali" email="sara@example.com" phone="\+966 55 123 4567" description="A shop for our bakery." source="fixture-app" style="display:block;min-block-size:min\(100vh, 1130px\)"><\/nasaq-consultation>/,
        );
      });

      it('hydrates, renders both widgets and calls the typed callbacks; 50 route changes leave one loader, no duplicate listener and no observer of a removed element', async () => {
        const fixture = built.get(version.name)!;
        partner.setPage(
          `/${version.name}/`,
          `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Partner app</title></head><body><div id="app" data-site="${site.url}">${fixture.render(site.url, `/${version.name}/`)}</div><script src="/${version.name}/client.js"></script></body></html>`,
        );
        const { page, context, errors } = await openPage(browser, { viewport: { width: 1280, height: 4000 }, locale: 'en-US' });
        try {
          await page.addInitScript(LIVE_COUNTER);
          await page.goto(`${partner.origin}/${version.name}/`);
          await expect
            .poll(async () => (await callsOf(page)).filter((call) => call.callback === 'onReady').map((call) => call.detail))
            .toEqual(
              expect.arrayContaining([
                { v: 1, kind: 'portfolio' },
                { v: 1, kind: 'consultation' },
              ]),
            );
          const first = await page.evaluate(() => (window as unknown as { liveCount: () => Record<string, number> }).liveCount());

          // The prefilled form sends as it is; a design opens in place.
          await page.locator('nasaq-consultation').getByTestId('form-submit').click();
          await page.locator('nasaq-consultation').getByTestId('consultation-success').waitFor();
          await page.locator('nasaq-portfolio').getByTestId('portfolio-card-open').first().click();
          await expect.poll(async () => (await callsOf(page)).map((call) => call.callback)).toEqual(expect.arrayContaining(['onSubmitted', 'onOpenDesign']));
          const calls = await callsOf(page);
          const submitted = calls.find((call) => call.callback === 'onSubmitted')!.detail;
          expect(submitted).toEqual({ v: 1, kind: 'consultation', id: expect.any(Number) });
          expect(calls.find((call) => call.callback === 'onOpenDesign')!.detail).toEqual({
            v: 1,
            kind: 'portfolio',
            id: expect.any(Number),
            slug: expect.any(String),
          });
          const stored = (await inbox(site.dataDir, 'consultations')).find((row) => row['id'] === submitted['id']);
          expect(stored).toMatchObject({ name: 'Sara Ali', service_id: '3', origin: partner.origin, source: 'fixture-app' });

          await page.evaluate(async () => {
            const { navigate } = (window as unknown as { fixture: { navigate: (to: string) => void } }).fixture;
            const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
            const home = location.pathname;
            for (let cycle = 0; cycle < 50; cycle++) {
              navigate(`${home}about`);
              await frame();
              navigate(home);
              await frame();
            }
          });
          // The widgets of the last mount render again.
          await page.locator('nasaq-portfolio').getByTestId('portfolio-card').first().waitFor();
          const last = await page.evaluate(() => (window as unknown as { liveCount: () => Record<string, number> }).liveCount());
          expect(last).toEqual({ onPage: first['onPage'], nasaq: 6, nasaqGone: 0, watchingGone: 0, scripts: 1 });
          expect(errors).toEqual([]);
        } finally {
          await context.close();
        }
      });
    });
  }
});
