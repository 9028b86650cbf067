import type { z } from 'zod/mini';
import type { Language } from '../contract/envelope';
import { InvalidResponseError } from './errors';
import { apiUrl, requestJson } from './request';

export { HttpError } from './errors';

export interface CallOptions {
  lang: Language;
  signal?: AbortSignal;
  /** how long the reply stays cached, in ms (default 5 minutes; 0: not cached) */
  ttl?: number;
}

function parse<S extends z.ZodMiniType>(schema: S, body: unknown, path: string, lang: Language): z.infer<S> {
  const result = schema.safeParse(body);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  throw new InvalidResponseError(apiUrl(path, lang), issue ? `${issue.path.join('.') || '(root)'}: ${issue.message}` : 'unexpected shape');
}

/**
 * One GET against the API through the full request client (time-out, retries, per-URL gap,
 * concurrency cap, cache per URL and language, in-flight sharing), parsed with the wire
 * contract, so a malformed reply fails here and not deep inside a component.
 */
export async function getJson<S extends z.ZodMiniType>(path: string, schema: S, options: CallOptions): Promise<z.infer<S>> {
  const request: Parameters<typeof requestJson>[1] = { lang: options.lang };
  if (options.signal) request.signal = options.signal;
  if (options.ttl !== undefined) request.ttl = options.ttl;
  return parse(schema, await requestJson(path, request), path, options.lang);
}

/** One POST (a submission): JSON body, never cached or shared, parsed with the contract. */
export async function postJson<S extends z.ZodMiniType>(
  path: string,
  body: unknown,
  schema: S,
  options: { lang: Language; signal?: AbortSignal },
): Promise<z.infer<S>> {
  const request: Parameters<typeof requestJson>[1] = { lang: options.lang, method: 'POST', body };
  if (options.signal) request.signal = options.signal;
  return parse(schema, await requestJson(path, request), path, options.lang);
}
