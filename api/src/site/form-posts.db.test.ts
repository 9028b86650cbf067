import { rmSync } from 'node:fs';
import type { FormOutcome } from '@site/shared/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { badInputs, goodInputs } from '../routes/submissions/bad-inputs';
import { RATE_LIMITS } from '../routes/submissions';
import { testApp, type TestApp } from '../testing/app';
import { fakeDist, fakeRemotesJson } from '../testing/fake-dist';
import { parseFormBody } from './form-body';
import { postablePage } from './form-posts';
import { SENT_COOKIE } from './sent-cookie';

/** A stand-in for the built server host: it writes the form outcome it was asked to render into the page. */
const fakeRenderer = `
exports.createSiteRenderer = async () => ({
  version: () => 'v1',
  async render({ path, lang, form }) {
    return { status: path === '/nowhere' ? 404 : 200, complete: true, shown: [], html: '<!doctype html><html lang="' + lang + '"><body>' + path + '<pre id="form">' + JSON.stringify(form ?? null) + '</pre></body></html>' };
  },
});`;

function siteDist(): string {
  return fakeDist('site-forms-', {
    'root-config/index.html': '<!doctype html><html><head><title>plain</title></head><body><main id="main"></main></body></html>',
    'root-config/remotes.json': fakeRemotesJson,
    'root-config/server/index.cjs': fakeRenderer,
  });
}

const tables = { contact: 'messages', consultation: 'consultations', newsletter: 'subscribers' } as const;
type Kind = keyof typeof tables;

let dist: string;
let t: TestApp;
let limited: TestApp;
beforeAll(async () => {
  dist = siteDist();
  [t, limited] = await Promise.all([testApp({ distDir: dist, config: { rateLimits: false } }), testApp({ distDir: dist })]);
  // Two servers, each seeding its database from content/: on a loaded 2-core machine that takes a while.
}, 60_000);
afterAll(async () => {
  await Promise.all([t.close(), limited.close()]);
  rmSync(dist, { recursive: true, force: true });
});

const encode = (fields: Record<string, string>) => new URLSearchParams(fields).toString();

function postForm(url: string, kind: Kind, fields: Record<string, string>, options: { headers?: Record<string, string>; app?: TestApp; ip?: string } = {}) {
  return (options.app ?? t).app.inject({
    method: 'POST',
    url,
    remoteAddress: options.ip ?? '127.0.0.1',
    headers: { 'content-type': 'application/x-www-form-urlencoded', host: 'nasaq.example', origin: 'https://nasaq.example', ...options.headers },
    payload: encode({ form: kind, idempotency_key: '', website: '', ...fields }),
  });
}

/** The outcome the page was rendered with (the fake renderer writes it into the page). */
/** A Set-Cookie header's attributes (after the name and value), sorted: their order is the library's. */
const attributes = (header: string) =>
  header
    .split(';')
    .slice(1)
    .map((part) => part.trim())
    .filter((part) => !part.startsWith('Expires='))
    .sort();

function outcomeOf(html: string): FormOutcome | null {
  const text = /<pre id="form">(.*)<\/pre>/s.exec(html)?.[1] ?? 'null';
  return JSON.parse(text) as FormOutcome | null;
}

async function rows(kind: Kind, app: TestApp = t) {
  return app.database.db.selectFrom(tables[kind]).selectAll().execute() as Promise<Record<string, unknown>[]>;
}

