import { DEFAULT_CONTACT_SUBJECT, EMAIL_EXISTS, TOO_MANY_REQUESTS, errorBodySchema, submissionPaths, submissionResponseSchema } from '@site/shared/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp, type TestApp } from '../../testing/app';
import { BODY_LIMIT, RATE_LIMITS } from '.';
import { badInputs, goodInputs } from './bad-inputs';

let t: TestApp;
beforeAll(async () => {
  // Limits off here (one address sends everything); the rate-limit tests build their own server.
  t = await testApp({ config: { rateLimits: false } });
});
afterAll(() => t.close());

const contact = {
  name: 'محمد عبد الله',
  email: 'Mohamed@Example.com',
  phone: '+966 55 123 4567',
  subject: '',
  message: 'أرغب في تطوير متجر إلكتروني لشركتي.',
  language: 'ar',
};

const consultation = { ...goodInputs.consultation.json, language: 'en' };

function post(url: string, payload: unknown, headers: Record<string, string> = {}) {
  return t.app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/json', ...headers },
    payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
  });
}

const count = async (table: 'messages' | 'consultations' | 'subscribers') =>
  Number(
    (
      await t.database.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('POST /api/v1/messages/contact', () => {
  it('stores a valid message and answers success only after it is committed', async () => {
    const before = await count('messages');
    const response = await post('/api/v1/messages/contact', contact);
    expect(response.statusCode).toBe(201);
    expect(submissionResponseSchema.parse(response.json()).message).toMatch(/تم إرسال رسالتك/);
    expect(await count('messages')).toBe(before + 1);
    const row = await t.database.db.selectFrom('messages').selectAll().orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(row).toMatchObject({ name: 'محمد عبد الله', email: 'mohamed@example.com', subject: DEFAULT_CONTACT_SUBJECT, language: 'ar' });
  });

  it('answers 422 with a text per invalid field, and stores nothing', async () => {
    const before = await count('messages');
    const response = await post('/api/v1/messages/contact', { ...contact, name: 'R2D2', email: 'nope', phone: '12', message: 'short', language: 'en' });
    expect(response.statusCode).toBe(422);
    const body = errorBodySchema.parse(response.json());
    expect(body.message).toBe('The given data was invalid.');
    expect(body.errors).toEqual({
      name: 'Please enter a valid name',
      email: 'Invalid email address',
      phone: 'Invalid phone number',
      message: 'Minimum length is 10 characters',
    });
    expect(await count('messages')).toBe(before);
  });

  it('refuses a body that is not an object, and text neither database can store as sent', async () => {
    for (const payload of ['[]', '"text"', 'null', '42']) {
      const response = await post('/api/v1/messages/contact', payload);
      expect(response.statusCode, payload).toBe(422);
    }
    const nul = await post('/api/v1/messages/contact', { ...contact, message: 'hello\u0000 world, more text' });
    expect(nul.statusCode).toBe(422);
    expect(errorBodySchema.parse(nul.json()).errors).toMatchObject({ message: 'Invalid characters' });
    const surrogate = await post(
      '/api/v1/messages/contact',
      `{"name":"Ali Hassan","email":"a@b.co","phone":"+20 100 123 4567","message":"broken \\ud800 pair here"}`,
    );
    expect(surrogate.statusCode).toBe(422);
  });

  it('stores injection strings verbatim', async () => {
    const message = `Robert'); DROP TABLE messages;-- <script>alert(1)</script> \${7*7} {{7*7}} %s`;
    const response = await post('/api/v1/messages/contact', { ...contact, subject: "' OR '1'='1", message });
    expect(response.statusCode).toBe(201);
    const row = await t.database.db.selectFrom('messages').selectAll().orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(row.message).toBe(message);
    expect(row.subject).toBe("' OR '1'='1");
  });

  it('answers a filled honeypot like a success, and stores nothing', async () => {
    const before = await count('messages');
    const response = await post('/api/v1/messages/contact', { ...contact, company_website: 'http://spam.example' });
    expect(response.statusCode).toBe(201);
    expect(submissionResponseSchema.parse(response.json()).success).toBe(true);
    expect(await count('messages')).toBe(before);
  });
});

describe('the table of bad inputs (the page refuses the same from a form post: api/src/site/form-posts.db.test.ts)', () => {
  for (const input of badInputs) {
    it(`${input.kind}: ${input.name} gets 422 with its errors, and nothing is stored`, async () => {
      const table = ({ contact: 'messages', consultation: 'consultations', newsletter: 'subscribers' } as const)[input.kind];
      const before = await count(table);
      const response = await post(`/api${submissionPaths[input.kind]}`, { ...input.json, language: 'en' });
      expect(response.statusCode).toBe(422);
      expect(errorBodySchema.parse(response.json()).errors).toEqual(input.errors);
      expect(await count(table)).toBe(before);
    });
  }
});

describe('POST /api/v1/consultations/free', () => {
  it('stores a request with no description or country and a numeric service_id', async () => {
    const response = await post('/api/v1/consultations/free', { ...consultation, description: null, country: null, service_id: 1 });
    expect(response.statusCode).toBe(201);
    expect(submissionResponseSchema.parse(response.json()).message).toBe('Request Sent Successfully! We will contact you within 24 hours.');
    const row = await t.database.db.selectFrom('consultations').selectAll().orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(row).toMatchObject({ service_id: '1', description: null, country: null, preferred_date: '2025-09-23', preferred_time: '14:00' });
  });

  it('refuses unknown choices and impossible dates', async () => {
    const response = await post('/api/v1/consultations/free', {
      ...consultation,
      service_id: '10',
      country: 'mars',
      preferred_date: '2025-02-30',
      preferred_time: '25:00',
    });
    expect(response.statusCode).toBe(422);
    expect(errorBodySchema.parse(response.json()).errors).toEqual({
      service_id: 'Invalid choice',
      country: 'Invalid choice',
      preferred_date: 'Invalid date',
      preferred_time: 'Invalid time',
    });
  });
});

describe('POST /api/v1/messages/newsletter', () => {
  it('keeps one row per address, case-insensitively, and answers 422 "Email already exists" after', async () => {
    const first = await post('/api/v1/messages/newsletter', { email: 'Reader@Example.org', language: 'en' });
    expect(first.statusCode).toBe(201);
    expect(submissionResponseSchema.parse(first.json()).message).toBe('Successfully subscribed to newsletter!');
    const again = await post('/api/v1/messages/newsletter', { email: 'reader@EXAMPLE.org' });
    expect(again.statusCode).toBe(422);
    expect(errorBodySchema.parse(again.json())).toMatchObject({ message: EMAIL_EXISTS });
    const rows = await t.database.db.selectFrom('subscribers').selectAll().where('email_key', '=', 'reader@example.org').execute();
    expect(rows).toHaveLength(1);
  });

  it('stores exactly one row when 100 identical subscriptions arrive at once', async () => {
    const email = 'crowd@example.com';
    const replies = await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        t.app.inject({
          method: 'POST',
          url: '/api/v1/messages/newsletter',
          headers: { 'content-type': 'application/json' },
          remoteAddress: `10.0.${Math.floor(i / 250)}.${i % 250}`,
          payload: { email },
        }),
      ),
    );
    const statuses = replies.map((reply) => reply.statusCode).sort();
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 422)).toHaveLength(99);
    for (const reply of replies.filter((r) => r.statusCode === 422)) expect(reply.json()).toMatchObject({ message: EMAIL_EXISTS });
    expect(await t.database.db.selectFrom('subscribers').selectAll().where('email_key', '=', email).execute()).toHaveLength(1);
  });
});

