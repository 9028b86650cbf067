/// <reference lib="webworker" />
/**
 * The site's service worker (built by build/service-worker.ts: bundled with esbuild,
 * then Workbox's injectManifest writes the precache list into it). What it does and why:
 * docs/service-worker.md. In short:
 * - precaches every container's browser files of its build, in a cache of that build;
 * - gives each page the files of the build that page runs (pages of an older build keep their
 *   build's cache until they are closed), so no page runs chunks of two builds;
 * - answers navigations network first, then the stored copy of the page, then the offline page;
 * - answers images the offline store kept from its cache;
 * - retires when offline mode is switched off: network only, and its caches deleted once what it
 *   was answering is done (retirement.ts).
 */
import { LANGUAGE_COOKIE } from '@site/shared/state';
import {
  APP_MANIFEST_PATH,
  OFFLINE_IMAGES_CACHE,
  OFFLINE_PAGES_CACHE,
  STORED_COPY_META,
  WORKER_CACHES,
  deleteWorkerCaches,
  isPageBuildMessage,
  isRetireMessage,
} from '@site/shared/worker';
import pLimit from 'p-limit';
import { PrecacheController, type PrecacheEntry } from 'workbox-precaching';
import type { RouteHandlerCallbackOptions } from 'workbox-core/types.js';
import { registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';
import { buildOfHtml, buildOfPrecache, isHashedAsset, precacheName } from './build-stamp';
import { clientBuild, liveBuilds, rememberClientBuild } from './client-builds';
import { OFFLINE_PAGE_POLICY, renderOfflinePage } from './offline-page';
import { createRetirement } from './retirement';
import { storedPageKey, visitorLanguage } from './page-key';

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: (PrecacheEntry | string)[];
  cookieStore?: { get(name: string): Promise<{ value: string } | null> };
};
/** This build's ID, compiled in by the post-build step (the same ID is stamped into its pages). */
declare const __NASAQ_BUILD__: string;

const BUILD = __NASAQ_BUILD__;
/** Files of this origin the precache does not list: a section redeployed into a new folder, remotes.json. */
const RUNTIME_CACHE = WORKER_CACHES.runtime;

const precache = new PrecacheController({ cacheName: precacheName(BUILD) });
precache.addToCacheList(self.__WB_MANIFEST);

/** Hashed names never change: the copy in the cache is right. */
const hashedFiles = new CacheFirst({ cacheName: RUNTIME_CACHE });
/** Everything else (remotes.json, a redeployed remoteEntry.js) must show a deploy at once: the cache is only for no network. */
const freshFiles = new NetworkFirst({ cacheName: RUNTIME_CACHE });

/** Offline mode switched off: everything that may write a cache runs through this (retirement.ts). */
const retirement = createRetirement();
const nothing = async () => undefined;

self.addEventListener('install', (event) => {
  // A new build's worker takes over as soon as its files are cached: pages already open keep
  // their own build's files (asset() below), pages opened from now on get the new build.
  event.waitUntil(precache.install(event).then(() => self.skipWaiting()));
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      await precache.activate(event);
      // The browser starts a navigation's request while the worker boots, instead of after.
      await self.registration.navigationPreload?.enable();
      await caches.delete(RUNTIME_CACHE);
      await self.clients.claim();
    })().then(() => {
      // Not awaited: requests wait for the worker to be activated, and this fetches pages.
      void maintain();
    }),
  );
});

self.addEventListener('message', (event) => {
  if (isRetireMessage(event.data)) {
    // The page unregisters this worker once it has the answer (shared/src/offline/service-worker.ts).
    const answer = event.ports[0];
    event.waitUntil(
      retirement
        .retire(() => deleteWorkerCaches(caches))
        .catch(() => undefined)
        .then(() => answer?.postMessage('retired')),
    );
    return;
  }
  // A page that loaded before this worker controlled it says which build it runs.
  const source = event.source;
  if (!isPageBuildMessage(event.data) || !source || !('id' in source)) return;
  const build = event.data.build;
  event.waitUntil(retirement.run(() => rememberClientBuild(source.id, Promise.resolve(build)), nothing).catch(() => undefined));
});

async function cookieLanguage(): Promise<string | null> {
  try {
    return (await self.cookieStore?.get(LANGUAGE_COOKIE))?.value ?? null;
  } catch {
    return null;
  }
}

async function storedKeys(): Promise<string[]> {
  // caches.open would create the cache; switching offline mode off must leave none behind.
  if (!(await caches.has(OFFLINE_PAGES_CACHE))) return [];
  return (await (await caches.open(OFFLINE_PAGES_CACHE)).keys()).map((request) => request.url);
}

