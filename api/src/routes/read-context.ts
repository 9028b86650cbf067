import type { FastifyReply, FastifyRequest, RouteGenericInterface } from 'fastify';
import type { Kysely } from 'kysely';
import type { Language } from '@site/shared/contract';
import type { ContentVersion } from '../content/content-version';
import type { Database } from '../db/schema';
import { sendError } from '../http/errors';
import { requestLanguage } from '../http/language';
import { cachedBody, sendCached, type CachedBody, type ResponseCache } from '../http/response-cache';
import type { MediaCatalog } from '../media/catalog';

/** What every read route needs: the database, the content version, the media catalog and the reply cache. */
export interface ReadContext {
  db: Kysely<Database>;
  version: ContentVersion;
  media: MediaCatalog;
  cache: ResponseCache;
}

/** A read's answer when the item does not exist: 404 with `{ success: false, message }`. */
export class NotFound {
  constructor(readonly message: string) {}
}

type Handler<T extends RouteGenericInterface> = (request: FastifyRequest<T>, lang: Language) => Promise<unknown>;

/**
 * Wraps a read: the language is resolved, the reply comes from the cache when this URL was
 * answered for this content version and language, else the handler builds it (and a 200 is
 * cached). ETag, Cache-Control, Vary and a 304 for a matching If-None-Match come with it.
 */
export function cachedRead<T extends RouteGenericInterface = RouteGenericInterface>(context: ReadContext, handler: Handler<T>) {
  const inFlight = new Map<string, Promise<CachedBody | NotFound>>();
  return async (request: FastifyRequest<T>, reply: FastifyReply) => {
    const lang = requestLanguage(request);
    const version = await context.version.current();
    const key = `${version}\u0000${lang}\u0000${request.url}`;
    let entry: CachedBody | NotFound | undefined = context.cache.get(key);
    if (!entry) {
      let pending = inFlight.get(key);
      if (!pending) {
        pending = (async () => {
          await context.media.ensure(version);
          const result = await handler(request, lang);
          if (result instanceof NotFound) return result;
          const built = cachedBody(JSON.stringify(result));
          context.cache.set(key, built);
          return built;
        })().finally(() => inFlight.delete(key));
        inFlight.set(key, pending);
      }
      entry = await pending;
    }
    if (entry instanceof NotFound) {
      reply.header('Cache-Control', 'no-store');
      return sendError(reply, 404, entry.message);
    }
    return sendCached(request, reply, entry, context.cache);
  };
}

/** The text of `field` in `lang` from an `_ar`/`_en` column pair. */
export function local<K extends string, R extends Record<`${K}_ar` | `${K}_en`, unknown>>(row: R, field: K, lang: Language): R[`${K}_ar`] {
  return (lang === 'ar' ? row[`${field}_ar`] : row[`${field}_en`]) as R[`${K}_ar`];
}

/** Both languages of a column pair, `{ ar, en }`, each falling back to the other (ar first); null when both are empty. */
export function both(ar: string | null, en: string | null): { ar: string; en: string } | null {
  if (!ar && !en) return null;
  return { ar: ar || en || '', en: en || ar || '' };
}

export function flag(value: number | boolean): boolean {
  return value === 1 || value === true;
}
