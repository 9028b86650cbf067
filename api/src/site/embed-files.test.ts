import { runInNewContext } from 'node:vm';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp, type TestApp } from '../testing/app';
import { fakeDist, fakeRemotesJson } from '../testing/fake-dist';
import { IMMUTABLE, REVALIDATE } from './cache-policy';
import { EMBED_LOADER_CACHE, embedLoaderScript, widgetKitRoute } from './embed-files';

function siteDist(): string {
  return fakeDist('embed-dist-', {
    'root-config/index.html': '<!doctype html><html><head><title>t</title></head><body><main id="main"></main></body></html>',
    'root-config/remotes.json': fakeRemotesJson,
    'embed-loader/embed.js': 'customElements;',
    'mf-portfolio/remoteEntry.js': 'var mf_portfolio;',
    'mf-portfolio/widget/portfolio.0a1b2c3d4e.js': 'export const mount = 1;',
    'mf-portfolio/widget/207.c979935bf5.js': 'export const __webpack_ids__ = [207];',
    'mf-portfolio/widget/widget.5f6e7d8c9b.css': '.card{}',
    'mf-portfolio/widget/assets/font.0a1b2c3d4e.woff2': 'wOF2',
  });
}

describe('the files partner pages load for the widgets', () => {
  let dist: string;
  let t: TestApp;
  beforeAll(async () => {
    dist = siteDist();
    t = await testApp({ distDir: dist, config: { corsOrigins: ['https://partner.example'] } });
  });
  afterAll(async () => {
    await t.close();
    rmSync(dist, { recursive: true, force: true });
  });

  const get = (url: string) => t.app.inject({ method: 'GET', url, headers: { origin: 'https://anyone.example' } });

  const files = {
    portfolio: {
      entry: '/mf-portfolio/widget/portfolio.0a1b2c3d4e.js',
      css: 'widget.5f6e7d8c9b.css',
      kit: '/widget-kit/kit.0123456789.js',
      firstScreen: { ar: ['207.c979935bf5.js'], en: [] },
    },
  };

  it("wraps the loader in a function that gives it the widgets' files, adding no global", () => {
    const script = embedLoaderScript('customElements;\n', files);
    expect(script).toBe(`(function (NASAQ_WIDGET_FILES) {\ncustomElements;\n})(${JSON.stringify(files)});\n`);
    const seen: unknown[] = [];
    // Run in a context of its own: what the script leaves on its global object is all it defines.
    const context: Record<string, unknown> = { customElements: seen };
    runInNewContext(embedLoaderScript('customElements.push(NASAQ_WIDGET_FILES);', { consultation: { ...files.portfolio, entry: '/x.js' } }), context);
    expect(seen).toEqual([{ consultation: { ...files.portfolio, entry: '/x.js' } }]);
    expect(Object.keys(context)).toEqual(['customElements']);
  });

  it('serves /embed.js with a short cache, CORS, CORP and an ETag (without a server renderer: no widget files)', async () => {
    const response = await get('/embed.js');
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(embedLoaderScript('customElements;', {}));
    const again = await t.app.inject({ method: 'GET', url: '/embed.js', headers: { 'if-none-match': String(response.headers['etag']) } });
    expect(again.statusCode).toBe(304);
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.headers['cache-control']).toBe(EMBED_LOADER_CACHE);
    expect(response.headers['access-control-allow-origin']).toBe('*');
    expect(response.headers['cross-origin-resource-policy']).toBe('cross-origin');
  });

  it("answers no widgets' kit without a server renderer (it finds the kit in the sections as they are now)", async () => {
    expect((await get('/widget-kit/kit.0123456789.js')).statusCode).toBe(404);
  });

  it("serves the widgets' modules, chunks, stylesheets and fonts to any origin, cached as the site does", async () => {
    const expected: Record<string, string> = {
      '/mf-portfolio/widget/portfolio.0a1b2c3d4e.js': IMMUTABLE,
      '/mf-portfolio/widget/207.c979935bf5.js': IMMUTABLE,
      '/mf-portfolio/widget/widget.5f6e7d8c9b.css': IMMUTABLE,
      '/mf-portfolio/widget/assets/font.0a1b2c3d4e.woff2': IMMUTABLE,
      '/mf-portfolio/remoteEntry.js': REVALIDATE,
      '/remotes.json': REVALIDATE,
    };
    for (const [url, cache] of Object.entries(expected)) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['cache-control'], url).toBe(cache);
      expect(response.headers['access-control-allow-origin'], url).toBe('*');
      expect(response.headers['cross-origin-resource-policy'], url).toBe('cross-origin');
    }
  });

  it("lets partner pages show the API's images, and reads the API's data only to listed origins", async () => {
    const image = await get('/api/placeholder/40/30');
    expect(image.statusCode).toBe(200);
    expect(image.headers['cross-origin-resource-policy']).toBe('cross-origin');
    const unlisted = await get('/api/v1/social-media?page=1&per_page=6&lang=en');
    expect(unlisted.headers['access-control-allow-origin']).toBeUndefined();
    const listed = await t.app.inject({ method: 'GET', url: '/api/v1/social-media?page=1&per_page=6&lang=en', headers: { origin: 'https://partner.example' } });
    expect(listed.headers['access-control-allow-origin']).toBe('https://partner.example');
  });

  it('refuses a consultation posted from an unlisted origin with 403 and the usual error body, and stores nothing', async () => {
    const body = {
      name: 'Sara Ali',
      email: 'sara@example.com',
      phone: '+20 100 123 4567',
      description: 'A store.',
      country: 'egypt',
      service_id: '2',
      preferred_date: '2025-09-23',
      preferred_time: '14:00',
      language: 'en',
    };
    const refused = await t.app.inject({ method: 'POST', url: '/api/v1/consultations/free', headers: { origin: 'https://evil.example' }, payload: body });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ success: false, message: expect.any(String) });
    expect(refused.headers['access-control-allow-origin']).toBeUndefined();
    const rows = await t.database.db.selectFrom('consultations').select('id').execute();
    expect(rows).toHaveLength(0);
    const accepted = await t.app.inject({ method: 'POST', url: '/api/v1/consultations/free', headers: { origin: 'https://partner.example' }, payload: body });
    expect(accepted.statusCode).toBe(201);
    const stored = await t.database.db.selectFrom('consultations').select('id').executeTakeFirstOrThrow();
    expect(accepted.json()).toMatchObject({ success: true, data: { id: Number(stored.id) } });
    expect(accepted.headers['access-control-allow-origin']).toBe('https://partner.example');
  });

  it('serves the preview page of /embed with the widget the query asks for, writing only parsed values into it', async () => {
    const page = await get('/embed/preview?widget=consultation&lang=en&service=4&theme=%22%3E%3Cscript%3Ealert(1)%3C/script%3E');
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.body).toContain('<nasaq-consultation lang="en" theme="auto" service="4"></nasaq-consultation>');
    expect(page.body).toContain('<script src="/embed.js" async></script>');
    expect(page.body).toContain('<meta name="robots" content="noindex">');
    expect(page.body).not.toContain('alert(1)');
    const portfolio = await get('/embed/preview?limit=99');
    expect(portfolio.body).toContain('<nasaq-portfolio lang="ar" theme="auto" limit="6"></nasaq-portfolio>');
    expect(portfolio.body).not.toContain('preview.css');
  });

  it("gives the preview the brand chosen on /embed as the site's stylesheet of custom properties, only values of the closed set", async () => {
    const page = await get('/embed/preview?widget=portfolio&accent=%23E11D48&radius=8&font=serif');
    expect(page.body).toContain('<link rel="stylesheet" href="/embed/preview.css?accent=%23e11d48&amp;radius=8&amp;font=serif">');
    const css = await get('/embed/preview.css?accent=%23e11d48&radius=8&font=serif');
    expect(css.headers['content-type']).toBe('text/css; charset=utf-8');
    expect(css.body).toBe(
      "nasaq-portfolio, nasaq-consultation { --nasaq-accent:#e11d48;--nasaq-radius:8px;--nasaq-font-family:Georgia, 'Times New Roman', serif }\n",
    );
    const hostile = await get('/embed/preview.css?accent=red;}body{display:none&radius=99&font=comic');
    expect(hostile.body).toBe('nasaq-portfolio, nasaq-consultation {  }\n');
    const page2 = await get('/embed/preview?accent=%22%3E%3Cscript%3E');
    expect(page2.body).not.toContain('<script>');
    expect(page2.body).not.toContain('preview.css');
  });
});

