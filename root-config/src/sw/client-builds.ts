/**
 * Which build each open page belongs to, so that every page keeps getting the files of its own
 * build (never a mix of two) while a newer worker serves newer pages. A worker is stopped when
 * idle and loses its memory, and a newer worker must know the pages an older one served, so
 * the record is also kept in a small cache of its own.
 */
import { WORKER_CACHES } from '@site/shared/worker';

const RECORDS_CACHE = WORKER_CACHES.clients;
const RECORD_PATH = '/__nasaq-sw/client/';

const known = new Map<string, Promise<string | null>>();

function recordUrl(clientId: string): string {
  return new URL(`${RECORD_PATH}${encodeURIComponent(clientId)}`, self.location.origin).href;
}

/** Notes that page `clientId` runs `build` (a promise: the navigation's HTML is still arriving). */
export function rememberClientBuild(clientId: string, build: Promise<string | null>): Promise<void> {
  known.set(clientId, build);
  return build.then(async (value) => {
    if (!value) return;
    const cache = await caches.open(RECORDS_CACHE);
    await cache.put(recordUrl(clientId), new Response(value, { headers: { 'Content-Type': 'text/plain' } }));
  });
}

/** The build page `clientId` runs, or null when nothing is known of it. */
export async function clientBuild(clientId: string): Promise<string | null> {
  if (!clientId) return null;
  const pending = known.get(clientId);
  if (pending) return pending;
  const cache = await caches.open(RECORDS_CACHE);
  const stored = await cache.match(recordUrl(clientId));
  const value = stored ? await stored.text() : null;
  known.set(clientId, Promise.resolve(value));
  return value;
}

/** Forgets the pages that are gone; returns the builds the live pages run. */
export async function liveBuilds(liveClientIds: readonly string[]): Promise<Set<string>> {
  const live = new Set(liveClientIds);
  for (const id of known.keys()) if (!live.has(id)) known.delete(id);
  const cache = await caches.open(RECORDS_CACHE);
  const builds = new Set<string>();
  for (const request of await cache.keys()) {
    const id = decodeURIComponent(new URL(request.url).pathname.slice(RECORD_PATH.length));
    if (!live.has(id)) {
      await cache.delete(request);
      continue;
    }
    const response = await cache.match(request);
    if (response) builds.add(await response.text());
  }
  for (const id of live) {
    const value = await known.get(id);
    if (value) builds.add(value);
  }
  return builds;
}
