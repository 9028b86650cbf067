import type { z } from 'zod/mini';
import type { Language } from '../contract/envelope';
import { getApiBase } from './base';

export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly body: unknown,
  ) {
    super(`HTTP error! status: ${status}`);
    this.name = 'HttpError';
  }
}

/**
 * One GET against the API: passes the language, sends and accepts JSON and parses the reply
 * with the wire contract, so a malformed reply fails here and not deep inside a component.
 */
export async function getJson<S extends z.ZodMiniType>(
  path: string,
  schema: S,
  options: { lang: Language; signal?: AbortSignal },
): Promise<z.infer<S>> {
  const url = `${getApiBase()}${path}${path.includes('?') ? '&' : '?'}lang=${options.lang}`;
  const init: RequestInit = {
    headers: { Accept: 'application/json', 'Content-Type': 'application/json', 'Accept-Language': options.lang },
  };
  if (options.signal) init.signal = options.signal;
  const response = await fetch(url, init);
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok) throw new HttpError(response.status, body);
  return schema.parse(body);
}
