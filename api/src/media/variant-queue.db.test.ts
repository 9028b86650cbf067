import { setTimeout as sleep } from 'node:timers/promises';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabase, type TestDatabase } from '../testing/database';
import { widthsOf } from './catalog';
import { generatedMedia, type MediaRow } from './media-source';
import { MediaRenderer, type Prepared } from './renderer';
import { VariantQueue, type Variant } from './variant-queue';

let database: TestDatabase;
let folder: string;
const images: MediaRow[] = [];

beforeAll(async () => {
  database = await testDatabase();
  folder = mkdtempSync(path.join(tmpdir(), 'site-variants-'));
  for (const [index, motif] of (['browser', 'shop', 'phone', 'chart'] as const).entries()) {
    images.push(generatedMedia(`image-${index}`, `seed-${index}`, { motif }));
  }
  await database.db
    .insertInto('media')
    .values(images.map((image) => ({ ...image, created_at: new Date().toISOString() })))
    .execute();
}, 60_000);
afterAll(async () => {
  await database.cleanup();
  rmSync(folder, { recursive: true, force: true });
});

const smallest = (image: MediaRow): Variant => ({ id: image.id, width: widthsOf(image.width)[0]! });
const cacheDir = (name: string) => path.join(folder, name);

/** A renderer whose `prepare` the test finishes by hand, counting how many run at once. */
function heldRenderer() {
  const running = new Set<string>();
  const calls: string[] = [];
  const finish = new Map<string, (result: Prepared) => void>();
  let most = 0;
  return {
    calls,
    running,
    get most() {
      return most;
    },
    finish(id: string, result: Prepared = 'made') {
      finish.get(id)?.(result);
    },
    prepare(id: string, width: number): Promise<Prepared> {
      const name = `${id}-${width}`;
      calls.push(name);
      running.add(name);
      most = Math.max(most, running.size);
      return new Promise<Prepared>((resolve) => finish.set(id, resolve)).finally(() => running.delete(name));
    },
  };
}

const until = async (check: () => boolean) => {
  for (let i = 0; i < 500 && !check(); i++) await sleep(2);
  expect(check()).toBe(true);
};