async function offlinePage(url: URL, lang: 'ar' | 'en'): Promise<Response> {
  const html = renderOfflinePage({ lang, path: url.pathname, storedKeys: await storedKeys() });
  return new Response(html, {
    status: 503,
    headers: { 'Content-Type': 'text/html; charset=utf-8', 'Content-Security-Policy': OFFLINE_PAGE_POLICY, 'Cache-Control': 'no-store' },
  });
}

/** Reads which build a page's HTML belongs to, for the requests that page will make. */
function noteBuild(event: FetchEvent, response: Response): void {
  const clientId = event.resultingClientId;
  if (!clientId || !(response.headers.get('Content-Type') ?? '').startsWith('text/html')) return;
  const build = response
    .clone()
    .text()
    .then(buildOfHtml, () => null);
  event.waitUntil(retirement.run(() => rememberClientBuild(clientId, build), nothing).catch(() => undefined));
}

/** A stored page as an answer: marked, so the page knows it shows the stored copy (see STORED_COPY_META). */
async function asStoredCopy(response: Response): Promise<Response> {
  const marker = `<meta name="${STORED_COPY_META}" content="">`;
  const text = await response.text();
  // After the charset declaration, which must come first (as the build's stamp does).
  const html = /<meta charset="utf-8">/i.test(text)
    ? text.replace(/<meta charset="utf-8">/i, (charset) => charset + marker)
    : text.replace(/<head>/i, `<head>${marker}`);
  const headers = new Headers(response.headers);
  headers.delete('Content-Length');
  return new Response(html, { status: response.status, statusText: response.statusText, headers });
}

/** What a proxy or load balancer answers when the server behind it is down. */
const GATEWAY_ERRORS = new Set([502, 503, 504]);

async function navigation({ request, event }: RouteHandlerCallbackOptions): Promise<Response> {
  const fetchEvent = event as FetchEvent;
  const url = new URL(request.url);
  const stored = async (lang: 'ar' | 'en') => {
    const page = await caches.match(storedPageKey(url, lang), { cacheName: OFFLINE_PAGES_CACHE });
    return page && asStoredCopy(page);
  };
  let response: Response | undefined;
  try {
    response = ((await fetchEvent.preloadResponse) as Response | undefined) ?? (await fetch(request));
    // A proxy's "the site is down" is no page either: the stored copy is better, when there is one.
    if (GATEWAY_ERRORS.has(response.status)) response = (await stored(visitorLanguage(url, await cookieLanguage(), self.navigator.languages))) ?? response;
  } catch {
    // No network (or the server is unreachable): the stored copy of this page in the visitor's language, else the offline page.
    const lang = visitorLanguage(url, await cookieLanguage(), self.navigator.languages);
    response = (await stored(lang)) ?? (await offlinePage(url, lang));
  }
  noteBuild(fetchEvent, response);
  fetchEvent.waitUntil(maintain());
  return response;
}

/** The file `url` of build `build`: from that build's precache while it exists; a hashed name from any. */
async function fromBuild(build: string, url: URL): Promise<Response | undefined> {
  // The app's manifest (one per language, told apart by `?lang`, which an older precache's lookup
  // ignores) names no file of a build a page runs: this build's is right for every page.
  if (url.pathname === APP_MANIFEST_PATH) return precache.matchPrecache(url.href);
  if (build !== BUILD) {
    const cacheName = precacheName(build);
    if (await caches.has(cacheName)) {
      const older = await caches.match(url.href, { cacheName, ignoreSearch: true });
      if (older) return older;
    }
    // An unhashed file (remoteEntry.js) of this build is not that page's: let the network answer.
    if (!isHashedAsset(url.pathname)) return undefined;
  }
  return precache.matchPrecache(url.href);
}

async function asset({ request, event, url }: RouteHandlerCallbackOptions): Promise<Response> {
  // Offline mode switched off unregisters this worker and deletes its caches, but the worker
  // still controls the pages already open until they unload. Their files come from the network
  // then: Workbox's matchPrecache and the runtime strategies open their caches, and opening a
  // deleted cache makes it again (a page's late chunk once left an empty precache behind).
  if (!(await caches.has(precacheName(BUILD)))) return fetch(request);
  const pageBuild = (await clientBuild((event as FetchEvent).clientId)) ?? BUILD;
  const cached = await fromBuild(pageBuild, url);
  if (cached) return cached;
  return (isHashedAsset(url.pathname) ? hashedFiles : freshFiles).handle({ event, request });
}

