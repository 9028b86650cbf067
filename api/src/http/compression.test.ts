import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { acceptedEncoding, compression, sendKept, type KeptBytes } from './compression';
import { cachedBody, sendEncoded } from './response-cache';

const text = 'کلمات '.repeat(400);

describe('compression, in one place', () => {
  const app = Fastify();
  const kept: KeptBytes = { body: Buffer.from(text) };
  const grown: number[] = [];
  const page = cachedBody(text);
  beforeAll(async () => {
    await app.register(compression);
    app.get('/kept', (request, reply) => sendKept(request, reply, kept, (bytes) => grown.push(bytes)));
    app.get('/small', (request, reply) => sendKept(request, reply, { body: Buffer.from('tiny') }));
    app.get('/page', (request, reply) => sendEncoded(request, reply, page));
    app.get('/made', (_request, reply) => reply.type('text/plain; charset=utf-8').send(text));
    await app.ready();
  });
  afterAll(() => app.close());
  const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers });

  it('reads Accept-Encoding as @fastify/compress does: the best accepted, brotli first, none refused', () => {
    const encodingOf = (header?: string) => acceptedEncoding({ headers: header === undefined ? {} : { 'accept-encoding': header } } as never);
    expect(encodingOf('gzip, deflate, br')).toBe('br');
    expect(encodingOf('gzip;q=1, br;q=0.5')).toBe('gzip');
    expect(encodingOf('br;q=0, gzip')).toBe('gzip');
    expect(encodingOf('*')).toBe('gzip');
    expect(encodingOf('deflate')).toBeNull();
    expect(encodingOf(undefined)).toBeNull();
  });

  it('compresses kept bytes once per encoding, keeps the result, and sends it to every later request', async () => {
    const first = await get('/kept', { 'accept-encoding': 'br' });
    expect(first.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(first.rawPayload).toString()).toBe(text);
    expect(String(first.headers['vary'])).toMatch(/Accept-Encoding/);
    const again = await get('/kept', { 'accept-encoding': 'br' });
    expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
    const gzip = await get('/kept', { 'accept-encoding': 'gzip' });
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(text);
    expect(grown).toEqual([kept.br!.length, kept.gzip!.length]);
    expect((await get('/kept')).body).toBe(text);
    expect((await get('/small', { 'accept-encoding': 'br' })).headers['content-encoding']).toBeUndefined();
  });

  it("answers a kept page 304 for its ETag (the uncompressed bytes'), whatever the encoding", async () => {
    const sent = await get('/page', { 'accept-encoding': 'gzip' });
    expect(sent.headers['content-encoding']).toBe('gzip');
    const unchanged = await get('/page', { 'accept-encoding': 'br', 'if-none-match': String(sent.headers['etag']) });
    expect(unchanged.statusCode).toBe(304);
    expect(String(unchanged.headers['vary'])).toMatch(/Accept-Encoding/);
  });

  it('compresses a reply made for one request as it is sent', async () => {
    const made = await get('/made', { 'accept-encoding': 'br' });
    expect(made.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(made.rawPayload).toString()).toBe(text);
  });
});
