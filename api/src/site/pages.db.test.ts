import { setTimeout as sleep } from 'node:timers/promises';
import { rmSync } from 'node:fs';
import { describeCase, languageCases } from '@site/shared/testing/language-cases';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp, type TestApp } from '../testing/app';
import { fakeDist, fakeRemotesJson } from '../testing/fake-dist';
import { REVALIDATE } from './cache-policy';

/**
 * A stand-in for the built server host: it renders what it was asked for (path, query,
 * language, origin), reads /v1/services in process to show it can, answers 404 for /nowhere,
 * throws for /broken, and says whether a page is complete. `renders` counts its renders.
 */
const fakeRenderer = `
let renders = 0;
exports.createSiteRenderer = async ({ read }) => ({
  version: () => 'v1',
  async render({ path, search, lang, origin }) {
    renders += 1;
    if (path === '/broken') throw new Error('renderer broke');
    const services = await read('/v1/services', lang);
    const count = JSON.parse(services.json).data.data.length;
    return {
      status: path === '/nowhere' ? 404 : 200,
      complete: path !== '/partial',
      shown: [{ remote: 'mf_pages', version: 'build', failed: path === '/partial' }],
      html: '<!doctype html><html lang="' + lang + '"><body>' + path + '?' + search + ' ' + origin + ' services:' + count + ' render:' + renders + '<p>' + 'text '.repeat(400) + '</p></body></html>',
    };
  },
});`;

function siteDist(): string {
  return fakeDist('site-pages-', {
    'root-config/index.html': '<!doctype html><html><head><title>plain</title></head><body><main id="main"></main></body></html>',
    'root-config/remotes.json': fakeRemotesJson,
    'root-config/server/index.cjs': fakeRenderer,
    'mf-pages/remoteEntry.js': 'var mf_pages;',
    'mf-pages/server/remoteEntry.js': 'module.exports = {}',
    'mf-pages-next/remoteEntry.js': 'var mf_pages_next;',
  });
}

describe('pages rendered on the server', () => {
  let dist: string;
  let t: TestApp;
  beforeAll(async () => {
    dist = siteDist();
    t = await testApp({ distDir: dist });
  });
  afterAll(async () => {
    await t.close();
    rmSync(dist, { recursive: true, force: true });
  });

  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

  // The site's one language rule, the same table the browser runs (shared/src/state/language.test.ts).
  it.each(languageCases.map((sources) => [describeCase(sources), sources] as const))(
    'renders in the language of the rule, and the API answers in it: %s',
    async (_name, { asked, chosen, preferred, expected }) => {
      const headers: Record<string, string> = {};
      if (chosen) headers['cookie'] = `theme=dark; language=${chosen}`;
      if (preferred) headers['accept-language'] = preferred.join(', ');
      const query = asked ? `?lang=${asked}` : '';
      expect(/<html lang="(\w+)"/.exec((await get(`/about${query}`, headers)).body)?.[1]).toBe(expected);
      const services = (await get(`/api/v1/services${query}`, headers)).json<{ data: { data: { name: string }[] } }>();
      expect(services.data.data[0]!.name).toBe(expected === 'en' ? 'Web Development' : 'تطوير المواقع الإلكترونية');
    },
  );

  it('reads the API in process for the page, and keeps the page: one render per page, language and version, with an ETag', async () => {
    const first = await get('/services?lang=en&b=2&a=1');
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toContain('text/html');
    expect(first.headers['cache-control']).toBe(REVALIDATE);
    expect(first.headers['vary']).toMatch(/Accept-Language.*Cookie/);
    expect(first.body).toContain('/services?lang=en&b=2&a=1 http://localhost:80 services:9');
    const again = await get('/services?a=1&b=2', { cookie: 'language=en' });
    expect(again.body).toBe(first.body);
    expect(again.headers['etag']).toBe(first.headers['etag']);
    expect((await get('/services?lang=en&a=1&b=2', { 'if-none-match': String(first.headers['etag']) })).statusCode).toBe(304);
    expect((await get('/services?lang=ar&a=1&b=2')).body).not.toBe(first.body);
  });

  it('renders afresh after a content import (a new content version), and keeps the page again after', async () => {
    const render = async () => /render:(\d+)/.exec((await get('/contact?lang=en')).body)?.[1];
    const first = await render();
    expect(await render()).toBe(first);
    await t.database.db
      .updateTable('meta')
      .set({ value: `test-${Date.now()}` })
      .where('key', '=', 'content_version')
      .execute();
    // The server looks at the content version at most once a second.
    await sleep(1100);
    const second = await render();
    expect(second).not.toBe(first);
    expect(await render()).toBe(second);
  });

  it('answers the status the page was rendered with', async () => {
    const missing = await get('/nowhere');
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toContain('/nowhere');
  });

  it('does not keep a page the renderer could not render whole, and answers the plain page when it fails', async () => {
    const a = await get('/partial');
    const b = await get('/partial');
    expect(a.statusCode).toBe(200);
    expect(a.body).not.toBe(b.body);
    const broken = await get('/broken');
    expect(broken.statusCode).toBe(200);
    expect(broken.body).toContain('<title>plain</title>');
    expect(broken.body).toContain('<link rel="preload" href="/mf-pages/remoteEntry.js" as="script">');
  });

  it('compresses a page for a browser that accepts it', async () => {
    const page = await get('/clients', { 'accept-encoding': 'br' });
    expect(page.headers['content-encoding']).toBe('br');
  });

  it('serves every section folder, a new one included, but never a server build or the page template', async () => {
    expect((await get('/mf-pages-next/remoteEntry.js')).statusCode).toBe(200);
    for (const url of ['/mf-pages/server/remoteEntry.js', '/server/index.cjs', '/index.html', '/root-config/remotes.json']) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
    }
  });
});