describe('the image variant queue', () => {
  it('makes one variant at a time, in order, and says what it made, holds and failed', async () => {
    const renderer = heldRenderer();
    const queue = new VariantQueue(renderer);
    expect(queue.add([0, 1, 2].map((n) => ({ id: `i${n}`, width: 100 })))).toBe(3);
    expect(queue.stats()).toEqual({ made: 0, queued: 3, failed: 0 });
    await until(() => renderer.calls.length === 1);
    renderer.finish('i0');
    await until(() => renderer.calls.length === 2);
    renderer.finish('i1', 'present');
    await until(() => renderer.calls.length === 3);
    expect(renderer.most).toBe(1);
    renderer.finish('i2');
    await queue.idle();
    expect(renderer.calls).toEqual(['i0-100', 'i1-100', 'i2-100']);
    expect(queue.stats()).toEqual({ made: 2, queued: 0, failed: 0 });
    expect(queue.warm).toBe(true);
  });

  it('queues a variant once however often it is added, and bounds what waits', async () => {
    const renderer = heldRenderer();
    const queue = new VariantQueue(renderer, { maxQueued: 3 });
    const variant = { id: 'same', width: 320 };
    expect(queue.add([variant, variant, { ...variant }])).toBe(1);
    expect(queue.add([variant, { id: 'a', width: 1 }, { id: 'b', width: 1 }, { id: 'c', width: 1 }])).toBe(2);
    expect(queue.stats().queued).toBe(3);
    for (const id of ['same', 'a', 'b']) {
      await until(() => renderer.running.size === 1);
      renderer.finish(id);
      await until(() => !renderer.running.has(`${id}-${id === 'same' ? 320 : 1}`));
    }
    await queue.idle();
    expect(renderer.calls).toEqual(['same-320', 'a-1', 'b-1']);
    // Made and gone from the queue: adding it again queues it again (the renderer then finds the file).
    expect(queue.add([variant])).toBe(1);
    await until(() => renderer.running.size === 1);
    renderer.finish('same', 'present');
    await queue.idle();
    expect(queue.stats()).toEqual({ made: 3, queued: 0, failed: 0 });
  });

  it('counts a failed render and goes on', async () => {
    const failing = { prepare: async (id: string): Promise<Prepared> => (id === 'bad' ? Promise.reject(new Error('no database')) : 'made') };
    const errors: Variant[] = [];
    const queue = new VariantQueue(failing, { onError: (_error, variant) => errors.push(variant) });
    queue.add([
      { id: 'bad', width: 1 },
      { id: 'good', width: 1 },
    ]);
    await queue.idle();
    expect(queue.stats()).toEqual({ made: 1, queued: 0, failed: 1 });
    expect(errors).toEqual([{ id: 'bad', width: 1 }]);
  });

  it('makes the very bytes the on-demand path makes, and a request finds them on disk', async () => {
    const ahead = new MediaRenderer(database.db, cacheDir('ahead'));
    const queue = new VariantQueue(ahead);
    const variants = images.map(smallest);
    queue.add(variants);
    await queue.idle();
    expect(queue.stats()).toEqual({ made: images.length, queued: 0, failed: 0 });
    const onDemand = new MediaRenderer(database.db, cacheDir('on-demand'));
    for (const { id, width } of variants) {
      const made = readFileSync(path.join(cacheDir('ahead'), `${id}-${width}.webp`));
      expect((await onDemand.webp(id, width))?.equals(made), id).toBe(true);
      expect((await ahead.webp(id, width))?.equals(made), id).toBe(true);
    }
    // Already there: nothing is made again.
    queue.add(variants);
    await queue.idle();
    expect(queue.stats().made).toBe(images.length);
    // Not an image, or not a served width: nothing to make, nothing failed.
    expect(await ahead.prepare('000000000000', 100)).toBe('none');
    expect(await ahead.prepare(images[0]!.id, 123)).toBe('none');
  }, 60_000);

  it('never holds more than one render slot, so a request is answered at once', async () => {
    const renderer = new MediaRenderer(database.db, cacheDir('busy'));
    const queue = new VariantQueue(renderer);
    const widest = images.map((image) => ({ id: image.id, width: image.width }));
    queue.add(widest);
    await until(() => renderer.load.running === 1);
    // One slot holds a background render; a visitor's request takes the other at once.
    const request = renderer.webp(images[3]!.id, widthsOf(images[3]!.width)[0]!);
    await until(() => renderer.load.running === 2);
    expect(renderer.load.waiting).toBe(0);
    expect(await request).not.toBeNull();
    // The background never has more than one render in the renderer.
    expect(renderer.load.running + renderer.load.waiting).toBeLessThanOrEqual(1);
    await queue.idle();
    expect(queue.stats()).toEqual({ made: images.length, queued: 0, failed: 0 });
  }, 60_000);

  it('moves a variant waiting to be made ahead before later requests once a visitor asks for it', async () => {
    // One slot: a request holds it, the background's variant waits for it.
    const renderer = new MediaRenderer(database.db, cacheDir('priority'), 1);
    const [ahead, later] = images.slice(1, 3).map((image) => ({ id: image.id, width: widthsOf(image.width)[1]! }));
    // The widest render holds the slot longest, while the background's variant reads its row and queues.
    const first = { id: images[0]!.id, width: widthsOf(images[0]!.width).at(-1)! };
    const done: string[] = [];
    const note = (name: string) => () => {
      done.push(name);
    };
    const running = renderer.webp(first.id, first.width).then(note('first'));
    await until(() => renderer.load.running === 1);
    const prepared = renderer.prepare(ahead!.id, ahead!.width).then(note('ahead'));
    await until(() => renderer.load.waiting === 1);
    const asked = renderer.webp(ahead!.id, ahead!.width);
    const other = renderer.webp(later!.id, later!.width).then(note('later'));
    await Promise.all([running, prepared, asked, other]);
    expect(done).toEqual(['first', 'ahead', 'later']);
  }, 60_000);
});
