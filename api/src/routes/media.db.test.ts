import sharp from 'sharp';
import { errorBodySchema, servicesListResponseSchema } from '@site/shared/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp, type TestApp } from '../testing/app';

let t: TestApp;
beforeAll(async () => {
  t = await testApp();
});
afterAll(() => t.close());

describe('generated images', () => {
  it('renders each listed WebP width on first request, with the size image_meta promised, cached for a year', async () => {
    const services = servicesListResponseSchema.parse((await t.app.inject({ method: 'GET', url: '/api/v1/services' })).json());
    const meta = services.data.data[0]!.image_meta!;
    const sources = meta.srcset!.split(', ').map((entry) => entry.split(' ') as [string, string]);
    expect(sources.map(([, width]) => width)).toEqual(['480w', '960w', '1440w']);
    for (const [url, width] of sources) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type']).toBe('image/webp');
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(response.headers['cross-origin-resource-policy']).toBe('cross-origin');
      const info = await sharp(response.rawPayload).metadata();
      expect(info.format).toBe('webp');
      expect(`${info.width}w`).toBe(width);
      expect(info.height).toBe(Math.round((Number.parseInt(width, 10) * meta.height) / meta.width));
    }
    // A second request comes from the disk cache, byte for byte.
    const [url] = sources[1]!;
    const again = await t.app.inject({ method: 'GET', url });
    expect(again.rawPayload.equals((await t.app.inject({ method: 'GET', url })).rawPayload)).toBe(true);
  });

  it('answers 404 for an unknown image or a width that is not offered (no resizing on demand)', async () => {
    const services = servicesListResponseSchema.parse((await t.app.inject({ method: 'GET', url: '/api/v1/services' })).json());
    const url = services.data.data[0]!.image_url!;
    for (const bad of [
      url.replace(/\.\d+\.webp$/, '.123.webp'),
      url.replace(/\.[0-9a-f]{12}\./, '.000000000000.'),
      '/api/media/..%2F..%2Fetc%2Fpasswd',
      '/api/media/x.svg',
    ]) {
      const response = await t.app.inject({ method: 'GET', url: bad });
      expect(response.statusCode, bad).toBe(404);
    }
  });
});

describe('GET /api/placeholder/{w}/{h}', () => {
  it('answers an SVG of that size that cannot run anything', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/placeholder/300/200' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
    expect(response.headers['content-security-policy']).toContain("default-src 'none'");
    expect(response.body).toMatch(/^<svg [^>]*width="300" height="200"/);
    expect(response.body).not.toMatch(/<script/);
  });

  it('bounds the size', async () => {
    for (const url of ['/api/placeholder/0/10', '/api/placeholder/4001/10', '/api/placeholder/abc/10', '/api/placeholder/10/-5', '/api/placeholder/1e3/10']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(400);
      expect(errorBodySchema.parse(response.json()).message).toBe('Width and height must be whole numbers from 1 to 4000');
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/placeholder/4000/1' })).statusCode).toBe(200);
  });
});
