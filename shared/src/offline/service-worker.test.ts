import { describe, expect, it } from 'vitest';
import { PAGE_BUILD_MESSAGE, isPageBuildMessage, isWorkerCache } from './service-worker';
import { OFFLINE_IMAGES_CACHE, OFFLINE_PAGES_CACHE } from './names';

describe("the page's message to the service worker", () => {
  it('is accepted only in its exact shape', () => {
    expect(isPageBuildMessage({ type: PAGE_BUILD_MESSAGE, build: 'cb1116fd18956f28' })).toBe(true);
    expect(isPageBuildMessage({ type: PAGE_BUILD_MESSAGE, build: '../../x' })).toBe(false);
    expect(isPageBuildMessage({ type: 'other', build: 'abc' })).toBe(false);
    expect(isPageBuildMessage({ type: PAGE_BUILD_MESSAGE })).toBe(false);
    expect(isPageBuildMessage('nasaq-page-build')).toBe(false);
    expect(isPageBuildMessage(null)).toBe(false);
  });
});

describe("the worker's own caches", () => {
  it("are told apart from the offline store's, which removing the worker must leave to the store", () => {
    expect(isWorkerCache('nasaq-precache-cb1116fd18956f28')).toBe(true);
    expect(isWorkerCache('nasaq-runtime')).toBe(true);
    expect(isWorkerCache('nasaq-sw-clients')).toBe(true);
    expect(isWorkerCache(OFFLINE_PAGES_CACHE)).toBe(false);
    expect(isWorkerCache(OFFLINE_IMAGES_CACHE)).toBe(false);
  });
});
