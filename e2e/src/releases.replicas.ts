import { setTimeout as sleep } from 'node:timers/promises';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { send } from '@site/api/testing/http';
import { releaseCommand } from '@site/api/testing/release-command';
import { startReplicas, type Replicas } from '@site/api/testing/replicas';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './testing/browser';
import { breakBuild, buildChangedSection } from './testing/changed-section';
import { openPage, waitForSite } from './testing/page';

/**
 * A section released on its own to two replicas on one PostgreSQL (and a Redis) behind the
 * round-robin proxy (docs/scaling.md, "Releasing one section"): a changed mf-portfolio, built
 * alone, released with `npm run release`, rolled back with `npm run rollback`, and refused when
 * it cannot work; the pages and the browser on both replicas meanwhile. Then released in steps
 * (docs/scaling.md, "A release in steps"): previewed, sent to a share of visitors, promoted; a
 * copy of it that throws on the server refused by the smoke render, one that throws in the browser
 * rolled back by the servers themselves; and the browsers' error reports refused when hostile.
 * One build of the changed section serves every scenario (the broken ones are copies of it).
 */
const MARK = 'Released on its own';
let r: Replicas;
let browser: Browser;
let work: string;
let changed: string;

beforeAll(async () => {
  work = mkdtempSync(path.join(tmpdir(), 'releases-replicas-'));
  const started = startReplicas({ count: 2 });
  // The team's change: a line on the list page, in the widget and in the lazily loaded end of a project's page.
  changed = buildChangedSection(work, 'mf-portfolio', [
    { file: 'mf-portfolio/src/list/PortfolioListPage.tsx', find: '{s.subtitle}</p>', replace: `{s.subtitle}</p>\n<p data-testid="released">${MARK}</p>` },
    {
      file: 'mf-portfolio/src/widget/PortfolioWidget.tsx',
      find: '<ReadyWhenShown events={events} />\n    </>',
      replace: `<p data-testid="released-widget">${MARK}</p>\n<ReadyWhenShown events={events} />\n    </>`,
    },
    {
      file: 'mf-portfolio/src/detail/ClosingSections.tsx',
      find: '{s.loveText}</p>',
      replace: `{s.loveText}</p>\n<p data-testid="released-closing">${MARK}</p>`,
    },
  ]);
  [r, browser] = await Promise.all([started, launchBrowser()]);
}, 400_000);
afterAll(async () => {
  await browser?.close();
  await r?.close();
  rmSync(work, { recursive: true, force: true });
});

/** `npm run release` or `rollback` against the replicas' database. */
const command = (script: 'release' | 'rollback' | 'releases' | 'promote', args: string[]) => releaseCommand(script, args, r.env);

