import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabase, type TestDatabase } from '../testing/database';
import { MEDIA_CATALOG_ENTRIES, MediaCatalog } from './catalog';

let database: TestDatabase;
const COUNT = MEDIA_CATALOG_ENTRIES + 1000;
const ids = Array.from({ length: COUNT }, (_, index) => index.toString(16).padStart(12, '0'));

beforeAll(async () => {
  database = await testDatabase();
  const rows = ids.map((id) => ({
    id,
    name: `image-${id}`,
    kind: 'raster' as const,
    mime: 'image/svg+xml',
    source: '<svg/>',
    width: 1440,
    height: 900,
    tint: '#000000 #ffffff',
    created_at: '2026-01-01T00:00:00.000Z',
  }));
  for (let i = 0; i < rows.length; i += 500)
    await database.db
      .insertInto('media')
      .values(rows.slice(i, i + 500))
      .execute();
});
afterAll(() => database.cleanup());

describe('the media catalog', () => {
  it(`keeps at most ${MEDIA_CATALOG_ENTRIES} images' facts, yet answers a read that needs more, and reads evicted ones again`, async () => {
    const catalog = new MediaCatalog(database.db, '');
    await catalog.ensure('v1');
    const all = await catalog.lookup(ids);
    expect(catalog.size).toBe(MEDIA_CATALOG_ENTRIES);
    expect(all.image(ids[0]).image_url).toBe(`/api/media/image-${ids[0]}.${ids[0]}.960.webp`);
    expect(all.image(ids.at(-1)).image_meta).toMatchObject({ width: 1440, height: 900, tint: ['#000000', '#ffffff'] });
    // The first ids went out first; asked again, they come from the database.
    const again = await catalog.lookup([ids[0], null, undefined, 'no-such-image']);
    expect(again.image(ids[0]).image_url).toBe(`/api/media/image-${ids[0]}.${ids[0]}.960.webp`);
    expect(again.image('no-such-image')).toEqual({ image_url: null, image_meta: null });
    expect(catalog.size).toBe(MEDIA_CATALOG_ENTRIES);
  });

  it('forgets what it kept when the content version changes', async () => {
    const catalog = new MediaCatalog(database.db, 'https://cdn.example');
    await catalog.ensure('v1');
    await catalog.lookup(ids.slice(0, 10));
    expect(catalog.size).toBe(10);
    await catalog.ensure('v2');
    expect(catalog.size).toBe(0);
  });
});
