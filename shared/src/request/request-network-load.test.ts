import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch } from '../testing/fetch';

/** request.ts afresh (its memory of the network part included), with `./request-network` as `factory` makes it. */
async function freshClient(factory?: () => Record<string, unknown>) {
  vi.resetModules();
  if (factory) vi.doMock('./request-network', factory);
  else vi.doUnmock('./request-network');
  const [{ requestJson }, { resetRequestClient }, { NetworkError }] = await Promise.all([import('./request'), import('./reset'), import('./errors')]);
  return { requestJson, resetRequestClient, NetworkError };
}

describe('the request client’s way to the network, loaded with the first request that needs it', () => {
  afterEach(() => {
    vi.doUnmock('./request-network');
    vi.unstubAllGlobals();
  });

  it('counts a failed download as a network failure, and the next request tries again', async () => {
    let downloads = 0;
    const client = await freshClient(() => {
      downloads += 1;
      throw new Error('Loading chunk request-network failed');
    });
    mockFetch(() => jsonResponse({ success: true, data: 1 }));
    await expect(client.requestJson('/v1/services', { lang: 'en' })).rejects.toBeInstanceOf(client.NetworkError);
    // Forgotten after the failure: the next request downloads it again (and here fails again).
    await expect(client.requestJson('/v1/services', { lang: 'en' })).rejects.toBeInstanceOf(client.NetworkError);
    expect(downloads).toBe(2);
    client.resetRequestClient();
  });

  it('sends once it is there', async () => {
    const client = await freshClient();
    const { calls } = mockFetch(() => jsonResponse({ success: true, data: 2 }));
    expect(await client.requestJson('/v1/services', { lang: 'ar' })).toEqual({ success: true, data: 2 });
    expect(calls).toHaveLength(1);
    client.resetRequestClient();
  });
});