/** The versions of mf-portfolio a page links or names (`dist` for its build in dist/), and whether it shows the change. */
function versionsOf(html: string): { versions: Set<string>; marked: boolean } {
  const versions = new Set([...html.matchAll(/\/releases\/mf-portfolio\/([0-9a-f]{20})\//g)].map((match) => match[1]!));
  if (/["(]\/mf-portfolio\//.test(html)) versions.add('dist');
  return { versions, marked: html.includes('data-testid="released"') };
}

/** When each replica first answered `/portfolio` showing (or no longer showing) the change, polling each from now on. */
function watchReplicas(showing: boolean): { until: Promise<number[]>; stop: () => void } {
  let stopped = false;
  const until = Promise.all(
    r.urls.map(async (url) => {
      while (!stopped) {
        const sentAt = Date.now();
        const reply = await send(url, '/portfolio?lang=en');
        if (reply.status === 200 && versionsOf(reply.body).marked === showing) return sentAt;
        await sleep(50);
      }
      return Number.POSITIVE_INFINITY;
    }),
  );
  return { until, stop: () => (stopped = true) };
}

/** Prints how long after the switch each replica served it; every replica must have (none stopped watching). */
function printSwitchDelays(what: string, servedAt: number[], switched: number): void {
  expect(servedAt.every(Number.isFinite)).toBe(true);
  console.log(`[figure] ${what}: served by each replica ${servedAt.map((time) => `${((time - switched) / 1000).toFixed(2)} s`).join(', ')} after the switch`);
}

async function switchedAt(): Promise<number> {
  const row = await r.db.selectFrom('release_switches').select('switched_at').orderBy('id', 'desc').executeTakeFirstOrThrow();
  return Date.parse(row.switched_at);
}

/** Every mf-portfolio file the page asks for from now on: its path and status. */
function portfolioRequests(page: Page): { path: string; status: number }[] {
  const seen: { path: string; status: number }[] = [];
  page.on('response', (response) => {
    const { pathname } = new URL(response.url());
    if (pathname.includes('/mf-portfolio/')) seen.push({ path: pathname, status: response.status() });
  });
  return seen;
}

/**
 * From the list page, on to a project's page inside the page (no new document: the code the
 * page has), and down to its end, which comes in a chunk of its own when it nears the viewport.
 */
async function toProjectEnd(page: Page): Promise<void> {
  await expect.poll(() => page.locator('[data-ssr]').count()).toBe(0);
  await page.waitForLoadState('networkidle');
  const documents: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'document') documents.push(request.url());
  });
  await page.getByTestId('portfolio-card-link').first().click();
  await page.getByTestId('portfolio-detail').waitFor();
  await expect
    .poll(async () => {
      await page.mouse.wheel(0, 1200);
      return page.getByTestId('portfolio-love').count();
    })
    .toBe(1);
  expect(documents).toEqual([]);
}

let releasedVersion = '';

describe('npm run release of a changed mf-portfolio', () => {
  it('is served by both replicas, pages and browser, and no page mixes versions across 200 requests meanwhile', async () => {
    // A visitor's page opened before the release.
    const before = await openPage(browser, { locale: 'en-US' });
    await before.page.goto(`${r.proxyUrl}/portfolio?lang=en`);
    await waitForSite(before.page);
    const beforeRequests = portfolioRequests(before.page);

    // Pages through the proxy while the release runs, four at a time, until 200 came back after the switch began.
    const pages: string[] = [];
    let loading = true;
    const load = Promise.all(
      Array.from({ length: 4 }, async () => {
        while (loading || pages.length < 200) {
          const reply = await send(r.proxyUrl, '/portfolio?lang=en');
          expect(reply.status).toBe(200);
          pages.push(reply.body);
        }
      }),
    );
    const watch = watchReplicas(true);
    const released = await command('release', ['mf-portfolio', '--from', changed]);
    expect(released.code, released.output).toBe(0);
    expect(released.output).toMatch(/Served by 2 of 2 servers/);
    const at = await switchedAt();
    const served = await watch.until;
    loading = false;
    await load;
    // How soon is a figure, not a pass mark (docs/testing.md): a loaded machine stretches it.
    printSwitchDelays('release', served, at);

    const seen = pages.map(versionsOf);
    const mixed = seen.filter(({ versions, marked }) => versions.size !== 1 || versions.has('dist') === marked);
    expect(mixed).toEqual([]);
    // The load spanned the switch: pages of both versions came back.
    expect(seen.some(({ marked }) => marked)).toBe(true);
    expect(seen.some(({ marked }) => !marked)).toBe(true);
    releasedVersion = [...seen.find(({ marked }) => marked)!.versions][0]!;
    expect(released.output).toContain(`version ${releasedVersion}`);

    // In the browser: the new version rendered, hydrated and run from its own files.
    const after = await openPage(browser, { locale: 'en-US' });
    const afterRequests = portfolioRequests(after.page);
    await after.page.goto(`${r.proxyUrl}/portfolio?lang=en`);
    await waitForSite(after.page);
    expect(await after.page.getByTestId('released').textContent()).toBe(MARK);
    await expect.poll(() => after.page.locator('[data-ssr]').count()).toBe(0);
    expect(afterRequests.length).toBeGreaterThan(0);
    expect(afterRequests.filter((request) => !request.path.startsWith(`/releases/mf-portfolio/${releasedVersion}/`) || request.status !== 200)).toEqual([]);
    expect(after.errors).toEqual([]);

    // The page opened before keeps working on its own version: a project's page, with its lazily loaded end, from dist/.
    await toProjectEnd(before.page);
    expect(await before.page.getByTestId('released-closing').count()).toBe(0);
    expect(beforeRequests.filter((request) => request.path.startsWith('/releases/') || request.status !== 200)).toEqual([]);
    expect(before.errors).toEqual([]);

    // The widget on a partner's page follows the release too.
    const partner = await openPage(browser, { locale: 'en-US' });
    await partner.page.goto(`${r.proxyUrl}/embed/preview?widget=portfolio&lang=en`);
    expect(await partner.page.getByTestId('released-widget').textContent()).toBe(MARK);
    await Promise.all([before.context.close(), after.context.close(), partner.context.close()]);
  });
});

describe('npm run rollback', () => {
  it('restores the old text on both replicas, while a page opened on the release keeps loading its files', async () => {
    expect(releasedVersion).not.toBe('');
    const opened = await openPage(browser, { locale: 'en-US' });
    await opened.page.goto(`${r.proxyUrl}/portfolio?lang=en`);
    await waitForSite(opened.page);
    expect(await opened.page.getByTestId('released').count()).toBe(1);
    const requests = portfolioRequests(opened.page);

    const watch = watchReplicas(false);
    const rolled = await command('rollback', ['mf-portfolio']);
    expect(rolled.code, rolled.output).toBe(0);
    expect(rolled.output).toContain('Rolled mf-portfolio back to its build in dist/');
    const at = await switchedAt();
    printSwitchDelays('rollback', await watch.until, at);
    watch.stop();

    // After the switch, the page opened on the release goes on with it: a project's page, whose
    // lazily loaded end comes from the release's folder (still served), with the release's text.
    await toProjectEnd(opened.page);
    expect(await opened.page.getByTestId('released-closing').textContent()).toBe(MARK);
    expect(requests.length).toBeGreaterThan(0);
    expect(requests.filter((request) => !request.path.startsWith(`/releases/mf-portfolio/${releasedVersion}/`) || request.status !== 200)).toEqual([]);
    expect(opened.errors).toEqual([]);
    await opened.context.close();
  });
});

describe('a release that cannot work', () => {
  it('is refused with the reason, and changes nothing on either replica', async () => {
    const manifestsBefore = await Promise.all(r.urls.map((url) => send(url, '/remotes.json')));
    const switches = (await r.db.selectFrom('release_switches').select('id').execute()).length;

    // Built with another Rspack than the live host's.
    const otherRspack = path.join(work, 'other-rspack');
    cpSync(changed, otherRspack, { recursive: true });
    const infoFile = path.join(otherRspack, 'build-info.json');
    const info = JSON.parse(readFileSync(infoFile, 'utf8')) as { rspack: string };
    writeFileSync(infoFile, JSON.stringify({ ...info, rspack: '0.0.1' }));
    const refused = await command('release', ['mf-portfolio', '--from', otherRspack]);
    expect(refused.code).toBe(1);
    expect(refused.output).toMatch(/Refused: mf-portfolio was built with @rspack\/core 0\.0\.1, but the live host .* runs /);

    // Without its server container.
    const noServer = path.join(work, 'no-server');
    cpSync(changed, noServer, { recursive: true });
    rmSync(path.join(noServer, 'server'), { recursive: true });
    const incomplete = await command('release', ['mf-portfolio', '--from', noServer]);
    expect(incomplete.code).toBe(1);
    expect(incomplete.output).toMatch(/Refused: mf-portfolio: the build has no server container/);

    expect((await r.db.selectFrom('release_switches').select('id').execute()).length).toBe(switches);
    for (const [i, url] of r.urls.entries()) {
      expect((await send(url, '/remotes.json')).body).toBe(manifestsBefore[i]!.body);
      const page = versionsOf((await send(url, '/portfolio?lang=en')).body);
      expect(page).toEqual({ versions: new Set(['dist']), marked: false });
    }
  });
});

/** The value of cookie `name` a reply sets, as a `Cookie` header's part (`name=value`); null when it sets none. */
function setCookie(reply: { headers: Record<string, string | string[] | undefined> }, name: string): string | null {
  const header = reply.headers['set-cookie'];
  const found = (Array.isArray(header) ? header : header ? [header] : []).find((cookie) => cookie.startsWith(`${name}=`));
  return found ? found.split(';')[0]! : null;
}

/** Runs `count` calls of `work`, `parallel` at a time; their results in order. */
async function inBatches<T>(count: number, parallel: number, work: (index: number) => Promise<T>): Promise<T[]> {
  const results: T[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: parallel }, async () => {
      while (next < count) {
        const index = next++;
        results[index] = await work(index);
      }
    }),
  );
  return results;
}