describe('a form posted by the browser itself (application/x-www-form-urlencoded), to the page it is on', () => {
  for (const { kind, lang, page } of [
    { kind: 'contact', lang: 'ar', page: '/contact' },
    { kind: 'consultation', lang: 'en', page: '/consultation' },
    { kind: 'newsletter', lang: 'en', page: '/blog' },
  ] as const) {
    it(`${kind}: stores what the JSON route stores, then 303 to the page with nothing personal; that page shows it sent, once`, async () => {
      const before = (await rows(kind)).length;
      const fields = kind === 'newsletter' ? { email: `native-${lang}@example.com` } : goodInputs[kind].form;
      const response = await postForm(`${page}?lang=${lang}`, kind, fields);
      expect(response.statusCode).toBe(303);
      expect(response.headers['location']).toBe(`${page}?lang=${lang}#${kind}-form`);
      expect(response.headers['cache-control']).toBe('no-store');
      const cookie = String(response.headers['set-cookie']);
      expect(cookie).toMatch(new RegExp(`^${SENT_COOKIE}=${kind}\\.[^;@]*;`));
      expect(attributes(cookie)).toEqual(['HttpOnly', 'Max-Age=60', 'Path=/', 'SameSite=Lax']);
      const stored = await rows(kind);
      expect(stored).toHaveLength(before + 1);
      expect(stored.at(-1)).toMatchObject({ language: lang, email: kind === 'newsletter' ? `native-${lang}@example.com` : 'sara@example.com' });
      if (kind === 'contact') expect(stored.at(-1)).toMatchObject({ name: 'Sara Ali', subject: 'استفسار عام', message: goodInputs.contact.form.message });
      if (kind === 'consultation') expect(stored.at(-1)).toMatchObject({ service_id: '2', preferred_time: '14:00', country: 'egypt' });

      const shown = await t.app.inject({ method: 'GET', url: `${page}?lang=${lang}`, headers: { cookie: cookie.split(';')[0]! } });
      expect(shown.statusCode).toBe(200);
      expect(shown.headers['cache-control']).toBe('no-store');
      expect(String(shown.headers['set-cookie'])).toMatch(new RegExp(`^${SENT_COOKIE}=;`));
      expect(attributes(String(shown.headers['set-cookie']))).toEqual(expect.arrayContaining(['HttpOnly', 'Max-Age=0', 'Path=/', 'SameSite=Lax']));
      expect(outcomeOf(shown.body)).toMatchObject({ form: kind, state: 'sent', key: expect.stringMatching(/^[0-9a-f]{32}$/) });
      // Reloaded (the cookie is gone): the page as it is, and nothing sent again.
      expect(outcomeOf((await t.app.inject({ method: 'GET', url: `${page}?lang=${lang}` })).body)).toBeNull();
      expect(await rows(kind)).toHaveLength(before + 1);
    });
  }

  it("does not show another page's sent state, and a cookie that names no form shows nothing", async () => {
    const elsewhere = await t.app.inject({ method: 'GET', url: '/about?lang=en', headers: { cookie: `${SENT_COOKIE}=contact.%2Fcontact` } });
    expect(outcomeOf(elsewhere.body)).toBeNull();
    expect(elsewhere.headers['set-cookie']).toMatch(/Max-Age=0/);
    const forged = await t.app.inject({ method: 'GET', url: '/contact?lang=en', headers: { cookie: `${SENT_COOKIE}=admin.%2Fcontact` } });
    expect(outcomeOf(forged.body)).toBeNull();
  });

  it('stores a message once when the same form is posted twice (a double press), and again after a send from its new key', async () => {
    const before = (await rows('contact')).length;
    const fields = { ...goodInputs.contact.form, message: `Pressed twice, sent once (${Date.now()}).` };
    const [first, second] = await Promise.all([postForm('/contact?lang=en', 'contact', fields), postForm('/contact?lang=en', 'contact', fields)]);
    expect([first.statusCode, second.statusCode]).toEqual([303, 303]);
    expect(await rows('contact')).toHaveLength(before + 1);
    await postForm('/contact?lang=en', 'contact', { ...fields, idempotency_key: 'after-a-send' });
    expect(await rows('contact')).toHaveLength(before + 2);
  });

  it('answers a filled honeypot as a send, and stores nothing', async () => {
    const before = (await rows('contact')).length;
    const response = await postForm('/contact?lang=en', 'contact', { ...goodInputs.contact.form, website: 'http://spam.example' });
    expect(response.statusCode).toBe(303);
    expect(await rows('contact')).toHaveLength(before);
  });

  it('stores injection strings verbatim', async () => {
    const message = `Robert'); DROP TABLE messages;-- <script>alert(1)</script> \${7*7} %s & = + %25`;
    await postForm('/contact?lang=en', 'contact', { ...goodInputs.contact.form, message });
    expect((await rows('contact')).at(-1)?.['message']).toBe(message);
  });
});

describe('the table of bad inputs (as the JSON routes: api/src/routes/submissions/submissions.db.test.ts)', () => {
  for (const input of badInputs) {
    it(`${input.kind}: ${input.name} comes back as the page (422) with the form's messages and what was typed, and nothing is stored`, async () => {
      const before = (await rows(input.kind)).length;
      const response = await postForm(`/${input.kind === 'newsletter' ? '' : input.kind}?lang=en`, input.kind, input.form);
      expect(response.statusCode).toBe(422);
      expect(response.headers['cache-control']).toBe('no-store');
      // A page like any other: its policy lets a form post to this site only.
      expect(response.headers['content-security-policy']).toContain("form-action 'self'");
      const outcome = outcomeOf(response.body);
      expect(outcome).toMatchObject({ form: input.kind, key: '' });
      expect(outcome && 'problems' in outcome ? outcome.problems : null).toEqual(input.problems);
      expect(outcome && 'values' in outcome ? outcome.values : null).toEqual(input.form);
      expect(await rows(input.kind)).toHaveLength(before);
    });
  }
});

