import { errorBodySchema, healthResponseSchema, livenessResponseSchema, readinessResponseSchema } from '@site/shared/contract';
import { afterEach, describe, expect, it } from 'vitest';
import { Readiness } from '../scaling/readiness';
import { testApp, type TestApp } from '../testing/app';

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
    expect(healthResponseSchema.parse(response.json()).data).toEqual({
      status: 'ok',
      database: t.database.engine,
      images: { made: 0, queued: 0, failed: 0, warm: false },
    });
  });

  it('answers 503 with the failure envelope when the database does not', async () => {
    t = await testApp();
    await t.database.close();
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(503);
    expect(errorBodySchema.parse(response.json())).toEqual({ success: false, message: 'Database unavailable' });
  });
});

describe('GET /api/health/live and /api/health/ready', () => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  it('is alive without asking the database, and stays ready when the database is away, saying so', async () => {
    t = await testApp();
    const ready = await t.app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.headers['cache-control']).toBe('no-store');
    expect(readinessResponseSchema.parse(ready.json()).data).toEqual({ status: 'ready', database: t.database.engine, databaseState: 'up', redis: 'off' });

    // Every replica shares the database: an outage must not take them all out of the balancer.
    await t.database.close();
    const without = await t.app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(without.statusCode).toBe(200);
    expect(readinessResponseSchema.parse(without.json()).data).toMatchObject({ status: 'ready', databaseState: 'down' });
    const live = await t.app.inject({ method: 'GET', url: '/api/health/live' });
    expect(live.statusCode).toBe(200);
    expect(livenessResponseSchema.parse(live.json()).data.status).toBe('alive');
  });

  it('stops being ready once shutdown begins, while still alive', async () => {
    const readiness = new Readiness();
    t = await testApp({ readiness });
    readiness.drain();
    const notReady = await t.app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(notReady.statusCode).toBe(503);
    expect(errorBodySchema.parse(notReady.json()).message).toBe('Shutting down');
    expect((await t.app.inject({ method: 'GET', url: '/api/health/live' })).statusCode).toBe(200);
  });
});