const switchCount = async () => (await r.db.selectFrom('release_switches').select('id').execute()).length;
const releaseCount = async () => (await r.db.selectFrom('releases').select('id').execute()).length;

describe('a preview (npm run release -- mf-portfolio --preview)', () => {
  it('shows the release in the browser that opened its link alone, on both replicas; another browser and a tampered cookie get the live version', async () => {
    const switches = await switchCount();
    const previewed = await command('release', ['mf-portfolio', '--from', changed, '--preview']);
    expect(previewed.code, previewed.output).toBe(0);
    expect(previewed.output).toMatch(/^Smoke render: \d+ pages that show mf-portfolio, in Arabic and English/m);
    expect(await switchCount()).toBe(switches);
    const link = /\/preview\/mf-portfolio\/[0-9a-f]{20}\?\S+/.exec(previewed.output)![0];

    const own = await openPage(browser, { locale: 'en-US' });
    await own.page.goto(`${r.proxyUrl}${link}`);
    expect(new URL(own.page.url()).pathname).toBe('/portfolio');
    for (const url of r.urls) {
      const response = await own.page.goto(`${url}/portfolio?lang=en`);
      await waitForSite(own.page);
      expect(await own.page.getByTestId('released').textContent()).toBe(MARK);
      await expect.poll(() => own.page.locator('[data-ssr]').count()).toBe(0);
      expect(await own.page.getByTestId('preview-bar').getByRole('link').first().isVisible()).toBe(true);
      expect(await own.page.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex');
      expect(response?.headers()['cache-control']).toBe('private, no-store');
    }
    // Signed and HttpOnly: the page's scripts cannot read it.
    expect(await own.page.evaluate(() => document.cookie)).not.toContain('nasaq-preview');
    expect(own.errors).toEqual([]);

    const other = await openPage(browser, { locale: 'en-US' });
    const cookie = (await own.context.cookies()).find((each) => each.name === 'nasaq-preview')!;
    const tampered = await openPage(browser, { locale: 'en-US' });
    await tampered.context.addCookies([{ ...cookie, value: cookie.value.replace(/.(?=.$)/, (letter) => (letter === 'A' ? 'B' : 'A')) }]);
    for (const visitor of [other, tampered]) {
      for (const url of r.urls) {
        await visitor.page.goto(`${url}/portfolio?lang=en`);
        await waitForSite(visitor.page);
        expect(await visitor.page.getByTestId('released').count()).toBe(0);
        expect(await visitor.page.getByTestId('preview-bar').count()).toBe(0);
      }
    }

    // Its way out: the live version again, in that browser too.
    await own.page.getByTestId('preview-bar').getByRole('link', { name: 'Leave the preview' }).click();
    await own.page.waitForURL(/\/portfolio\?lang=en$/);
    expect(await own.page.getByTestId('released').count()).toBe(0);
    await Promise.all([own.context.close(), other.context.close(), tampered.context.close()]);
  });
});

describe('a canary (npm run release -- mf-portfolio --canary 20)', () => {
  it('gives the release to 10 % to 30 % of 300 fresh visitors, each on one version over 10 pages on both replicas; promoted, everyone gets it', async () => {
    const started = await command('release', ['mf-portfolio', '--from', changed, '--canary', '20']);
    expect(started.code, started.output).toBe(0);
    expect(started.output).toMatch(/Canary: 20 % of visitors get mf-portfolio release #\d+/);
    expect(started.output).toMatch(/Served by 2 of 2 servers/);

    const pages = [
      '/portfolio?lang=en',
      '/?lang=ar',
      '/portfolio?lang=ar',
      '/about?lang=en',
      '/?lang=en',
      '/services?lang=ar',
      '/portfolio',
      '/blog?lang=en',
      '/contact?lang=ar',
      '/portfolio?lang=en',
    ];
    const visitors = await inBatches(300, 10, async () => {
      const first = await send(r.proxyUrl, pages[0]!);
      const cookie = setCookie(first, 'nasaq-visitor');
      expect(cookie).not.toBeNull();
      const seen = [versionsOf(first.body)];
      for (const [i, page] of pages.slice(1).entries()) seen.push(versionsOf((await send(r.urls[i % 2]!, page, { headers: { cookie: cookie! } })).body));
      return seen;
    });
    for (const seen of visitors) {
      // One version on every page of a visitor: the canary's (its own folder) or the live build's.
      expect(seen.every(({ versions }) => versions.size === 1)).toBe(true);
      expect(new Set(seen.map(({ versions }) => [...versions][0])).size).toBe(1);
    }
    const inCanary = visitors.filter((seen) => !seen[0]!.versions.has('dist')).length;
    expect(inCanary).toBeGreaterThanOrEqual(30);
    expect(inCanary).toBeLessThanOrEqual(90);

    // A partner's page gets the live widget whatever the visitor's side of the canary.
    const canaryVisitor = await send(r.proxyUrl, '/portfolio?lang=en');
    const loader = await send(r.proxyUrl, '/embed.js', { headers: { cookie: setCookie(canaryVisitor, 'nasaq-visitor')! } });
    expect(loader.body).toContain('"/mf-portfolio/widget/');
    expect(loader.body).not.toContain('/releases/');

    const promoted = await command('promote', ['mf-portfolio']);
    expect(promoted.code, promoted.output).toBe(0);
    expect(promoted.output).toMatch(/Served by 2 of 2 servers/);
    for (const url of r.urls) expect(versionsOf((await send(url, '/portfolio?lang=en')).body).marked).toBe(true);
    // Back to the build in dist/ for what follows.
    expect((await command('rollback', ['mf-portfolio'])).code).toBe(0);
    for (const url of r.urls) expect(versionsOf((await send(url, '/portfolio?lang=en')).body).versions).toEqual(new Set(['dist']));
  });
});

describe('a release whose server render throws', () => {
  it('is refused by the smoke render: nothing uploaded, nothing switched', async () => {
    const broken = breakBuild(changed, path.join(work, 'broken-server'), 'server', MARK);
    const [releases, switches] = [await releaseCount(), await switchCount()];
    const refused = await command('release', ['mf-portfolio', '--from', broken, '--canary', '10']);
    expect(refused.code, refused.output).toBe(1);
    expect(refused.output).toMatch(
      /^Refused: mf-portfolio's smoke render: \/portfolio\?lang=ar renders (its main slot|a part of it) empty .*where the live version renders content .*nothing was uploaded or switched\.$/m,
    );
    expect([await releaseCount(), await switchCount()]).toEqual([releases, switches]);
    for (const url of r.urls) expect(versionsOf((await send(url, '/portfolio?lang=en')).body).versions).toEqual(new Set(['dist']));
  });
});

describe('a canary that throws in the browser', () => {
  it('is rolled back by the servers once real browsers report it; both replicas serve the old version to everyone, and npm run releases says why', async () => {
    const broken = breakBuild(changed, path.join(work, 'broken-browser'), 'browser', MARK);
    const started = await command('release', ['mf-portfolio', '--from', broken, '--canary', '50']);
    expect(started.code, started.output).toBe(0);
    const version = /version ([0-9a-f]{20})/.exec(started.output)![1]!;

    // Visitors found over HTTP: half of them get the canary (their page views count: the
    // minimum sample is there before the first browser error), the others the live build.
    const canaryCookies: string[] = [];
    while (canaryCookies.length < 4) {
      const reply = await send(r.proxyUrl, '/portfolio?lang=en');
      if (versionsOf(reply.body).versions.has(version)) canaryCookies.push(setCookie(reply, 'nasaq-visitor')!);
    }
    for (const cookie of canaryCookies) for (const url of [...r.urls, ...r.urls, ...r.urls]) await send(url, '/portfolio?lang=ar', { headers: { cookie } });
    await expect
      .poll(
        async () => {
          const rows = await r.db.selectFrom('section_traffic').select('page_views').where('version', '=', version).execute();
          return rows.reduce((sum, row) => sum + row.page_views, 0);
        },
        { timeout: 15_000 },
      )
      .toBeGreaterThanOrEqual(20);

    // Two of them in Chromium: the list page throws as it hydrates, the section's error boundary
    // shows the error page and the page reports it.
    const reported: number[] = [];
    const opened = await Promise.all(
      canaryCookies.slice(0, 2).map(async (cookie) => {
        const visitor = await openPage(browser, { locale: 'en-US' });
        const [name, value] = cookie.split('=') as [string, string];
        await visitor.context.addCookies([{ name, value, url: r.proxyUrl }]);
        visitor.page.on('request', (request) => {
          if (request.url().endsWith('/api/v1/client-errors')) reported.push(Date.now());
        });
        await visitor.page.goto(`${r.proxyUrl}/portfolio?lang=en`);
        await visitor.page.getByTestId('error-page').waitFor();
        return visitor;
      }),
    );
    await expect.poll(() => reported.length).toBeGreaterThanOrEqual(2);
    const rolledBackAt = await Promise.all(
      r.urls.map(async (url) => {
        await expect
          .poll(async () => versionsOf((await send(url, '/portfolio?lang=en', { headers: { cookie: canaryCookies[0]! } })).body).versions, {
            timeout: 30_000,
            interval: 50,
          })
          .toEqual(new Set(['dist']));
        return Date.now();
      }),
    );
    console.log(
      `[figure] from the canary's first browser error to the rollback served by both replicas: ${((Math.max(...rolledBackAt) - Math.min(...reported)) / 1000).toFixed(2)} s`,
    );
    // Every canary visitor, on both replicas, gets the build in dist/ again.
    for (const cookie of canaryCookies)
      for (const url of r.urls) expect(versionsOf((await send(url, '/portfolio?lang=en', { headers: { cookie } })).body).versions).toEqual(new Set(['dist']));

    const listed = await command('releases', ['mf-portfolio']);
    expect(listed.code, listed.output).toBe(0);
    expect(listed.output).toMatch(/canary 50 % .* rolled back by the server [0-9a-f]{12} \(automatic: its error rate is over 2 times the live version's/);
    await Promise.all(opened.map((visitor) => visitor.context.close()));
  });
});

describe('POST /api/v1/client-errors', () => {
  it('answers hostile bodies (size, shape, type, origin, rate) with 4xx and never a 5xx, on both replicas', async () => {
    const report = { page: '/portfolio', lang: 'en', kind: 'error', message: 'boom' };
    const post = (i: number, body: string, headers: Record<string, string> = {}) =>
      send(r.urls[i % 2]!, '/api/v1/client-errors', {
        method: 'POST',
        body,
        headers: { 'content-type': 'text/plain;charset=UTF-8', 'x-forwarded-for': '203.0.113.9', ...headers },
      });
    const hostile: [string, Record<string, string>, number][] = [
      [JSON.stringify({ ...report, message: 'x'.repeat(9000) }), {}, 413],
      ['{"page":', {}, 400],
      ['[1,2,3]', {}, 422],
      ['null', {}, 422],
      [JSON.stringify({ ...report, lang: 'fr' }), {}, 422],
      [JSON.stringify({ ...report, kind: 'anything' }), {}, 422],
      [JSON.stringify({ ...report, versions: { mf_portfolio: '../../etc' } }), {}, 422],
      [JSON.stringify({ ...report, __proto__: { polluted: true }, constructor: { prototype: {} } }), {}, 202],
      ['['.repeat(4000) + ']'.repeat(4000), {}, 422],
      [JSON.stringify(report), { 'content-type': 'application/x-www-form-urlencoded' }, 415],
      [JSON.stringify(report), { origin: 'https://elsewhere.example' }, 403],
    ];
    for (const [i, [body, headers, status]] of hostile.entries()) expect((await post(i, body, headers)).status, body.slice(0, 60)).toBe(status);
    // At most 30 a minute per client, counted across both replicas.
    const statuses = [];
    for (let i = 0; i < 30; i++) statuses.push((await post(i, JSON.stringify(report))).status);
    expect(statuses.filter((status) => status >= 500)).toEqual([]);
    expect(statuses.at(-1)).toBe(429);
  });
});
