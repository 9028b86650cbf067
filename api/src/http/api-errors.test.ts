import { errorBodySchema } from '@site/shared/contract';
import { afterEach, describe, expect, it } from 'vitest';
import { testApp, type TestApp } from '../testing/app';

describe('API failures', () => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  it('answers a server fault with the envelope and a generic message, never the internals', async () => {
    t = await testApp();
    await t.database.close();
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/services' });
    expect(response.statusCode).toBe(500);
    expect(errorBodySchema.parse(response.json())).toEqual({ success: false, message: 'Internal server error' });
  });

  it('answers a malformed request body with a 400 envelope', async () => {
    t = await testApp();
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/services',
      headers: { 'content-type': 'application/json' },
      payload: '{not json',
    });
    expect(response.statusCode).toBe(400);
    expect(errorBodySchema.parse(response.json()).success).toBe(false);
  });
});
