import { createHash } from 'node:crypto';
import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp, type TestApp } from '../testing/app';
import { fakeDist, fakeRemotesJson } from '../testing/fake-dist';
import { inlineScriptHashes, pagePolicy } from './page-policy';

const bootScript = '!function(){document.documentElement.lang="ar"}()';

function siteDist(): string {
  return fakeDist('site-dist-csp-', {
    'root-config/index.html': `<!doctype html><html><head><script>${bootScript}</script><script defer src="/main.1234567890.js"></script></head><body><main id="main"></main></body></html>`,
    'root-config/remotes.json': fakeRemotesJson,
  });
}

describe('Content-Security-Policy', () => {
  it('allows exactly the inline scripts of the page by hash, and the remote origins of the manifest', () => {
    const hash = `'sha256-${createHash('sha256').update(bootScript).digest('base64')}'`;
    expect(inlineScriptHashes(`<script>${bootScript}</script><script src="/a.js"></script><script type="module">x()</script>`)).toEqual([
      hash,
      `'sha256-${createHash('sha256').update('x()').digest('base64')}'`,
    ]);
    const remotes = {
      mf_shell: { entry: 'https://a.example/x/remoteEntry.js', serverEntry: 'https://server-only.example/x/remoteEntry.js' },
      mf_pages: { entry: '/p.js' },
      mf_portfolio: { entry: '/q.js' },
      mf_forms: { entry: '/r.js' },
    };
    const policy = pagePolicy(`<script>${bootScript}</script>`, JSON.stringify({ remotes }));
    expect(policy).toContain(`script-src 'self' https://a.example ${hash}`);
    // The page never loads a server container: its origin is not allowed.
    expect(policy).not.toContain('server-only.example');
    expect(policy).not.toMatch(/unsafe-inline|unsafe-eval/);
    expect(policy).toContain("object-src 'none'");
    expect(policy).toContain("frame-ancestors 'self'");
    // The forms post to their own page without JavaScript (docs/forms.md): to this site only.
    expect(policy).toContain("form-action 'self'");
  });
});

describe('security headers and CORS', () => {
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

  it("sends the page policy with the site's HTML and a locked-down one with API replies", async () => {
    const page = await t.app.inject({ method: 'GET', url: '/about' });
    const policy = String(page.headers['content-security-policy']);
    expect(policy).toContain(`'sha256-${createHash('sha256').update(bootScript).digest('base64')}'`);
    expect(policy).toContain('https://cdn.example.com');
    expect(policy).not.toMatch(/unsafe/);
    expect(page.headers['permissions-policy']).toContain('camera=()');
    expect(page.headers['cross-origin-opener-policy']).toBe('same-origin');
    const api = await t.app.inject({ method: 'GET', url: '/api/v1/services' });
    expect(api.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(api.headers['x-content-type-options']).toBe('nosniff');
  });

  it('sends HSTS only over HTTPS (as a trusted proxy on this machine reports it)', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/health' })).headers['strict-transport-security']).toBeUndefined();
    const https = await t.app.inject({ method: 'GET', url: '/api/health', headers: { 'x-forwarded-proto': 'https' } });
    expect(https.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    const untrusted = await t.app.inject({ method: 'GET', url: '/api/health', remoteAddress: '203.0.113.9', headers: { 'x-forwarded-proto': 'https' } });
    expect(untrusted.headers['strict-transport-security']).toBeUndefined();
  });

  it("allows CORS_ORIGINS and the site's own origin, and nobody else", async () => {
    const preflight = await t.app.inject({
      method: 'OPTIONS',
      url: '/api/v1/messages/contact',
      headers: { origin: 'https://partner.example', 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type,idempotency-key' },
    });
    expect(preflight.statusCode).toBe(204);
    expect(preflight.headers['access-control-allow-origin']).toBe('https://partner.example');
    expect(String(preflight.headers['access-control-allow-headers'])).toMatch(/Idempotency-Key/);
    const read = await t.app.inject({ method: 'GET', url: '/api/v1/clients', headers: { origin: 'https://partner.example' } });
    expect(read.headers['access-control-allow-origin']).toBe('https://partner.example');
    expect(String(read.headers['vary'])).toMatch(/Origin/);
    expect(String(read.headers['vary'])).toMatch(/Accept-Language/);
    const own = await t.app.inject({ method: 'GET', url: '/api/v1/clients', headers: { origin: 'http://nasaq.example', host: 'nasaq.example' } });
    expect(own.headers['access-control-allow-origin']).toBe('http://nasaq.example');
    const other = await t.app.inject({ method: 'GET', url: '/api/v1/clients', headers: { origin: 'https://evil.example' } });
    expect(other.headers['access-control-allow-origin']).toBeUndefined();
    const otherPreflight = await t.app.inject({
      method: 'OPTIONS',
      url: '/api/v1/messages/contact',
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST' },
    });
    expect(otherPreflight.headers['access-control-allow-origin']).toBeUndefined();
  });
});
