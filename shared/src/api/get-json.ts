import type { z } from 'zod/mini';
import type { Language } from '../contract/envelope';
import { parseWith } from './query';
import { requestJson } from './request';

export { HttpError } from './errors';

export interface CallOptions {
  lang: Language;
  signal?: AbortSignal;
  /** how long the reply stays cached, in ms (default 5 minutes; 0: not cached) */
  ttl?: number;
}

const asIs = <T>(reply: T): T => reply;

/**
 * One GET against the API through the full request client (time-out, retries, per-URL gap,
 * concurrency cap, cache per URL and language, in-flight sharing), parsed with the wire
 * contract, so a malformed reply fails here and not deep inside a component.
 */
export async function getJson<S extends z.ZodMiniType>(path: string, schema: S, options: CallOptions): Promise<z.infer<S>> {
  const request: Parameters<typeof requestJson>[1] = { lang: options.lang };
  if (options.signal) request.signal = options.signal;
  if (options.ttl !== undefined) request.ttl = options.ttl;
  return parseWith(schema, asIs, path)(await requestJson(path, request), options.lang);
}
