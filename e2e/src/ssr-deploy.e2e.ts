import { setTimeout as sleep } from 'node:timers/promises';
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './testing/browser';
import { openPage, waitForSite } from './testing/page';
import { startPartner, type PartnerSite } from './testing/partner';
import { copyRepositorySource } from './testing/changed-section';
import { repoRoot, startSite, type RunningSite } from './testing/server';

/**
 * Sections deployed on their own, on the server too: a copy of the build that this file's
 * server serves (so nothing here touches dist/), where one section's server container breaks
 * and one section is redeployed by a manifest edit while the server runs.
 */
let dist: string;
let site: RunningSite;
let partner: PartnerSite;
let browser: Browser;
let output = '';

function manifest(): { remotes: Record<string, { entry: string; serverEntry?: string }> } {
  return JSON.parse(readFileSync(path.join(dist, 'root-config', 'remotes.json'), 'utf8')) as ReturnType<typeof manifest>;
}

function writeManifest(value: ReturnType<typeof manifest>): void {
  writeFileSync(path.join(dist, 'root-config', 'remotes.json'), JSON.stringify(value, null, 2));
}

/** Every file under `dir` with a hash of its bytes: what a deploy may or may not have changed. */
function snapshot(dir: string): Record<string, string> {
  const files: Record<string, string> = {};
  for (const entry of readdirSync(dir, { recursive: true, encoding: 'utf8' })) {
    const file = path.join(dir, entry);
    if (statSync(file).isFile()) files[entry] = createHash('sha1').update(readFileSync(file)).digest('hex');
  }
  return files;
}

/** A section's build wrote its own folder of dist/ and nothing else (`before`: dist/ as `snapshot` saw it). */
function expectOnlyWritten(folder: string, before: Record<string, string>): void {
  const after = snapshot(dist);
  expect(Object.keys(after).filter((file) => !file.startsWith(folder))).toEqual(Object.keys(before));
  for (const [file, hash] of Object.entries(before)) expect(after[file], file).toBe(hash);
}

/** The server's pause between looks at remotes.json and the containers' files. */
const MANIFEST_POLL_MS = 1100;

beforeAll(async () => {
  dist = mkdtempSync(path.join(tmpdir(), 'site-deploy-dist-'));
  cpSync(path.join(repoRoot, 'dist'), dist, { recursive: true });
  partner = await startPartner();
  site = await startSite({ DIST_DIR: dist, LOG_LEVEL: 'warn', CORS_ORIGINS: partner.origin });
  site.process.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await site?.stop();
  await partner?.close();
  rmSync(dist, { recursive: true, force: true });
});

describe('a section whose server container throws', () => {
  it('leaves its slot to the browser: the page answers 200, the browser renders it, the log says so once', async () => {
    const original = manifest();
    // A "deploy" whose container loads but breaks when asked for a page.
    mkdirSync(path.join(dist, 'mf-pages-broken', 'server'), { recursive: true });
    writeFileSync(
      path.join(dist, 'mf-pages-broken', 'server', 'remoteEntry.js'),
      `module.exports = {
        init() {},
        get() { return Promise.resolve(() => ({ serverApp: { route() { throw new Error('this deploy of mf-pages is broken'); } } })); },
      };`,
    );
    writeManifest({ remotes: { ...original.remotes, mf_pages: { ...original.remotes['mf_pages']!, serverEntry: '/mf-pages-broken/server/remoteEntry.js' } } });
    try {
      await sleep(MANIFEST_POLL_MS);
      for (let round = 0; round < 2; round += 1) {
        const response = await fetch(`${site.url}/?lang=en`);
        expect(response.status).toBe(200);
        const html = await response.text();
        expect(html).toContain('<main id="main" tabindex="-1"></main>');
        expect(html).toContain('data-testid="site-header"');
      }
      expect(output.match(/mf_pages cannot render on the server/g)).toHaveLength(1);

      const { context, page, errors } = await openPage(browser, { locale: 'en-US' });
      const asked: string[] = [];
      page.on('request', (request) => {
        if (request.url().includes('/api/v1/services')) asked.push(request.url());
      });
      await page.goto(`${site.url}/?lang=en`);
      await waitForSite(page);
      // The services grid is a block below the fold: the browser renders it when it comes near.
      await page.locator('#services').scrollIntoViewIfNeeded();
      await page.getByTestId('service-card').first().waitFor();
      expect(asked).toHaveLength(1);
      expect(errors).toEqual([]);
      await context.close();
    } finally {
      writeManifest(original);
      await sleep(MANIFEST_POLL_MS);
    }
  });
});