describe('Idempotency-Key', () => {
  it('makes a replayed submission store once and answers it the same way', async () => {
    const before = await count('messages');
    const headers = { 'idempotency-key': 'retry-7f3a' };
    const body = { ...contact, message: 'Please call me back about the store project.' };
    const first = await post('/api/v1/messages/contact', body, headers);
    const replay = await post('/api/v1/messages/contact', body, headers);
    expect(first.statusCode).toBe(201);
    expect(replay.statusCode).toBe(201);
    expect(replay.json()).toEqual(first.json());
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(await count('messages')).toBe(before + 1);
  });

  it('stores once when the same keyed request arrives 20 times at once', async () => {
    const before = await count('consultations');
    const replies = await Promise.all(Array.from({ length: 20 }, () => post('/api/v1/consultations/free', consultation, { 'idempotency-key': 'burst-1' })));
    expect(replies.every((reply) => reply.statusCode === 201)).toBe(true);
    expect(await count('consultations')).toBe(before + 1);
  });

  it('refuses the same key with another body, and a malformed key', async () => {
    await post('/api/v1/messages/newsletter', { email: 'key-owner@example.com' }, { 'idempotency-key': 'k-1' });
    const other = await post('/api/v1/messages/newsletter', { email: 'someone-else@example.com' }, { 'idempotency-key': 'k-1' });
    expect(other.statusCode).toBe(422);
    expect(await t.database.db.selectFrom('subscribers').selectAll().where('email_key', '=', 'someone-else@example.com').execute()).toEqual([]);
    const bad = await post('/api/v1/messages/newsletter', { email: 'x@example.com' }, { 'idempotency-key': 'has spaces in it' });
    expect(bad.statusCode).toBe(400);
  });

  it('does not keep a key whose request failed, so a corrected retry with it succeeds', async () => {
    const failed = await post('/api/v1/messages/contact', { ...contact, email: 'broken' }, { 'idempotency-key': 'fix-me' });
    expect(failed.statusCode).toBe(422);
    const fixed = await post('/api/v1/messages/contact', { ...contact, email: 'fixed@example.com' }, { 'idempotency-key': 'fix-me' });
    expect(fixed.statusCode).toBe(201);
  });
});

