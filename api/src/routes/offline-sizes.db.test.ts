import { offlineManifestResponseSchema, type OfflineManifestItem } from '@site/shared/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp, type TestApp } from '../testing/app';

/**
 * The offline manifest's estimates against what they estimate, on the demo content: each
 * item's detail reply as the API sends it, and a few images as the server renders them. (Pages
 * need the built site: `npm run bench:scale` prints the download's planned bytes beside the
 * bytes stored.)
 */
let t: TestApp;
beforeAll(async () => {
  t = await testApp();
});
afterAll(() => t.close());

async function manifest(lang: 'ar' | 'en') {
  const response = await t.app.inject({ method: 'GET', url: `/api/v1/offline/manifest?lang=${lang}` });
  expect(response.statusCode).toBe(200);
  return offlineManifestResponseSchema.parse(response.json()).data;
}

async function bytesOf(url: string): Promise<number> {
  const response = await t.app.inject({ method: 'GET', url });
  expect(response.statusCode, url).toBe(200);
  return response.rawPayload.length;
}

describe('the offline manifest', () => {
  it('lists every item of the demo content (it fits the budget in both languages), newest first, the same in either language', async () => {
    const data = await manifest('en');
    expect(await manifest('ar')).toEqual(data);
    expect(data.projects).toHaveLength(data.totals.projects);
    expect(data.blogs).toHaveLength(data.totals.blogs);
    expect(data.designs).toHaveLength(data.totals.designs);
    expect(data.services).toHaveLength(9);
    const rows = await t.database.db.selectFrom('blogs').select(['slug', 'date']).orderBy('date', 'desc').orderBy('id', 'desc').execute();
    expect(data.blogs.map((item) => item.slug)).toEqual(rows.map((row) => row.slug));
    expect(data.core.image_count).toBeGreaterThan(9);
  });

  for (const lang of ['ar', 'en'] as const) {
    it(`estimates each item's reply within a fifth of its real size (${lang})`, async () => {
      const data = await manifest(lang);
      const paths: [OfflineManifestItem, string][] = [
        ...data.projects.map((item) => [item, `/api/v1/projects/slug/${item.slug}`] as [OfflineManifestItem, string]),
        ...data.blogs.map((item) => [item, `/api/v1/blogs/slug/${item.slug}`] as [OfflineManifestItem, string]),
        ...data.designs.map((item) => [item, `/api/v1/social-media/slug/${item.slug}?gallery_page=1&per_page=9`] as [OfflineManifestItem, string]),
        ...data.services.map((item) => [item, `/api/v1/services/${item.id}`] as [OfflineManifestItem, string]),
      ];
      for (const [item, path] of paths) {
        const real = await bytesOf(`${path}${path.includes('?') ? '&' : '?'}lang=${lang}`);
        expect(item.reply[lang]! / real, path).toBeGreaterThan(0.8);
        expect(item.reply[lang]! / real, path).toBeLessThan(1.2);
      }
    });
  }

  it('estimates images from their size: a project’s main image and gallery thumbnail, a design’s main image', { timeout: 60_000 }, async () => {
    const data = await manifest('en');
    const project = data.projects[0]!;
    const design = data.designs[0]!;
    const detail = (await t.app.inject({ method: 'GET', url: `/api/v1/projects/slug/${project.slug}` })).json<{
      data: { project: { image_meta: { srcset: string }; gallaries: { image_meta: { srcset: string } }[] } };
    }>();
    const width = (srcset: string, wanted: number) =>
      srcset
        .split(', ')
        .map((part) => part.split(' ')[0]!)
        .find((url) => Number(/\.(\d+)\.webp$/.exec(url)?.[1]) >= wanted)!;
    const real =
      (await bytesOf(width(detail.data.project.image_meta.srcset, 640))) +
      (await Promise.all(detail.data.project.gallaries.map((image) => bytesOf(width(image.image_meta.srcset, 320))))).reduce((a, b) => a + b, 0);
    expect(project.images! / real).toBeGreaterThan(0.6);
    expect(project.images! / real).toBeLessThan(1.6);
    expect(project.image_count).toBe(1 + detail.data.project.gallaries.length);
    expect(design.image_count).toBe(10);
  });
});