describe('redeploying one section', () => {
  it('by a manifest edit: the next server HTML and the hydrated page show it, no other folder changed, no restart', async () => {
    // A changed copy of mf-pages: its source with one more paragraph on the home page, built
    // into a new folder beside the live one, as `npm run build:one -- mf-pages --out` does.
    const source = mkdtempSync(path.join(tmpdir(), 'site-deploy-src-'));
    try {
      copyRepositorySource(source, [
        {
          file: 'mf-pages/src/home/HomePage.tsx',
          find: '<Hero />',
          replace: '<Hero />\n      <p data-testid="redeployed" className="container-page">Redeployed on its own</p>',
        },
      ]);
      const before = snapshot(dist);
      const build = spawnSync(
        process.execPath,
        [path.join(source, 'node_modules', '@rspack', 'cli', 'bin', 'rspack.js'), 'build', '--config-name', 'mf-pages', '--config-name', 'mf-pages-server'],
        { cwd: source, env: { ...process.env, SECTION_OUT_DIR: path.join(dist, 'mf-pages-next') }, encoding: 'utf8' },
      );
      expect(build.status, build.stderr).toBe(0);
      expectOnlyWritten('mf-pages-next', before);

      const original = manifest();
      expect((await (await fetch(site.url)).text()).includes('data-testid="redeployed"')).toBe(false);
      writeManifest({
        remotes: { ...original.remotes, mf_pages: { entry: '/mf-pages-next/remoteEntry.js', serverEntry: '/mf-pages-next/server/remoteEntry.js' } },
      });
      try {
        await sleep(MANIFEST_POLL_MS);
        const html = await (await fetch(`${site.url}/?lang=en`)).text();
        expect(html).toContain('<p data-testid="redeployed" class="container-page">Redeployed on its own</p>');
        expect(html).toContain('"mf_pages":"/mf-pages-next/remoteEntry.js"');

        const { context, page, errors } = await openPage(browser, { locale: 'en-US' });
        const scripts: string[] = [];
        page.on('request', (request) => {
          if (request.url().includes('/mf-pages')) scripts.push(new URL(request.url()).pathname);
        });
        await page.goto(`${site.url}/?lang=en`);
        await waitForSite(page);
        await expect.poll(() => page.locator('[data-ssr]').count()).toBe(0);
        expect(await page.getByTestId('redeployed').textContent()).toBe('Redeployed on its own');
        expect(scripts.every((file) => file.startsWith('/mf-pages-next/'))).toBe(true);
        expect(errors).toEqual([]);
        await context.close();
      } finally {
        writeManifest(original);
      }
      // The same server process all along.
      expect(site.process.exitCode).toBeNull();
    } finally {
      rmSync(source, { recursive: true, force: true });
    }
  });
});

describe("redeploying the portfolio's section alone", () => {
  it('changes the portfolio widget on partner pages: /embed.js names the new build of the widget, nothing else rebuilt', { timeout: 240_000 }, async () => {
    // mf-portfolio with a changed widget, built alone into a new folder (`npm run build:one -- mf-portfolio --out`).
    const source = mkdtempSync(path.join(tmpdir(), 'site-deploy-src-'));
    try {
      copyRepositorySource(source, [
        {
          file: 'mf-portfolio/src/widget/PortfolioWidget.tsx',
          find: 'data-testid="portfolio-widget"',
          replace: 'data-testid="portfolio-widget" data-redeployed="yes"',
        },
      ]);
      const before = snapshot(dist);
      const build = spawnSync(process.execPath, [path.join(source, 'scripts', 'build-one.ts'), 'mf-portfolio', '--out', path.join(dist, 'mf-portfolio-next')], {
        cwd: source,
        env: { ...process.env, NODE_OPTIONS: '--import tsx' },
        encoding: 'utf8',
      });
      expect(build.status, build.stderr).toBe(0);
      expectOnlyWritten('mf-portfolio-next', before);

      partner.setPage(
        '/designs',
        `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Partner</title></head><body>
<script src="${site.url}/embed.js" async></script><nasaq-portfolio lang="en" limit="2"></nasaq-portfolio></body></html>`,
      );
      /** The widget's module the partner page loaded, and whether it is the redeployed one. */
      const partnerSees = async () => {
        const { context, page, errors } = await openPage(browser, { locale: 'en-US' });
        const modules: string[] = [];
        page.on('request', (request) => {
          if (/\/widget\/portfolio\.[0-9a-f]+\.js$/.test(request.url())) modules.push(new URL(request.url()).pathname.split('/')[1] ?? '');
        });
        await page.goto(`${partner.origin}/designs`);
        await page.getByTestId('portfolio-card').first().waitFor();
        const redeployed = await page.getByTestId('portfolio-widget').getAttribute('data-redeployed');
        expect(errors).toEqual([]);
        await context.close();
        return { modules, redeployed };
      };
      expect(await partnerSees()).toEqual({ modules: ['mf-portfolio'], redeployed: null });

      const original = manifest();
      writeManifest({
        remotes: {
          ...original.remotes,
          mf_portfolio: { entry: '/mf-portfolio-next/remoteEntry.js', serverEntry: '/mf-portfolio-next/server/remoteEntry.js' },
        },
      });
      try {
        await sleep(MANIFEST_POLL_MS);
        expect(await partnerSees()).toEqual({ modules: ['mf-portfolio-next'], redeployed: 'yes' });
      } finally {
        writeManifest(original);
      }
    } finally {
      rmSync(source, { recursive: true, force: true });
    }
  });
});
