import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ContentVersion } from '../content/content-version';
import { offlineManifest } from '../routes/offline-manifest';
import { takenWidth } from '../routes/offline-sizes';
import { testApp, type TestApp } from '../testing/app';
import { widthsOf } from './catalog';
import { startWarmUp, variantsAhead } from './warm-up';
import type { Variant, VariantQueue } from './variant-queue';

let t: TestApp;
beforeAll(async () => {
  t = await testApp();
});
afterAll(() => t.close());

describe('the variants made ahead of time', () => {
  it('lists the first screens at every width, then what the offline download takes, rasters only', async () => {
    const db = t.database.db;
    const variants = await variantsAhead(db, await offlineManifest(db));
    const media = new Map((await db.selectFrom('media').select(['id', 'kind', 'width']).execute()).map((row) => [row.id, row]));
    expect(variants.every((variant) => media.get(variant.id)?.kind === 'raster')).toBe(true);
    // The newest project's image first, at every width the pages offer.
    const newest = await db.selectFrom('projects').select('image_id').orderBy('date', 'desc').orderBy('id', 'desc').executeTakeFirstOrThrow();
    const natural = media.get(newest.image_id!)!.width;
    expect(variants.slice(0, widthsOf(natural).length)).toEqual(widthsOf(natural).map((width) => ({ id: newest.image_id, width })));
    // Every project's main image at the width a phone loads offline, and its gallery at thumbnail width.
    const has = (variant: Variant) => variants.some((each) => each.id === variant.id && each.width === variant.width);
    for (const project of await db.selectFrom('projects').select(['id', 'image_id']).execute()) {
      expect(has({ id: project.image_id!, width: takenWidth(media.get(project.image_id!)!.width, 640) }), `project ${project.id}`).toBe(true);
    }
    const shot = await db.selectFrom('project_images').select('image_id').executeTakeFirstOrThrow();
    expect(has({ id: shot.image_id, width: takenWidth(media.get(shot.image_id)!.width, 320) })).toBe(true);
  });

  it('queues the content once, and again when an import changes its version', async () => {
    let version = 'v1';
    const added: number[] = [];
    const queue = { add: (variants: Iterable<Variant>) => added.push([...variants].length) } as unknown as VariantQueue;
    const log = { info: () => undefined, warn: () => undefined };
    const warmUp = startWarmUp({ db: t.database.db, version: new ContentVersion(async () => version, 0), queue, log, pollMs: 5 });
    try {
      await expect.poll(() => warmUp.version).toBe('v1');
      // A while with the same version: nothing more is queued (a sleep to show something does not happen).
      await sleep(50);
      expect(added).toHaveLength(1);
      version = 'v2';
      await expect.poll(() => warmUp.version).toBe('v2');
      expect(added).toHaveLength(2);
      expect(added[0]).toBeGreaterThan(100);
    } finally {
      warmUp.stop();
    }
  });
});
