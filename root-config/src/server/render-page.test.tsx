import { RemoteBlock, remoteModuleTable, type BlockModule } from '@site/shared/blocks';
import { servicesQuery } from '@site/shared/request';
import { useQuery } from '@site/shared/react';
import type { RemoteName } from '@site/shared/contract';
import type { ServerApp, ServerRoute } from '@site/shared/page';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pageTemplate } from './document';
import { LogOnce } from './log-once';
import { renderPage, type ReadApi, type RenderDependencies } from './render-page';
import type { Sections } from './sections';

const built =
  '<!doctype html><html lang="ar" dir="rtl"><head><title>x</title></head><body><div id="shell-header"></div><main id="main" tabindex="-1"></main><div id="shell-footer"></div></body></html>';

const section = (name: string) => ({
  version: 'build',
  browserEntry: `/${name}/remoteEntry.js`,
  browserDir: null,
  serverEntry: `file:///dist/${name}/server/remoteEntry.js`,
});
const sections = {
  mf_shell: section('mf-shell'),
  mf_pages: section('mf-pages'),
  mf_portfolio: section('mf-portfolio'),
  mf_forms: section('mf-forms'),
} as Sections;

function Services() {
  const state = useQuery(servicesQuery);
  return <ul>{state.status === 'ready' ? state.data.map((service) => <li key={service.id}>{service.name}</li>) : <li>loading</li>}</ul>;
}

const shellApp: ServerApp = {
  load: () =>
    Promise.resolve({
      reads: () => [],
      blocks: [],
      slots: () => ({ header: <header>head</header>, footer: <footer>foot</footer> }),
    }),
};

function pagesApp(overrides: Partial<ServerRoute> = {}): ServerApp {
  return {
    load: () =>
      Promise.resolve({
        reads: () => [servicesQuery],
        blocks: [],
        slots: () => ({ main: <Services /> }),
        head: () => ({ title: 'Home', description: 'The home page' }),
        status: () => 200,
        ...overrides,
      }),
  };
}

const servicesReply = JSON.stringify({
  success: true,
  data: {
    data: [{ id: 1, slug: 'web', name: 'Web <development>', description: 'd', icon: null, image_url: null, sort_order: 1 }],
    total: 1,
    current_page: 1,
    last_page: 1,
    per_page: 50,
  },
});

function dependencies(
  apps: Partial<Record<RemoteName, ServerApp | Error>>,
  read: ReadApi,
  timeLimitMs = 1000,
  blocks: (id: string) => Promise<unknown> = async (id) => Promise.reject(new Error(`no block ${id} in this test`)),
) {
  const warnings: string[] = [];
  const table = remoteModuleTable(blocks);
  const deps: RenderDependencies = {
    sections: {
      remoteModules: () => table,
      current: () => ({ version: 'v1', sections, error: null }),
      serverApp: async (remote) => {
        const app = apps[remote];
        if (app instanceof Error) throw app;
        if (!app) return new Promise<ServerApp>(() => undefined); // never comes: the time limit decides
        return app;
      },
      browserAssets: (remote, expose = 'spa') =>
        expose === 'spa'
          ? { css: [{ href: `/${remote}/1.css`, chunk: `${remote}:chunk-1` }], js: [`/${remote}/1.js`] }
          : { css: [{ href: `/${remote}/${expose}.css`, chunk: `${remote}:chunk-${expose}` }], js: [`/${remote}/${expose}.js`] },
    },
    fill: pageTemplate(built),
    read,
    log: new LogOnce((message) => warnings.push(message)),
    timeLimitMs,
  };
  return { deps, warnings };
}

const request = { path: '/', search: '', lang: 'en' as const, origin: 'https://nasaq.example' };

afterEach(() => vi.restoreAllMocks());