describe('the HTTP edges of a POST', () => {
  it('answers 415 for a wrong or missing content type, 400 for malformed JSON, 413 beyond the body limit', async () => {
    const form = await t.app.inject({
      method: 'POST',
      url: '/api/v1/messages/contact',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'name=x',
    });
    expect(form.statusCode).toBe(415);
    expect(errorBodySchema.parse(form.json()).message).toBe('Content-Type must be application/json');
    const text = await t.app.inject({
      method: 'POST',
      url: '/api/v1/messages/contact',
      headers: { 'content-type': 'text/plain' },
      payload: JSON.stringify(contact),
    });
    expect(text.statusCode).toBe(415);
    const none = await t.app.inject({ method: 'POST', url: '/api/v1/messages/contact', payload: JSON.stringify(contact) });
    expect(none.statusCode).toBe(415);
    const malformed = await post('/api/v1/messages/contact', '{"name": "Ali",');
    expect(malformed.statusCode).toBe(400);
    expect(errorBodySchema.parse(malformed.json()).message).toBe('Malformed JSON in the request body');
    const empty = await post('/api/v1/messages/contact', '');
    expect(empty.statusCode).toBe(400);
    const huge = await post('/api/v1/messages/contact', { ...contact, message: 'x'.repeat(BODY_LIMIT) });
    expect(huge.statusCode).toBe(413);
    expect(errorBodySchema.parse(huge.json()).success).toBe(false);
    const charset = await post('/api/v1/messages/contact', contact, { 'content-type': 'application/json; charset=utf-8' });
    expect(charset.statusCode).toBe(201);
  });

  it('refuses a POST from a page of another site, and allows the own origin and CORS_ORIGINS', async () => {
    const foreign = await post('/api/v1/messages/newsletter', { email: 'csrf@example.com' }, { origin: 'https://evil.example', host: 'nasaq.example' });
    expect(foreign.statusCode).toBe(403);
    const own = await post('/api/v1/messages/newsletter', { email: 'own@example.com' }, { origin: 'https://nasaq.example', host: 'nasaq.example' });
    expect(own.statusCode).toBe(201);
  });
});

describe('rate limits', () => {
  it('answers 429 with a generic body and Retry-After beyond the per-address limit, per route', async () => {
    const limited = await testApp();
    try {
      const send = (url: string, payload: unknown, ip: string) =>
        limited.app.inject({ method: 'POST', url, remoteAddress: ip, headers: { 'content-type': 'application/json' }, payload: JSON.stringify(payload) });
      const statuses: number[] = [];
      for (let i = 0; i < RATE_LIMITS.newsletter.max + 1; i++)
        statuses.push((await send('/api/v1/messages/newsletter', { email: `n${i}@example.com` }, '203.0.113.7')).statusCode);
      expect(statuses.slice(0, RATE_LIMITS.newsletter.max).every((status) => status === 201)).toBe(true);
      const over = await send('/api/v1/messages/newsletter', { email: 'late@example.com' }, '203.0.113.7');
      expect(over.statusCode).toBe(429);
      expect(over.json()).toEqual({ success: false, message: TOO_MANY_REQUESTS });
      expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
      // Another address, and another route for the same address, are not affected.
      expect((await send('/api/v1/messages/newsletter', { email: 'other@example.com' }, '203.0.113.8')).statusCode).toBe(201);
      expect((await send('/api/v1/messages/contact', contact, '203.0.113.7')).statusCode).toBe(201);
      // X-Forwarded-For from a client that is not a trusted proxy changes nothing.
      const spoofed = await limited.app.inject({
        method: 'POST',
        url: '/api/v1/messages/newsletter',
        remoteAddress: '203.0.113.7',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': '198.51.100.1' },
        payload: JSON.stringify({ email: 'spoof@example.com' }),
      });
      expect(spoofed.statusCode).toBe(429);
    } finally {
      await limited.close();
    }
  });
});