describe('/widget-kit/<file>', () => {
  let dist: string;
  let app: FastifyInstance;
  beforeAll(async () => {
    dist = fakeDist('widget-kit-', {
      'mf-forms/widget/kit/kit.0123456789.js': 'export const compat = {};',
      'mf-forms/widget/kit/kit.0123456789.js.br': brotliCompressSync('export const compat = {};'),
    });
    app = Fastify();
    await app.register(widgetKitRoute, { widgetKitFile: (name) => (name === 'kit.0123456789.js' ? path.join(dist, 'mf-forms/widget/kit', name) : null) });
  });
  afterAll(async () => {
    await app.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('serves the kit where the sections hold it, to any origin, for good, compressed as the build wrote it', async () => {
    const plain = await app.inject({ method: 'GET', url: '/widget-kit/kit.0123456789.js' });
    expect(plain.statusCode).toBe(200);
    expect(plain.body).toBe('export const compat = {};');
    expect(plain.headers).toMatchObject({ 'cache-control': IMMUTABLE, 'access-control-allow-origin': '*', 'cross-origin-resource-policy': 'cross-origin' });
    expect(plain.headers['content-type']).toMatch(/^text\/javascript/);
    const br = await app.inject({ method: 'GET', url: '/widget-kit/kit.0123456789.js', headers: { 'accept-encoding': 'gzip, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe('export const compat = {};');
    // No gzip copy was written: the file as it is.
    const gzip = await app.inject({ method: 'GET', url: '/widget-kit/kit.0123456789.js', headers: { 'accept-encoding': 'gzip' } });
    expect([gzip.headers['content-encoding'], gzip.body]).toEqual([undefined, 'export const compat = {};']);
    expect((await app.inject({ method: 'GET', url: '/widget-kit/kit.9999999999.js' })).statusCode).toBe(404);
  });
});
