import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setApiBase, resetRequestClient } from '@site/shared/request';
import { closeOfflineDb, openOfflineDb, replyKey } from './db';
import { downloadOfflineCopy } from './download';
import { OFFLINE_IMAGES_CACHE, OFFLINE_PAGES_CACHE, SUMMARY_KEY } from '@site/shared/worker';
import { readStoredReply, refreshIfStale, switchOff } from './store';
import { fakeFetch, manifestReply, MemoryCacheStorage } from '../testing/offline';

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

async function download(options: { fail?: (url: URL) => boolean; limitBytes?: number; imageBytes?: number; manifest?: unknown } = {}) {
  const fake = fakeFetch(options);
  vi.stubGlobal('fetch', fake.fetch);
  const progress: { done: number; total: number; bytes: number; budget: number }[] = [];
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
  it(
    'stores every reply and page the plan holds in both languages and its images once, through the client with at most 3 requests in flight',
    { timeout: 30_000 },
    async () => {
      const { summary, progress, fake } = await download();
      // In each language: 7 single reads + 3 lists made from the items + 12 projects + 7 posts + 1 design + 1 service
      const all = { projects: 12, blogs: 7, designs: 1 };
      expect(summary).toMatchObject({ lang: 'en', languages: ['en', 'ar'], items: 2 * 31, failed: 0, partial: false, kept: { en: all, ar: all } });
      // the phone-width image of each project and post, each project's gallery thumbnail, the design's and the logo: once
      expect(summary.images).toBe(12 + 7 + 12 + 2);
      expect(summary.pages).toBe(2 * (12 + 1 + 12 + 7 + 1));
      expect(fake.state.requests.filter((request) => request.startsWith('/api/media/project-1.700.webp'))).toHaveLength(1);
      expect(fake.state.maxInFlight).toBeLessThanOrEqual(3);
      // The plan came first: one manifest, no list read page by page.
      expect(fake.state.requests.filter((request) => request.startsWith('/api/v1/offline/manifest'))).toHaveLength(1);
      expect(fake.state.requests.some((request) => /^\/api\/v1\/(projects|blogs|social-media)\?/.test(request))).toBe(false);
      expect(progress.at(-1)).toEqual({ done: 1000, total: 1000, bytes: summary.bytes, budget: 50 * 1024 * 1024 });
      // The bar and the bytes only move forward.
      expect(progress.every((value, index) => index === 0 || value.done >= progress[index - 1]!.done)).toBe(true);

      const images = storage.stores.get(OFFLINE_IMAGES_CACHE)!;
      expect(images.entries.has(`${ORIGIN}/api/media/project-1.700.webp`)).toBe(true);
      expect(images.entries.has(`${ORIGIN}/api/media/shot-1.400.webp`)).toBe(true);
      const pages = storage.stores.get(OFFLINE_PAGES_CACHE)!;
      expect(await (await pages.match(`${ORIGIN}/projects/3?lang=en`))!.text()).toContain('/projects/3');
      expect(await (await pages.match(`${ORIGIN}/portfolio/cafe?lang=en`))!.text()).toContain('/portfolio/cafe');
      expect(await (await pages.match(`${ORIGIN}/portfolio/cafe?lang=ar`))!.text()).toContain('/portfolio/cafe');
      expect(await pages.match(`${ORIGIN}/?lang=ar`)).toBeDefined();
    },
  );

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
    // A list asked without paging gets the API's first page (12 projects), and per_page at most 50.
    expect(await readStoredReply('/v1/projects', 'en')).toMatchObject({ data: { total: 12, per_page: 12, last_page: 1 } });
    expect(await readStoredReply('/v1/projects?per_page=500', 'en')).toMatchObject({ data: { per_page: 50 } });
    expect(await readStoredReply('/v1/blogs?page=1&per_page=1', 'en')).toMatchObject({ data: { data: [{ slug: 'post-1' }] } });
    // The home page's strip of clients is cut from the stored first page.
    expect(await readStoredReply('/v1/clients?per_page=6', 'en')).toMatchObject({ success: true, data: [{ name: 'Bakery' }], total: 1, per_page: 6 });
    // The other language too; nothing for what was never stored.
    expect(await readStoredReply('/v1/projects/project-4', 'ar')).toMatchObject({ data: { project: { id: 4 } } });
    expect(await readStoredReply('/v1/blogs?page=1&per_page=1', 'ar')).toMatchObject({ data: { data: [{ slug: 'post-1' }] } });
    expect(await readStoredReply('/v1/services', 'ar')).toMatchObject({ data: { data: [{ id: 3 }] } });
    expect(await readStoredReply('/v1/projects/99', 'en')).toBeUndefined();
  });

  it('skips and counts what fails: an item whose reply failed is left out with its page and images', { timeout: 30_000 }, async () => {
    const { summary, fake } = await download({
      fail: (url) => url.pathname === '/api/v1/projects/slug/project-2' || url.pathname === '/api/media/post-1.700.webp',
    });
    // The project's reply in each language, and the image.
    expect(summary.failed).toBe(3);
    expect(summary.items).toBe(2 * 30);
    expect(summary.pages).toBe(2 * (12 + 1 + 11 + 7 + 1));
    expect(fake.state.requests).not.toContain('/projects/2?lang=en');
    expect(await readStoredReply('/v1/projects/2', 'en')).toBeUndefined();
    expect(await readStoredReply('/v1/projects', 'en')).toMatchObject({ data: { total: 11 } });
  });

  it(
    'stays within the budget on the bytes really stored when the sizes were wrong, keeping 10 projects, 5 posts and 3 images',
    { timeout: 30_000 },
    async () => {
      // The manifest says 1 KB an image; they are 20 KB.
      const { summary } = await download({ imageBytes: 20_000, limitBytes: 150_000 });
      expect(summary.bytes).toBeLessThanOrEqual(150_000);
      expect(summary.partial).toBe(true);
      for (const lang of ['ar', 'en'] as const) {
        expect(summary.kept[lang].projects).toBeGreaterThanOrEqual(10);
        expect(summary.kept[lang].blogs).toBeGreaterThanOrEqual(5);
      }
      expect(summary.images).toBeGreaterThanOrEqual(3);
      expect(summary.images).toBeLessThan(12 + 7 + 12 + 2);
      for (const id of [1, 10]) expect(await readStoredReply(`/v1/projects/${id}`, 'en')).toMatchObject({ data: { project: { id } } });
      expect(await readStoredReply('/v1/blogs/slug/post-5', 'en')).toMatchObject({ data: { blog: { id: 5 } } });
      const images = storage.stores.get(OFFLINE_IMAGES_CACHE)!;
      for (const n of [1, 2, 3]) expect(images.entries.has(`${ORIGIN}/api/media/project-${n}.700.webp`)).toBe(true);
      const db = await openOfflineDb();
      expect((await db.get('summary', SUMMARY_KEY))?.bytes).toBe(summary.bytes);
    },
  );

  it('plans from the first page of each list when the API has no manifest, every size unknown', { timeout: 30_000 }, async () => {
    const { summary } = await download({ manifest: null });
    const all = { projects: 12, blogs: 7, designs: 1 };
    expect(summary).toMatchObject({ failed: 0, partial: false, kept: { en: all, ar: all } });
    expect(await readStoredReply('/v1/blogs?page=1&per_page=3', 'en')).toMatchObject({ data: { total: 7, last_page: 3 } });
  });

  it('with sizes it cannot know (null) and a small budget, keeps the minimum and stays within it otherwise', { timeout: 30_000 }, async () => {
    const { summary } = await download({ manifest: manifestReply({ reply: null, page: null, images: null }), limitBytes: 200_000 });
    expect(summary.kept).toMatchObject({ en: { projects: 10, blogs: 5 }, ar: { projects: 10, blogs: 5 } });
    expect(summary.bytes).toBeLessThanOrEqual(200_000);
  });

  it(
    'a copy from before both languages were kept gains the other one on its next refresh, and loses what it no longer keeps',
    { timeout: 30_000 },
    async () => {
      await download();
      const db = await openOfflineDb();
      // As an earlier version left it: English only, and an item the site no longer has.
      const summary = await db.get('summary', SUMMARY_KEY);
      await db.put('summary', { ...summary!, languages: undefined as unknown as [] }, SUMMARY_KEY);
      await db.put('replies', {
        key: replyKey('en', '/v1/projects/slug/gone'),
        lang: 'en',
        path: '/v1/projects/slug/gone',
        body: {},
        bytes: 2,
        group: 'project',
        rank: 99,
      });
      await (await storage.open(OFFLINE_PAGES_CACHE)).put(`${ORIGIN}/projects/99?lang=en`, new Response('old'));
      vi.stubGlobal('navigator', { onLine: true });
      vi.stubGlobal('location', { origin: ORIGIN });
      const refreshed = await refreshIfStale('en');
      expect(refreshed?.languages).toEqual(['en', 'ar']);
      expect(await readStoredReply('/v1/projects/4', 'ar')).toMatchObject({ data: { project: { id: 4 } } });
      expect(await db.get('replies', replyKey('en', '/v1/projects/slug/gone'))).toBeUndefined();
      expect(await (await storage.open(OFFLINE_PAGES_CACHE)).match(`${ORIGIN}/projects/99?lang=en`)).toBeUndefined();
      // Fresh and complete: the next page load does nothing.
      expect(await refreshIfStale('ar')).toBeNull();
    },
  );

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
