import type { z } from 'zod/mini';
import type { Language } from '../contract/envelope';
import { InvalidResponseError } from './errors';
import { cacheLifetimes } from './policy';
import { apiUrl } from './base';
import { requestJson } from './request';

/**
 * One read of the API as a value: its path, how long its reply stays cached, and how the
 * reply becomes the screen's view model. A screen reads it with `useQuery`; the route that
 * shows the screen lists the same `path` among what it reads, so the server can read it
 * before rendering and put the reply into the page (see first-screen.ts). The path carries
 * its own query string but never `lang`: the language is the caller's.
 */
export interface Query<T> {
  /** `/v1/services/3`, `/v1/projects?page=2&per_page=12` */
  readonly path: string;
  /** cache lifetime in ms (`cacheLifetimes`) */
  readonly ttl: number;
  /** reply body → view model; throws `InvalidResponseError` when it breaks the contract */
  readonly parse: (body: unknown, lang: Language) => T;
}

export function defineQuery<T>(path: string, parse: (body: unknown, lang: Language) => T, ttl: number = cacheLifetimes.response): Query<T> {
  return { path, ttl, parse };
}

/** A `parse` that checks the body with a contract schema, then maps it to the view model. */
export function parseWith<S extends z.ZodMiniType, T>(
  schema: S,
  view: (reply: z.infer<S>, lang: Language) => T,
  path: string,
): (body: unknown, lang: Language) => T {
  return (body, lang) => {
    const result = schema.safeParse(body);
    if (result.success) return view(result.data, lang);
    const issue = result.error.issues[0];
    throw new InvalidResponseError(apiUrl(path, lang), issue ? `${issue.path.join('.') || '(root)'}: ${issue.message}` : 'unexpected shape');
  };
}

/** Runs a query through the request client (every rule of spec section 7) and parses its reply. */
export async function runQuery<T>(query: Query<T>, lang: Language, signal?: AbortSignal): Promise<T> {
  const body = await requestJson(query.path, { lang, ttl: query.ttl, ...(signal && { signal }) });
  return query.parse(body, lang);
}
