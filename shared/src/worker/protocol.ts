import { PRECACHE_ID } from './names';

/**
 * What a page and the service worker (root-config/src/sw, docs/service-worker.md) say to each
 * other, and the worker's own caches: both sides import it, so they cannot drift apart.
 */

export const SERVICE_WORKER_URL = '/sw.js';

/** `<meta name="nasaq-build" content="ID">`: the build a page belongs to (stamped by build/service-worker.ts). */
export const BUILD_META_NAME = 'nasaq-build';

/** The one message a page sends the worker: the build it runs. */
export const PAGE_BUILD_MESSAGE = 'nasaq-page-build';

export interface PageBuildMessage {
  type: typeof PAGE_BUILD_MESSAGE;
  build: string;
}

/** A message crosses a process boundary: check its shape before trusting it. */
export function isPageBuildMessage(data: unknown): data is PageBuildMessage {
  if (typeof data !== 'object' || data === null) return false;
  const { type, build } = data as Record<string, unknown>;
  return type === PAGE_BUILD_MESSAGE && typeof build === 'string' && /^[0-9a-z-]{1,64}$/.test(build);
}

/**
 * The page's request that the worker retire (root-config/src/sw/retirement.ts): stop writing
 * caches, let what it is answering finish, delete its caches, then answer on the port sent with it.
 */
export const RETIRE_MESSAGE = 'nasaq-retire';

export function isRetireMessage(data: unknown): data is { type: typeof RETIRE_MESSAGE } {
  return typeof data === 'object' && data !== null && (data as Record<string, unknown>).type === RETIRE_MESSAGE;
}

/** How long removing the worker waits for its answer: one built before it could retire never answers. */
export const RETIRE_WAIT_MS = 5000;

/** The worker's own caches (not the offline store's): one precache per build, files of redeployed sections, page records. */
export const WORKER_CACHES = {
  precachePrefix: `${PRECACHE_ID}-precache-`,
  runtime: `${PRECACHE_ID}-runtime`,
  clients: `${PRECACHE_ID}-sw-clients`,
} as const;

export function isWorkerCache(name: string): boolean {
  return name.startsWith(WORKER_CACHES.precachePrefix) || name === WORKER_CACHES.runtime || name === WORKER_CACHES.clients;
}

/** Deletes the worker's own caches from `storage`: the worker's when it retires, the page's after unregistering it. */
export async function deleteWorkerCaches(storage: CacheStorage): Promise<void> {
  for (const name of await storage.keys()) if (isWorkerCache(name)) await storage.delete(name);
}
