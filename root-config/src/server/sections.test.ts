import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { remoteNames, type RemoteName } from '@site/shared/contract';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createSiteRenderer } from './index';
import { ServerSections, type SectionLocation, type SectionLocations } from './sections';

let dir: string;
beforeAll(() => {
  // What the server build defines (rspack.config.ts, serverHost): each share's version (any will do here, for any share).
  vi.stubGlobal('__SHARE_VERSIONS__', new Proxy({}, { get: () => '1.0.0' }));
  dir = mkdtempSync(path.join(tmpdir(), 'server-sections-'));
  mkdirSync(path.join(dir, 'root-config'), { recursive: true });
  writeFileSync(
    path.join(dir, 'root-config', 'index.html'),
    '<!doctype html><html lang="ar" dir="rtl"><head><title>x</title></head><body><div id="shell-header"></div><main id="main" tabindex="-1"></main><div id="shell-footer"></div></body></html>',
  );
});
afterAll(() => {
  vi.unstubAllGlobals();
  rmSync(dir, { recursive: true, force: true });
});

/** Every section at `/<version>/<dir>/`, with no server container (the browser renders them) unless `serverEntry` names one. */
function locations(version: string, serverEntry: string | null = null): SectionLocations {
  const at = (name: RemoteName): SectionLocation => {
    const base = `/${version}/${name.replace('mf_', 'mf-')}/`;
    return {
      version,
      entry: `${base}remoteEntry.js`,
      dir: null,
      serverEntry,
      assets: { spa: { css: [{ href: `${base}1.css`, chunk: `${name}:chunk-1` }], js: [`${base}1.js`] } },
    };
  };
  return { version, sections: Object.fromEntries(remoteNames.map((name) => [name, at(name)])) as Record<RemoteName, SectionLocation>, error: null };
}

describe('ServerSections', () => {
  it('follows where the sections live: their entries, their assets, and a server container rebuilt in place', () => {
    const container = path.join(dir, 'remoteEntry.js');
    writeFileSync(container, 'module.exports = {};');
    let located = locations('v1', container);
    const sections = new ServerSections(
      () => located,
      dir,
      () => undefined,
      0,
    );
    const first = sections.current();
    expect(first.sections?.mf_portfolio.browserEntry).toBe('/v1/mf-portfolio/remoteEntry.js');
    expect(first.sections?.mf_portfolio.serverEntry).toMatch(/^file:\/\/.*\/remoteEntry\.js\?v=\d/);
    expect(sections.sectionSet().browserAssets('mf_portfolio')).toEqual({
      css: [{ href: '/v1/mf-portfolio/1.css', chunk: 'mf_portfolio:chunk-1' }],
      js: ['/v1/mf-portfolio/1.js'],
    });
    expect(sections.sectionSet().browserAssets('mf_portfolio', 'teaser')).toEqual({ css: [], js: [] });

    utimesSync(container, new Date(), new Date(Date.now() + 60_000));
    const rebuilt = sections.current();
    expect(rebuilt.version).not.toBe(first.version);
    expect(rebuilt.sections?.mf_portfolio.serverEntry).not.toBe(first.sections?.mf_portfolio.serverEntry);

    located = locations('v2', container);
    expect(sections.current().sections?.mf_shell.browserEntry).toBe('/v2/mf-shell/remoteEntry.js');
    expect(sections.sectionSet().browserAssets('mf_shell').js).toEqual(['/v2/mf-shell/1.js']);
  });
});

/**
 * A server container of the shell whose header says which version it is. Version v1's tells the
 * test when the render has loaded it (`onLoad`), which is when the test switches the sections.
 */
function shellContainer(version: string): string {
  const file = path.join(dir, version, 'server', 'remoteEntry.js');
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(
    file,
    `module.exports = {
      init() {},
      get() {
        globalThis.__shellLoaded?.(${JSON.stringify(version)});
        const route = { reads: () => [], blocks: [], slots: () => ({ header: 'the shell of ${version}' }) };
        return Promise.resolve(() => ({ serverApp: { load: async () => route } }));
      },
    };`,
  );
  return file;
}

describe('a page rendered while a section switches', () => {
  it('is rendered on the set it started with, so every section in it is of one version', async () => {
    const containers = { v1: shellContainer('v1'), v2: shellContainer('v2') };
    let live: 'v1' | 'v2' = 'v1';
    // The switch comes once the render has the shell's v1 container, before it links the shell's files.
    vi.stubGlobal('__shellLoaded', (version: string) => {
      if (version === 'v1') live = 'v2';
    });
    const at = (version: 'v1' | 'v2'): SectionLocations => {
      const located = locations(version);
      located.sections!.mf_shell = { ...located.sections!.mf_shell, serverEntry: containers[version] };
      return located;
    };
    const renderer = await createSiteRenderer({
      distDir: dir,
      packagesDir: dir,
      locate: () => at(live),
      read: async () => ({ status: 503, json: '{"success":false}' }),
      warn: () => undefined,
      timeLimitMs: 2000,
    });
    const page = await renderer.render({ path: '/', search: '', lang: 'en', origin: 'https://nasaq.example' });
    expect(page.html).toContain('the shell of v1');
    expect(page.html).not.toContain('/v2/');
    expect(page.html).toContain('<link rel="stylesheet" href="/v1/mf-shell/1.css" data-rspack="mf_shell:chunk-1">');
    expect(page.html).toContain('"mf_portfolio":"/v1/mf-portfolio/remoteEntry.js"');
    expect(page.shown).toContainEqual({ remote: 'mf_shell', version: 'v1', failed: false });
    // The next page is the new version's, whole.
    const next = await renderer.render({ path: '/', search: '', lang: 'en', origin: 'https://nasaq.example' });
    expect(next.html).toContain('the shell of v2');
    expect(next.html).not.toContain('/v1/');
  });

  it('renders two sets side by side (the live one and a canary of the shell), each page of its own', async () => {
    const containers = { live: shellContainer('live'), canary: shellContainer('canary') };
    const at = (version: 'live' | 'canary'): SectionLocations => {
      const located = locations(version);
      located.sections!.mf_shell = { ...located.sections!.mf_shell, serverEntry: containers[version] };
      return located;
    };
    const renderer = await createSiteRenderer({
      distDir: dir,
      packagesDir: dir,
      locate: () => at('live'),
      read: async () => ({ status: 503, json: '{"success":false}' }),
      warn: () => undefined,
      timeLimitMs: 2000,
    });
    const request = { path: '/', search: '', lang: 'en' as const, origin: 'https://nasaq.example' };
    const [live, canary] = await Promise.all([renderer.render(request), renderer.render({ ...request, sections: at('canary') })]);
    expect(live.html).toContain('the shell of live');
    expect(live.html).not.toContain('canary');
    expect(canary.html).toContain('the shell of canary');
    expect(canary.html).not.toContain('/live/');
    expect(renderer.version()).not.toBe(renderer.version(at('canary')));
  });
});
