import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setApiBase, resetRequestClient } from '@site/shared/api';
import { closeOfflineDb, openOfflineDb, replyKey } from './db';
import { downloadOfflineCopy } from './download';
import { OFFLINE_IMAGES_CACHE, OFFLINE_PAGES_CACHE, SUMMARY_KEY } from '@site/shared/worker';
import { readStoredReply, switchOff } from './store';
import { fakeFetch, MemoryCacheStorage } from './test-support';

const ORIGIN = 'http://site.test';
let storage: MemoryCacheStorage;

beforeEach(() => {
  setApiBase(`${ORIGIN}/api`);
  resetRequestClient();
  storage = new MemoryCacheStorage();
  vi.stubGlobal('caches', storage);
});

afterEach(async () => {
  vi.unstubAllGlobals();
  await closeOfflineDb();
  indexedDB.deleteDatabase('nasaq-offline');
});

async function download(options: { fail?: (url: URL) => boolean; limitBytes?: number; imageBytes?: number } = {}) {
  const fake = fakeFetch(options);
  vi.stubGlobal('fetch', fake.fetch);
  const progress: { done: number; total: number }[] = [];
  const summary = await downloadOfflineCopy(await openOfflineDb(), {
    lang: 'en',
    origin: ORIGIN,
    signal: new AbortController().signal,
    onProgress: (value) => progress.push(value),
    ...(options.limitBytes !== undefined && { limitBytes: options.limitBytes }),
  });
  return { summary, progress, fake };
}

describe('the offline download and store', () => {
  it('stores every reply, image and page, through the client with at most 3 requests in flight', { timeout: 30_000 }, async () => {
    const { summary, progress, fake } = await download();
    // 7 single reads + 3 whole lists + 12 projects + 7 posts + 1 design + 1 service
    expect(summary).toMatchObject({ lang: 'en', items: 31, failed: 0, trimmed: false });
    // the phone-width image of each project and post, each project's gallery thumbnail, the design's and the logo
    expect(summary.images).toBe(12 + 7 + 12 + 2);
    expect(summary.pages).toBe(12 + 1 + 12 + 7 + 1);
    expect(fake.state.maxInFlight).toBeLessThanOrEqual(3);
    expect(progress.at(-1)).toEqual({ done: 1000, total: 1000 });
    // The bar only moves forward, though each step learns of more items.
    expect(progress.every((value, index) => index === 0 || value.done >= progress[index - 1]!.done)).toBe(true);

    const images = storage.stores.get(OFFLINE_IMAGES_CACHE)!;
    expect(images.entries.has(`${ORIGIN}/api/media/project-1.700.webp`)).toBe(true);
    expect(images.entries.has(`${ORIGIN}/api/media/shot-1.400.webp`)).toBe(true);
    const pages = storage.stores.get(OFFLINE_PAGES_CACHE)!;
    expect(await (await pages.match(`${ORIGIN}/projects/3?lang=en`))!.text()).toContain('/projects/3');
    expect(await (await pages.match(`${ORIGIN}/portfolio/cafe?lang=en`))!.text()).toContain('/portfolio/cafe');
  });

  it('reads back a project by id and by slug, an article, a design, and a page of any list', { timeout: 30_000 }, async () => {
    await download();
    expect(await readStoredReply('/v1/projects/4', 'en')).toMatchObject({ data: { project: { slug: 'project-4' } } });
    expect(await readStoredReply('/v1/projects/project-4', 'en')).toMatchObject({ data: { project: { id: 4 } } });
    expect(await readStoredReply('/v1/blogs/slug/post-2', 'en')).toMatchObject({ data: { blog: { id: 2 } } });
    expect(await readStoredReply('/v1/social-media/slug/cafe?gallery_page=1&per_page=9', 'en')).toMatchObject({ data: { slug: 'cafe' } });
    expect(await readStoredReply('/v1/projects?page=2&per_page=5', 'en')).toMatchObject({
      data: { total: 12, current_page: 2, last_page: 3, data: [{ id: 6 }, {}, {}, {}, { id: 10 }] },
    });
    expect(await readStoredReply('/v1/services', 'en')).toMatchObject({ data: { data: [{ id: 3 }] } });
    // Nothing for the other language, nor for what was never stored.
    expect(await readStoredReply('/v1/services', 'ar')).toBeUndefined();
    expect(await readStoredReply('/v1/projects/99', 'en')).toBeUndefined();
  });

  it('skips and counts what fails', { timeout: 30_000 }, async () => {
    const { summary } = await download({ fail: (url) => url.pathname === '/api/v1/projects/slug/project-2' || url.pathname === '/api/media/post-1.700.webp' });
    expect(summary.failed).toBe(2);
    expect(summary.items).toBe(30);
    // A project whose own read failed is still answered from the whole list.
    expect(await readStoredReply('/v1/projects/2', 'en')).toMatchObject({ data: { project: { slug: 'project-2' }, related_projects: [] } });
  });

  it('past the limit keeps only 10 projects, 5 posts and 3 images, measured on the bytes stored', { timeout: 30_000 }, async () => {
    const { summary } = await download({ imageBytes: 5000, limitBytes: 100_000 });
    expect(summary.trimmed).toBe(true);
    expect(summary.images).toBe(3);
    expect(storage.stores.get(OFFLINE_IMAGES_CACHE)!.entries.size).toBe(3);
    expect(await readStoredReply('/v1/projects/10', 'en')).toMatchObject({ data: { project: { id: 10 } } });
    expect(await readStoredReply('/v1/projects/11', 'en')).toBeUndefined();
    expect(await readStoredReply('/v1/blogs/slug/post-5', 'en')).toMatchObject({ data: { blog: { id: 5 } } });
    expect(await readStoredReply('/v1/blogs/slug/post-6', 'en')).toBeUndefined();
    expect(await readStoredReply('/v1/projects?page=1&per_page=50', 'en')).toMatchObject({ data: { total: 10 } });
    const db = await openOfflineDb();
    expect((await db.get('summary', SUMMARY_KEY))?.bytes).toBe(summary.bytes);
  });

  it('switching off removes the caches and the database', { timeout: 30_000 }, async () => {
    await download();
    vi.stubGlobal('navigator', { onLine: true });
    expect(await switchOff()).toEqual({ waiting: [] });
    expect(storage.stores.size).toBe(0);
    const names = (await indexedDB.databases()).map((db) => db.name);
    expect(names).not.toContain('nasaq-offline');
  });

  it('switching off keeps sends that still wait (their outbox), not the content', { timeout: 30_000 }, async () => {
    await download();
    const db = await openOfflineDb();
    await db.put('outbox', { key: 'k1', kind: 'contact', path: '/v1/messages/contact', lang: 'en', body: {}, createdAt: 1 });
    const { waiting } = await switchOff();
    expect(waiting.map((entry) => entry.key)).toEqual(['k1']);
    const reopened = await openOfflineDb();
    expect(await reopened.count('replies')).toBe(0);
    expect(await reopened.get('replies', replyKey('en', '/v1/services'))).toBeUndefined();
  });
});
