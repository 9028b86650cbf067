import type { Language } from '@site/shared/contract';
import { setLanguage } from '@site/shared/state';
import { apiUrl } from './base';
import { cacheKey, readCache, writeCache } from './cache';
import { HttpError } from './errors';
import type { Query } from './query';
import { checkReply, contractIfLoaded, isChecked, markChecked } from './reply-check';

/**
 * The replies a page's first screen was rendered with, carried from the server into the
 * browser (docs/architecture.md#how-the-page-is-put-together, step 3). The server reads what the
 * route declares, renders with it synchronously (`renderWithReplies`), and writes the same
 * replies into the page; the browser puts them into the request client's cache before any
 * app hydrates (`seedFirstScreen`), so every `useQuery` of the first screen starts from the
 * data the server used: no request, no loading state, no hydration mismatch.
 */
export interface PageReply {
  status: number;
  body: unknown;
}

/** API path (as in `Query.path`) → the reply the server read for it, in the page's language. */
export type PageReplies = Readonly<Record<string, PageReply>>;

/** What a server render reads and records; only set while a render runs (it is synchronous). */
interface RenderScope {
  lang: Language;
  replies: PageReplies;
  usedPacks: Set<string>;
}
let scope: RenderScope | null = null;

/**
 * Runs a synchronous server render in `lang` (the page's language signal is set to it) with
 * `replies` as the data every `useQuery` finds.
 * Returns what it rendered and the text packs its components used (the browser loads those
 * before hydrating). Renders never overlap: they are synchronous in one thread.
 */
export function renderWithReplies<T>(lang: Language, replies: PageReplies, render: () => T): { result: T; usedPacks: string[] } {
  setLanguage(lang);
  const previous = scope;
  scope = { lang, replies, usedPacks: new Set() };
  try {
    const result = render();
    return { result, usedPacks: [...scope.usedPacks] };
  } finally {
    scope = previous;
  }
}

/** Called by `useScreenTexts`: a server render notes that its page needs that pack. */
export function noteTextPackUsed(pack: string): void {
  scope?.usedPacks.add(pack);
}

/** A 4xx reply of the first screen: final (a 404 renders the not-found state), so it is kept like a cached reply. */
const seededErrors = new Map<string, { error: HttpError; expires: number }>();

/**
 * Puts the page's replies into the request client's cache (browser, before the apps hydrate).
 * They count as checked: the server checked each against its query's schema before it put it
 * into the page (and left out any that failed), and the page's data is as trusted as its HTML.
 */
export function seedFirstScreen(lang: Language, replies: PageReplies, ttl: number): void {
  const expires = Date.now() + ttl;
  for (const [path, reply] of Object.entries(replies)) {
    const key = cacheKey(lang, apiUrl(path, lang));
    if (reply.status >= 200 && reply.status < 300) {
      markChecked(reply.body);
      writeCache(key, reply.body, JSON.stringify(reply.body).length, ttl);
    } else if (reply.status >= 400 && reply.status < 500) {
      seededErrors.set(key, { error: new HttpError(reply.status, reply.body), expires });
    }
  }
}

/** Forgets the seeded errors (tests; `resetRequestClient` empties the cache itself). */
export function clearSeededErrors(): void {
  seededErrors.clear();
}

export type Peeked<T> = { data: T } | { error: Error };

function viewed<T>(query: Query<T>, body: unknown, lang: Language): Peeked<T> {
  try {
    return { data: query.view(body, lang) };
  } catch (error) {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }
}

/**
 * A cached body as the screen's view: at once when it was checked; checked now when it was
 * not (the offline download caches replies unchecked) and the contract is loaded; otherwise
 * `undefined`, and the caller's read (`runQuery`) loads the contract and checks it.
 */
function viewCached<T>(query: Query<T>, body: unknown, lang: Language): Peeked<T> | undefined {
  if (isChecked(body)) return viewed(query, body, lang);
  const wire = contractIfLoaded();
  if (!wire) return undefined;
  try {
    return viewed(query, checkReply(wire, query.schema, body, apiUrl(query.path, lang)), lang);
  } catch (error) {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }
}

/**
 * What `query` already has, without waiting: during a server render, the reply the server
 * read (and checked) for it; in the browser, a cached reply (the page's own first, then
 * anything the client cached) or a seeded 4xx. `undefined`: nothing yet, the caller loads it.
 */
export function peekQuery<T>(query: Query<T>, lang: Language): Peeked<T> | undefined {
  if (scope) {
    const reply = scope.lang === lang ? scope.replies[query.path] : undefined;
    if (!reply) return undefined;
    if (reply.status >= 200 && reply.status < 300) {
      // The server's own reads come checked (render-page's readAll); a body given unchecked is
      // checked here, which needs the contract loaded before the (synchronous) render.
      if (isChecked(reply.body)) return viewed(query, reply.body, lang);
      return contractIfLoaded()
        ? viewCached(query, reply.body, lang)
        : { error: new Error('The wire contract is not loaded: await loadContract() before a server render.') };
    }
    return reply.status >= 400 && reply.status < 500 ? { error: new HttpError(reply.status, reply.body) } : undefined;
  }
  const key = cacheKey(lang, apiUrl(query.path, lang));
  const cached = readCache(key);
  if (cached) return viewCached(query, cached.body, lang);
  const seeded = seededErrors.get(key);
  if (!seeded) return undefined;
  if (seeded.expires > Date.now()) return { error: seeded.error };
  seededErrors.delete(key);
  return undefined;
}

/** Whether the first screen's reply for `query` was a 404: a route's `status` says 404 for an unknown item with it. */
export function isNotFound(query: Query<unknown>, lang: Language): boolean {
  const peeked = peekQuery(query, lang);
  return peeked !== undefined && 'error' in peeked && peeked.error instanceof HttpError && peeked.error.status === 404;
}
