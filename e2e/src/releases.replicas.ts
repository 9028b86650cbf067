import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { send } from '@site/api/testing/http';
import { releaseCommand } from '@site/api/testing/release-command';
import { startReplicas, type Replicas } from '@site/api/testing/replicas';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './testing/browser';
import { buildChangedSection } from './testing/changed-section';
import { openPage, waitForSite } from './testing/page';

/**
 * A section released on its own to two replicas on one PostgreSQL (and a Redis) behind the
 * round-robin proxy (docs/scaling.md, "Releasing one section"): a changed mf-portfolio, built
 * alone, released with `npm run release`, rolled back with `npm run rollback`, and refused when
 * it cannot work; the pages and the browser on both replicas meanwhile.
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
const command = (script: 'release' | 'rollback', args: string[]) => releaseCommand(script, args, r.env);

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
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      return Number.POSITIVE_INFINITY;
    }),
  );
  return { until, stop: () => (stopped = true) };
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
  it('is served by both replicas within 2 s, pages and browser, and no page mixes versions across 200 requests meanwhile', async () => {
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
    for (const time of served) expect(time - at).toBeLessThanOrEqual(2000);

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
  it('restores the old text on both replicas within 2 s, while a page opened on the release keeps loading its files', async () => {
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
    for (const time of await watch.until) expect(time - at).toBeLessThanOrEqual(2000);
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
