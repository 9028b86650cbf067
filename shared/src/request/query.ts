import type { z } from 'zod/mini';
import type { Language } from '@site/shared/contract';
import { apiUrl } from './base';
import { cacheLifetimes } from './policy';
import { checkReply, loadContract, markChecked, type SchemaPick } from './reply-check';
import { replyParsers, type ReplyParse } from './reply-parsers';
import { requestJson } from './request';

/**
 * One read of the API as a value: its path, how long its reply stays cached, the contract
 * schema its reply must pass and how a checked reply becomes the screen's view model. A screen
 * reads it with `useQuery`; the route that shows the screen lists the same `path` among what
 * it reads, so the server can read it before rendering, check it and put it into the page
 * (see first-screen.ts). The path carries its own query string but never `lang`.
 */
export interface Query<T> {
  /** `/v1/services/3`, `/v1/projects?page=2&per_page=12` */
  readonly path: string;
  /** cache lifetime in ms (`cacheLifetimes`) */
  readonly ttl: number;
  /** the reply's schema, picked from the contract when it has loaded (reply-check.ts) */
  readonly schema: SchemaPick;
  /** a reply that passed `schema` → view model */
  readonly view: (reply: unknown, lang: Language) => T;
}

/**
 * A query whose `view` is typed by its schema. `view` is only ever given a body that passed
 * `schema` (the request client, the server's render and the page's seeded replies see to it),
 * which is what makes widening its parameter to `unknown` sound.
 */
export function defineQuery<S extends z.ZodMiniType, T>(
  path: string,
  schema: SchemaPick<S>,
  view: (reply: z.infer<S>, lang: Language) => T,
  ttl: number = cacheLifetimes.response,
): Query<T> {
  return { path, ttl, schema, view: view as (reply: unknown, lang: Language) => T };
}

/**
 * The parser compiled ahead of time from the schema `pick` chooses (reply-parsers.ts), if there is
 * one: a pick reads one property, by the schema's name, of whatever object it is given (a pick
 * that returns a schema of its own, as tests write, gets none).
 */
function replyParser(pick: SchemaPick): (() => Promise<ReplyParse>) | undefined {
  const found: unknown = (pick as unknown as (parsers: typeof replyParsers) => unknown)(replyParsers);
  return typeof found === 'function' ? (found as () => Promise<ReplyParse>) : undefined;
}

/**
 * Checks a reply to `query` against its schema: with its compiled parser where there is one (a
 * widget's), otherwise, or when that parser does not accept it, with the contract, loaded first
 * if needed (which names the issue).
 */
export async function checkQueryReply(query: Query<unknown>, body: unknown, lang: Language): Promise<unknown> {
  const load = replyParser(query.schema);
  // A parser whose chunk cannot be loaded leaves the check to the contract.
  const parse = load ? await load().catch(() => undefined) : undefined;
  const parsed = parse ? parse(body) : null;
  if (parsed) {
    markChecked(parsed.value);
    return parsed.value;
  }
  return checkReply(await loadContract(), query.schema, body, apiUrl(query.path, lang));
}

/** Runs a query through the request client (every rule of docs/product.md#request-rules), checks its reply and views it. */
export async function runQuery<T>(query: Query<T>, lang: Language, signal?: AbortSignal): Promise<T> {
  const body = await requestJson(query.path, {
    lang,
    ttl: query.ttl,
    check: (reply) => checkQueryReply(query, reply, lang),
    ...(signal && { signal }),
  });
  return query.view(body, lang);
}
