import { errorBodySchema, healthResponseSchema } from '@site/shared/contract';
import { afterEach, describe, expect, it } from 'vitest';
import { testApp, type TestApp } from '../test/app';

describe('GET /api/health', () => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  it('reports ok and the database engine once the database answers', async () => {
    t = await testApp();
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(healthResponseSchema.parse(response.json()).data).toEqual({ status: 'ok', database: t.database.engine });
  });

  it('answers 503 with the failure envelope when the database does not', async () => {
    t = await testApp();
    await t.database.close();
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(503);
    expect(errorBodySchema.parse(response.json())).toEqual({ success: false, message: 'Database unavailable' });
  });
});
