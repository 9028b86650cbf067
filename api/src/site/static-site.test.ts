import { rmSync } from 'node:fs';
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp, type TestApp } from '../testing/app';
import { fakeDist, fakeRemotesJson } from '../testing/fake-dist';
import { IMMUTABLE, REVALIDATE } from './cache-policy';

/** A stand-in for dist/: the files the real build produces, with the same naming. */
function siteDist(): string {
  return fakeDist('site-dist-', {
    'root-config/index.html': '<!doctype html><html><head><title>t</title></head><body><main id="main"></main></body></html>',
    'root-config/main.3f9a1c2b7d.js': 'console.log("host")',
    'root-config/remotes.json': fakeRemotesJson,
    'root-config/assets/logo.0a1b2c3d4e.svg': '<svg/>',
    'mf-shell/remoteEntry.js': 'var mf_shell;',
    'mf-shell/593.7848a35617.js': 'chunk()',
    // What the build's precompress plugin writes beside a script.
    'mf-shell/593.7848a35617.js.br': brotliCompressSync('chunk()'),
    'mf-pages/remoteEntry.js': 'var mf_pages;',
    // What the service worker's post-build step writes (build/service-worker.ts).
    'root-config/sw.js': 'self.addEventListener("fetch", () => {});',
  });
}

describe('serving the built site', () => {
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

  it('caches hashed files for a year, immutably', async () => {
    for (const url of ['/main.3f9a1c2b7d.js', '/assets/logo.0a1b2c3d4e.svg', '/mf-shell/593.7848a35617.js']) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['cache-control'], url).toBe(IMMUTABLE);
    }
  });

  it('makes the browser revalidate the manifest, remote entries and HTML, with an ETag for a cheap 304', async () => {
    for (const url of ['/remotes.json', '/mf-shell/remoteEntry.js', '/mf-pages/remoteEntry.js']) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['cache-control'], url).toBe(REVALIDATE);
      const etag = String(response.headers['etag']);
      expect(etag).not.toBe('undefined');
      expect((await get(url, { 'if-none-match': etag })).statusCode, url).toBe(304);
    }
  });

  it('serves the service worker as JavaScript the browser revalidates on every update check, under no page policy', async () => {
    const response = await get('/sw.js');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^(text|application)\/javascript/);
    // A worker script cached for a year would keep every visitor on the old build for a year.
    expect(response.headers['cache-control']).toBe(REVALIDATE);
    // A worker's policy is its own script's header (security-headers.ts sets the page's on HTML only).
    expect(response.headers['content-security-policy']).toBeUndefined();
  });

  it('answers index.html for every site route, uncached', async () => {
    // Folders of dist/ (`/assets/`, `/mf-shell/`) are not files: they get the page too, not a 403.
    for (const url of [
      '/',
      '/about',
      '/portfolio/x',
      '/portfolio/ramadan-campaign',
      '/services/3?lang=en',
      '/no-such-page',
      '/assets/',
      '/mf-shell/',
      '/mf-shell',
    ]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type'], url).toContain('text/html');
      expect(response.headers['cache-control'], url).toBe(REVALIDATE);
      expect(response.body, url).toContain('<main id="main">');
    }
  });

  it('answers HEAD for a site route like GET, without a body', async () => {
    const response = await t.app.inject({ method: 'HEAD', url: '/about' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.headers['cache-control']).toBe(REVALIDATE);
    expect(response.body).toBe('');
  });

  it("hints the manifest, the shell and the route owner's entry to the browser", async () => {
    const home = (await get('/')).body;
    expect(home).toContain('<link rel="preload" href="/remotes.json" as="fetch" crossorigin="anonymous">');
    expect(home).toContain('<link rel="preload" href="/mf-shell/remoteEntry.js" as="script">');
    expect(home).toContain('<link rel="preload" href="/mf-pages/remoteEntry.js" as="script">');
    const portfolio = (await get('/portfolio/ramadan-campaign')).body;
    expect(portfolio).toContain('href="https://cdn.example.com/portfolio/remoteEntry.js"');
    expect(portfolio).not.toContain('/mf-pages/remoteEntry.js');
    expect(portfolio.indexOf('rel="preload"')).toBeLessThan(portfolio.indexOf('</head>'));
  });

  it('sends the precompressed copy to a browser that accepts brotli', async () => {
    const response = await get('/mf-shell/593.7848a35617.js', { 'accept-encoding': 'br, gzip' });
    expect(response.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe('chunk()');
    expect(response.headers['cache-control']).toBe(IMMUTABLE);
  });

  it('answers 404 for a missing asset instead of the page', async () => {
    for (const url of ['/mf-shell/nope.js', '/missing.css', '/mf-forms/remoteEntry.js']) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.headers['content-type'], url).toContain('text/plain');
    }
  });

  it('keeps the API answering JSON next to the site', async () => {
    expect((await get('/api/v1/services')).headers['content-type']).toContain('application/json');
    expect((await get('/api/unknown')).json()).toEqual({ success: false, message: 'Not found' });
  });
});

describe('without a build', () => {
  it('answers site routes with 503 and a hint, while the API keeps working', async () => {
    const t = await testApp();
    try {
      const page = await t.app.inject({ method: 'GET', url: '/about' });
      expect(page.statusCode).toBe(503);
      expect(page.body).toContain('npm run build');
      expect((await t.app.inject({ method: 'GET', url: '/api/v1/services' })).statusCode).toBe(200);
    } finally {
      await t.close();
    }
  });
});
