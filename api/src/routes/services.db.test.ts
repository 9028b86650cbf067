import { errorBodySchema, serviceDetailResponseSchema, servicesListResponseSchema } from '@site/shared/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp, type TestApp } from '../testing/app';

let t: TestApp;
beforeAll(async () => {
  t = await testApp();
});
afterAll(() => t.close());

async function list(query = '', headers: Record<string, string> = {}) {
  const response = await t.app.inject({ method: 'GET', url: `/api/v1/services${query}`, headers });
  expect(response.statusCode).toBe(200);
  return servicesListResponseSchema.parse(response.json());
}

describe('GET /api/v1/services', () => {
  it('returns every seeded service in the contract envelope, in Arabic by default, ordered', async () => {
    const body = await list();
    expect(body.data.data).toHaveLength(9);
    expect(body.data.total).toBe(9);
    expect(body.data.last_page).toBe(1);
    expect(body.data.data[0]).toMatchObject({ slug: 'web-development', name: 'تطوير المواقع الإلكترونية', icon: 'code' });
    const orders = body.data.data.map((service) => service.sort_order);
    expect(orders).toEqual([...orders].sort((a, b) => a - b));
  });

  it('answers in English for ?lang=en and for an English Accept-Language', async () => {
    expect((await list('?lang=en')).data.data[0]!.name).toBe('Web Development');
    expect((await list('', { 'accept-language': 'en-US,en;q=0.9' })).data.data[0]!.name).toBe('Web Development');
    expect((await list('?lang=ar', { 'accept-language': 'en-US' })).data.data[0]!.name).toBe('تطوير المواقع الإلكترونية');
  });

  it('pages with page and per_page, tolerating junk values', async () => {
    const body = await list('?page=2&per_page=4');
    expect(body.data).toMatchObject({ total: 9, current_page: 2, last_page: 3, per_page: 4 });
    expect(body.data.data.map((service) => service.sort_order)).toEqual([5, 6, 7, 8]);
    expect((await list('?page=-1&per_page=abc')).data).toMatchObject({ current_page: 1, per_page: 50 });
  });

  it('includes the e-invoicing and HR products', async () => {
    const slugs = (await list()).data.data.map((service) => service.slug);
    expect(slugs).toEqual(expect.arrayContaining(['e-invoicing', 'hr-management']));
  });
});

describe('GET /api/v1/services/{id|slug}', () => {
  it('answers by id and by slug with the service and up to 3 related ones', async () => {
    const byId = await t.app.inject({ method: 'GET', url: '/api/v1/services/1?lang=en' });
    const bySlug = await t.app.inject({ method: 'GET', url: '/api/v1/services/web-development?lang=en' });
    expect(byId.statusCode).toBe(200);
    const a = serviceDetailResponseSchema.parse(byId.json());
    const b = serviceDetailResponseSchema.parse(bySlug.json());
    expect(a).toEqual(b);
    expect(a.data.service.name).toBe('Web Development');
    expect(a.data.related_services).toHaveLength(3);
    expect(a.data.related_services.map((service) => service.id)).not.toContain(a.data.service.id);
  });

  it('answers 404 with the failure envelope for an unknown id or slug', async () => {
    // 0 and ids beyond the integer column cannot exist (PostgreSQL would reject the query).
    for (const key of ['9999', 'no-such-service', '0', '99999999999999999999']) {
      const response = await t.app.inject({ method: 'GET', url: `/api/v1/services/${key}` });
      expect(response.statusCode).toBe(404);
      expect(errorBodySchema.parse(response.json())).toEqual({ success: false, message: 'Service not found' });
    }
  });
});

describe('the API around it', () => {
  it('answers unknown API paths and methods with the JSON 404 envelope, also where the site would answer', async () => {
    for (const [method, url] of [
      ['GET', '/api/v1/nothing-here'],
      ['GET', '/api'],
      ['GET', '/api/'],
      ['DELETE', '/api/v1/services'],
      ['POST', '/api/v1/services/1'],
    ] as const) {
      const response = await t.app.inject({ method, url });
      expect(response.statusCode, `${method} ${url}`).toBe(404);
      expect(response.json(), `${method} ${url}`).toEqual({ success: false, message: 'Not found' });
    }
  });

  it('puts the security headers on every response', async () => {
    for (const url of ['/api/v1/services', '/api/nothing', '/about']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.headers['x-content-type-options'], url).toBe('nosniff');
      expect(response.headers['referrer-policy'], url).toBe('strict-origin-when-cross-origin');
      expect(response.headers['x-frame-options'], url).toBe('SAMEORIGIN');
    }
  });
});