async function image(options: RouteHandlerCallbackOptions): Promise<Response> {
  const stored = await caches.match(options.request.url, { cacheName: OFFLINE_IMAGES_CACHE });
  if (stored) return stored;
  if (isStaticFile(options.url)) return asset(options);
  return fetch(options.request);
}

/** The site's own files: anything of this origin outside the API with a file extension. */
function isStaticFile(url: URL): boolean {
  return url.origin === self.location.origin && !url.pathname.startsWith('/api/') && /\.[a-z0-9]+$/i.test(url.pathname);
}

registerRoute(({ request }) => request.mode === 'navigate', navigation);
/** Once retired, a file comes from the network as if there were no worker. */
const orNetwork = (handler: (options: RouteHandlerCallbackOptions) => Promise<Response>) => (options: RouteHandlerCallbackOptions) =>
  retirement.run(
    () => handler(options),
    () => fetch(options.request),
  );

registerRoute(({ request }) => request.destination === 'image', orNetwork(image));
registerRoute(({ url }) => isStaticFile(url), orNetwork(asset));

let maintenance: Promise<void> | null = null;

/**
 * After activation and on each navigation (one run at a time): stored pages of another build
 * are fetched again, then the precaches of older builds that nothing needs any more are deleted.
 */
function maintain(): Promise<void> {
  // Retired, `run` does nothing (`nothing`): no stored page is fetched again, no precache dropped.
  maintenance ??= retirement
    .run(async () => {
      await refreshStoredPages();
      await dropUnusedBuilds();
    }, nothing)
    .catch(() => undefined)
    .finally(() => {
      maintenance = null;
    });
  return maintenance;
}

/** Stored pages already seen to be of this build (each is read once per worker start, not on every navigation). */
const currentStoredPages = new Set<string>();

/**
 * After a new build takes over, the pages the offline store kept are of the old build, whose
 * files are about to go: fetch each again (the worker is online, it just downloaded the build).
 * A page that cannot be fetched keeps its old copy, and its build's files are kept for it.
 * Three at a time, as the offline download fetches them: the store holds every route in both
 * languages and every item's page (dozens), one after another would keep the old copies for tens of
 * seconds on a slow server, and a worker left with no event to answer may be stopped meanwhile.
 */
async function refreshStoredPages(): Promise<void> {
  if (!(await caches.has(OFFLINE_PAGES_CACHE))) return;
  const cache = await caches.open(OFFLINE_PAGES_CACHE);
  const limit = pLimit(3);
  await Promise.all((await cache.keys()).map((request) => limit(() => refreshStoredPage(cache, request))));
}

async function refreshStoredPage(cache: Cache, request: Request): Promise<void> {
  if (currentStoredPages.has(request.url)) return;
  const stored = await cache.match(request);
  if (!stored) return;
  if (buildOfHtml(await stored.text()) === BUILD) {
    currentStoredPages.add(request.url);
    return;
  }
  try {
    const fresh = await fetch(request.url, { credentials: 'same-origin', cache: 'no-store' });
    // Switching offline mode off meanwhile deleted it: do not bring it back.
    if (fresh.ok && (await cache.match(request))) await cache.put(request, fresh);
  } catch {
    // No network: the old copy stays.
  }
}

/** The builds stored pages were saved from (their files must stay while those pages do). */
async function storedPageBuilds(): Promise<Set<string>> {
  const builds = new Set<string>();
  if (!(await caches.has(OFFLINE_PAGES_CACHE))) return builds;
  const cache = await caches.open(OFFLINE_PAGES_CACHE);
  for (const request of await cache.keys()) {
    const build = buildOfHtml((await (await cache.match(request))?.text()) ?? '');
    if (build) builds.add(build);
  }
  return builds;
}

/** Deletes the precache of every older build no open page and no stored page runs. */
async function dropUnusedBuilds(): Promise<void> {
  // A newer worker installing right now is filling its own build's cache: leave everything to it.
  if (self.registration.installing || self.registration.waiting) return;
  const older = (await caches.keys()).filter((name) => {
    const build = buildOfPrecache(name);
    return build !== null && build !== BUILD;
  });
  if (older.length === 0) return;
  const clients = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const keep = new Set([BUILD, ...(await liveBuilds(clients.map((client) => client.id))), ...(await storedPageBuilds())]);
  for (const name of older) if (!keep.has(buildOfPrecache(name) ?? '')) await caches.delete(name);
}