describe('bodies and posts a page refuses (4xx, nothing stored, never a redirect elsewhere)', () => {
  it('415 for any other content type, 413 beyond the limit, 400 for a body the browser could not have sent', async () => {
    const before = (await rows('contact')).length;
    const send = (payload: string, type = 'application/x-www-form-urlencoded') =>
      t.app.inject({ method: 'POST', url: '/contact?lang=en', headers: { 'content-type': type }, payload });
    const body = encode({ form: 'contact', ...goodInputs.contact.form });
    expect((await send(JSON.stringify(goodInputs.contact.json), 'application/json')).statusCode).toBe(415);
    expect((await send(body, 'text/plain')).statusCode).toBe(415);
    expect((await send(body, 'multipart/form-data; boundary=x')).statusCode).toBe(415);
    expect((await send(`${body}&message=${'%D8%A8'.repeat(20_000)}`)).statusCode).toBe(413);
    expect((await send(`${body}&email=twice%40example.com`)).statusCode).toBe(400);
    expect((await send(`${body.replace('message=', 'message=%D8')}`)).statusCode).toBe(400);
    expect((await send(encode({ ...goodInputs.contact.form, form: 'admin' }))).statusCode).toBe(400);
    expect((await send(encode({ form: 'contact', idempotency_key: 'has spaces', ...goodInputs.contact.form }))).statusCode).toBe(400);
    expect((await send(encode(goodInputs.contact.form))).statusCode).toBe(400);
    // The longest valid message, in 4-byte text, fits.
    const longest = { ...goodInputs.contact.form, message: '𝕌'.repeat(2500) };
    expect((await postForm('/contact?lang=en', 'contact', longest)).statusCode).toBe(303);
    expect(await rows('contact')).toHaveLength(before + 1);
  });

  it("403 for a post from another site's page, before anything is read", async () => {
    const before = (await rows('newsletter')).length;
    const response = await postForm('/?lang=en', 'newsletter', { email: 'csrf@example.com' }, { headers: { origin: 'https://evil.example' } });
    expect(response.statusCode).toBe(403);
    const partner = await postForm('/?lang=en', 'newsletter', { email: 'csrf@example.com' }, { headers: { origin: 'null' } });
    expect(partner.statusCode).toBe(403);
    expect(await rows('newsletter')).toHaveLength(before);
  });

  it('404 for a path that is no page, so the 303 can only ever lead to this site', async () => {
    for (const url of ['//evil.example/?lang=en', '/main.3f9a1c2b7d.js', '/api/x']) {
      const response = await postForm(url, 'newsletter', { email: 'redirect@example.com' });
      // /api/x is the API's: it takes JSON only.
      expect(response.statusCode, url).toBe(url === '/api/x' ? 415 : 404);
      expect(response.headers['location'], url).toBeUndefined();
    }
    // As Node hands a raw request line over (a test's inject makes a URL of it first).
    for (const url of ['//evil.example', '/\\evil.example', '/x\\y', 'evil.example', '/icon.svg']) expect(postablePage(url), url).toBeNull();
    expect(postablePage('/blog/%D8%A8?lang=ar')).toBe('/blog/%D8%A8');
  });
});

describe('the rate limits of the JSON route, counted together with it', () => {
  it("shows the form's 'too many requests' past the limit, with what was typed, whichever way the visitor sent", async () => {
    const ip = '203.0.113.40';
    for (let i = 0; i < RATE_LIMITS.newsletter.max; i++) {
      const response = await limited.app.inject({
        method: 'POST',
        url: '/api/v1/messages/newsletter',
        remoteAddress: ip,
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify({ email: `json-${i}@example.com` }),
      });
      expect(response.statusCode).toBe(201);
    }
    const over = await postForm('/?lang=ar', 'newsletter', { email: 'late@example.com' }, { app: limited, ip });
    expect(over.statusCode).toBe(429);
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
    expect(outcomeOf(over.body)).toEqual({
      form: 'newsletter',
      key: '',
      state: 'failed',
      values: { email: 'late@example.com' },
      failure: { status: 429, message: 'Too many requests. Please try again later.' },
    });
    expect((await rows('newsletter', limited)).filter((row) => row['email'] === 'late@example.com')).toEqual([]);
  });

  it("says 'already subscribed' for an address the newsletter has, keeping it typed", async () => {
    await postForm('/?lang=en', 'newsletter', { email: 'twice@example.com' });
    const again = await postForm('/?lang=en', 'newsletter', { email: 'TWICE@example.com' });
    expect(again.statusCode).toBe(422);
    expect(outcomeOf(again.body)).toMatchObject({
      state: 'failed',
      values: { email: 'TWICE@example.com' },
      failure: { status: 422, message: 'Email already exists' },
    });
  });
});

describe('parseFormBody', () => {
  it('decodes a form as the browser encodes it, strictly', () => {
    expect(parseFormBody('a=1+2&b=%D8%B3%D8%A7%D8%B1%D8%A9&c=&d')).toEqual({ a: '1 2', b: 'سارة', c: '', d: '' });
    expect(() => parseFormBody('a=%FF')).toThrow('Malformed form body');
    expect(() => parseFormBody('a=1&a=2')).toThrow('sent twice');
    const tricky = parseFormBody('__proto__=x&constructor=y');
    expect([Object.keys(tricky), tricky['__proto__'], Object.getPrototypeOf(tricky)]).toEqual([['__proto__', 'constructor'], 'x', null]);
  });
});