describe('sitemap.xml and robots.txt', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await testApp({ config: { publicUrl: 'https://nasaq.example' } });
  });
  afterAll(() => t.close());

  it('lists every route and every service, project, design and article in both languages, with lastmod and alternates', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('application/xml');
    const body = response.body;
    expect(body.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
    const locs = [...body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    const count = async (table: 'services' | 'projects' | 'blogs') =>
      Number(
        (
          await t.database.db
            .selectFrom(table)
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const designs = Number(
      (
        await t.database.db
          .selectFrom('portfolio_projects')
          .where('is_active', '=', 1)
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
    expect(locs).toHaveLength(2 * (12 + (await count('services')) + (await count('projects')) + (await count('blogs')) + designs));
    for (const path of [
      '/',
      '/about',
      '/services',
      '/projects',
      '/portfolio',
      '/blog',
      '/clients',
      '/contact',
      '/consultation',
      '/privacy-policy',
      '/terms-of-service',
      '/sitemap',
    ]) {
      expect(locs).toContain(`https://nasaq.example${path}?lang=ar`);
      expect(locs).toContain(`https://nasaq.example${path}?lang=en`);
    }
    expect(locs).toContain('https://nasaq.example/services/1?lang=en');
    expect(body).toMatch(/<lastmod>\d{4}-\d\d-\d\dT[\d:.]+Z<\/lastmod>/);
    expect(body).toContain('<xhtml:link rel="alternate" hreflang="x-default" href="https://nasaq.example/about"/>');
    // Well-formed: every url element closed, nothing unescaped.
    expect(body.match(/<url>/g)?.length).toBe(body.match(/<\/url>/g)?.length);
    expect(body).not.toMatch(/&(?!amp;|lt;|gt;|quot;)/);
  });

  it('names the sitemap in robots.txt and keeps crawlers off the API but not its images', async () => {
    const robots = (await t.app.inject({ method: 'GET', url: '/robots.txt' })).body;
    expect(robots).toContain('Sitemap: https://nasaq.example/sitemap.xml');
    expect(robots).toContain('Disallow: /api/');
    expect(robots).toContain('Allow: /api/media/');
  });
});
