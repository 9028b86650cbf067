import { errorBodySchema } from '@site/shared/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runInbox } from '../../cli/inbox';
import { addPartner, removePartner } from '../../partners/partners';
import { testApp, type TestApp } from '../../testing/app';
import { goodInputs } from './bad-inputs';

/**
 * A consultation's attribution (docs/embedding.md#attribution), and partners as data: a partner
 * added to the database while the server runs is allowed within seconds, one removed is refused.
 */
let t: TestApp;
beforeAll(async () => {
  t = await testApp({ config: { rateLimits: false, corsOrigins: ['https://fixed.example'] } });
}, 60_000);
afterAll(() => t?.close());

const request = { ...goodInputs.consultation.json, language: 'en' };
const labels = { source: 'pricing-sidebar', utm_source: 'newsletter', utm_medium: 'email', utm_campaign: 'spring-sale' };

function post(body: object, headers: Record<string, string> = {}) {
  return t.app.inject({ method: 'POST', url: '/api/v1/consultations/free', headers: { 'content-type': 'application/json', ...headers }, payload: body });
}

function preflight(origin: string) {
  return t.app.inject({
    method: 'OPTIONS',
    url: '/api/v1/consultations/free',
    headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' },
  });
}

const latest = () => t.database.db.selectFrom('consultations').selectAll().orderBy('id', 'desc').executeTakeFirstOrThrow();

describe('a consultation from a partner page', () => {
  it("is allowed once the partner is added while the server runs, and stores the partner's origin from the request, never from the body", async () => {
    const shop = 'https://shop.example';
    expect((await post(request, { origin: shop })).statusCode).toBe(403);
    await addPartner(t.database.db, shop, 'Shop & Co');
    await expect.poll(async () => (await preflight(shop)).headers['access-control-allow-origin'], { timeout: 5_000 }).toBe(shop);

    const reply = await post({ ...request, ...labels, origin: 'https://liar.example', partner: 'Liar' }, { origin: shop });
    expect(reply.statusCode).toBe(201);
    expect(await latest()).toMatchObject({ origin: shop, ...labels });

    // What staff see: the partner's name beside its origin, the source and the campaign.
    const [row] = JSON.parse(await runInbox(['consultations', '--format', 'json'], { ...process.env, ...t.database.env })) as Record<string, unknown>[];
    expect(row).toMatchObject({ origin: shop, partner: 'Shop & Co', ...labels });
    const table = await runInbox(['consultations'], { ...process.env, ...t.database.env });
    expect(table).toContain('Shop & Co');
    expect(table).toContain('spring-sale');

    await removePartner(t.database.db, shop);
    await expect.poll(async () => (await post(request, { origin: shop })).statusCode, { timeout: 5_000 }).toBe(403);
    expect((await preflight(shop)).headers['access-control-allow-origin']).toBeUndefined();
  });

  it('stores no origin for the site itself or a request from no browser, and CORS_ORIGINS stays a fixed extra list', async () => {
    expect((await post(request, { origin: 'https://nasaq.example', host: 'nasaq.example' })).statusCode).toBe(201);
    expect((await latest()).origin).toBeNull();
    expect((await post({ ...request, source: '  ' })).statusCode).toBe(201);
    expect(await latest()).toMatchObject({ origin: null, source: null, utm_campaign: null });
    expect((await post(request, { origin: 'https://fixed.example' })).statusCode).toBe(201);
    expect((await latest()).origin).toBe('https://fixed.example');
  });

  it('refuses labels past 100 characters or holding control characters, and stores markup as text', async () => {
    const long = await post({ ...request, utm_campaign: 'x'.repeat(101) });
    expect(long.statusCode).toBe(422);
    expect(errorBodySchema.parse(long.json()).errors).toEqual({ utm_campaign: 'Maximum length is 100 characters' });
    for (const bad of ['line\nbreak', 'tab\there', 'right\u202Eto-left']) {
      const reply = await post({ ...request, source: bad });
      expect(reply.statusCode, JSON.stringify(bad)).toBe(422);
      expect(errorBodySchema.parse(reply.json()).errors).toEqual({ source: 'Invalid characters' });
    }
    expect((await post({ ...request, source: 7 })).statusCode).toBe(422);
    const markup = '<img src=x onerror=alert(1)>';
    expect((await post({ ...request, source: markup })).statusCode).toBe(201);
    expect((await latest()).source).toBe(markup);
  });
});
