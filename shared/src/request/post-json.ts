import type { z } from 'zod/mini';
import type { Language } from '@site/shared/contract';
import { apiUrl } from './base';
import { checkWith } from './reply-check';
import { requestJson } from './request';

/**
 * One POST (a submission): JSON body, never cached or shared, parsed with the contract. Only
 * the submissions group (a deferred chunk) calls it, so it is not part of the first page.
 */
export async function postJson<S extends z.ZodMiniType>(
  path: string,
  body: unknown,
  schema: S,
  options: { lang: Language; signal?: AbortSignal | undefined; headers?: Readonly<Record<string, string>> },
): Promise<z.infer<S>> {
  const request: Parameters<typeof requestJson>[1] = { lang: options.lang, method: 'POST', body };
  if (options.signal) request.signal = options.signal;
  if (options.headers) request.headers = options.headers;
  // The submissions chunk imports its schemas itself: no contract chunk to wait for.
  return checkWith(schema, await requestJson(path, request), apiUrl(path, options.lang));
}