describe('renderPage', () => {
  it('renders the shell and the owner with the data they read, and puts the same replies into the page', async () => {
    const read = vi.fn<ReadApi>(async () => ({ status: 200, json: servicesReply }));
    const { deps, warnings } = dependencies({ mf_shell: shellApp, mf_pages: pagesApp() }, read);
    const page = await renderPage(deps, request);
    expect(page).toMatchObject({ status: 200, complete: true });
    expect(page.html).toContain('<div id="shell-header" data-ssr=""><header>head</header></div>');
    expect(page.html).toContain('<div id="app-mf-pages" data-ssr=""><ul><li>Web &lt;development&gt;</li></ul></div>');
    expect(page.html).toContain('<title>Home</title>');
    expect(page.html).toContain('<link rel="stylesheet" href="/mf_shell/1.css" data-rspack="mf_shell:chunk-1">');
    expect(page.html).toMatch(/<script type="application\/json" id="section-scripts">\[[^\]]*"\/mf-pages\/remoteEntry\.js"/);
    const data = JSON.parse(/<script type="application\/json" id="site-data">(.*?)<\/script>/.exec(page.html)?.[1] ?? '{}') as Record<string, unknown>;
    expect(data).toEqual({
      lang: 'en',
      replies: { '/v1/services': { status: 200, body: JSON.parse(servicesReply) } },
      packs: ['core'],
      remotes: {
        mf_shell: '/mf-shell/remoteEntry.js',
        mf_pages: '/mf-pages/remoteEntry.js',
        mf_portfolio: '/mf-portfolio/remoteEntry.js',
        mf_forms: '/mf-forms/remoteEntry.js',
      },
      versions: { mf_shell: 'build', mf_pages: 'build', mf_portfolio: 'build', mf_forms: 'build' },
    });
    expect(page.shown).toEqual([
      { remote: 'mf_shell', version: 'build', failed: false },
      { remote: 'mf_pages', version: 'build', failed: false },
    ]);
    // The reply's "<" cannot end the script element it travels in.
    expect(page.html).toContain('Web \\u003cdevelopment>');
    expect(read).toHaveBeenCalledWith('/v1/services', 'en');
    expect(warnings).toEqual([]);
  });

  it('answers the status the route gives (404 for an unknown item)', async () => {
    const { deps } = dependencies({ mf_shell: shellApp, mf_pages: pagesApp({ status: () => 404 }) }, async () => ({ status: 200, json: servicesReply }));
    expect((await renderPage(deps, request)).status).toBe(404);
  });

  it('leaves the slot of a section that fails to load or throws empty, logs it once, and still answers', async () => {
    const { deps, warnings } = dependencies(
      {
        mf_shell: shellApp,
        mf_pages: pagesApp({
          slots: () => {
            throw new Error('boom');
          },
        }),
      },
      async () => ({ status: 200, json: servicesReply }),
    );
    const first = await renderPage(deps, request);
    expect(first).toMatchObject({ status: 200, complete: false });
    expect(first.html).toContain('<main id="main" tabindex="-1"></main>');
    expect(first.html).toContain('<header>head</header>');
    await renderPage(deps, request);
    expect(warnings).toEqual(["[ssr] mf_pages's main failed to render on the server; the browser renders it."]);

    const missing = dependencies({ mf_shell: new Error('no such file'), mf_pages: pagesApp() }, async () => ({ status: 200, json: servicesReply }));
    const page = await renderPage(missing.deps, request);
    expect(page.html).toContain('<div id="shell-header"></div>');
    expect(page.html).toContain('<li>Web &lt;development&gt;</li>');
    expect(missing.warnings).toEqual(['[ssr] mf_shell cannot render on the server; the browser renders it.']);
  });

  it('sends what is ready when the time limit runs out', async () => {
    const { deps, warnings } = dependencies({ mf_shell: shellApp }, async () => ({ status: 200, json: servicesReply }), 50);
    const page = await renderPage(deps, request);
    expect(page).toMatchObject({ status: 200, complete: false });
    expect(page.html).toContain('<header>head</header>');
    expect(page.html).toContain('<main id="main" tabindex="-1"></main>');
    expect(warnings).toEqual(['[ssr] mf_pages cannot render on the server; the browser renders it.']);
  });

  it("renders another section's block with the data it reads, read with the page", async () => {
    const teaser: BlockModule = { default: Services, reads: async () => [servicesQuery] };
    const read = vi.fn<ReadApi>(async () => ({ status: 200, json: servicesReply }));
    const { deps, warnings } = dependencies(
      {
        mf_shell: shellApp,
        mf_pages: pagesApp({ reads: () => [], blocks: ['mf_portfolio/teaser'], slots: () => ({ main: <RemoteBlock id="mf_portfolio/teaser" /> }) }),
      },
      read,
      1000,
      async () => teaser,
    );
    const page = await renderPage(deps, request);
    expect(page.html).toContain('<div data-block="mf_portfolio/teaser"><!--$--><ul><li>Web &lt;development&gt;</li></ul><!--/$--></div>');
    expect(read).toHaveBeenCalledWith('/v1/services', 'en');
    expect(page.html).toContain('"replies":{"/v1/services":');
    // Its HTML is in the page, so is its stylesheet; its scripts wait until it comes near.
    expect(page.html).toContain('<link rel="stylesheet" href="/mf_portfolio/teaser.css" data-rspack="mf_portfolio:chunk-teaser">');
    expect(page.html).not.toContain('/mf_portfolio/teaser.js');
    expect(warnings).toEqual([]);
  });

  it("links a block's stylesheet once when it is also the owner's", async () => {
    const { deps } = dependencies(
      { mf_shell: shellApp, mf_pages: pagesApp({ blocks: ['mf_pages/spa'] }) },
      async () => ({ status: 200, json: servicesReply }),
      1000,
      async () => ({ default: () => <p>box</p> }),
    );
    const page = await renderPage(deps, request);
    expect(page.html.match(/href="\/mf_pages\/1\.css"/g)).toHaveLength(1);
  });

  it('leaves a read that failed out of the page: the screen renders its loading state and the browser reads it', async () => {
    const { deps, warnings } = dependencies({ mf_shell: shellApp, mf_pages: pagesApp() }, async () => ({ status: 503, json: '{"success":false}' }));
    const page = await renderPage(deps, request);
    expect(page.html).toContain('<li>loading</li>');
    expect(page.html).toContain('"replies":{}');
    expect(page.complete).toBe(false);
    expect(warnings).toEqual(['[ssr] /v1/services answered 503; the browser reads it.']);
  });
});
