import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Language } from '@site/shared/contract';
import type { SubmitJson } from './form-posts';

/** What a read of the API may be: a /v1 path with its query, nothing that could leave /api/v1. */
const readablePath = /^\/v1\/[A-Za-z0-9\-._~%/]*(?:\?[A-Za-z0-9\-._~%&=+,]*)?$/;

/**
 * Reads of /api/v1 made by the server for the page it renders (and the forms a browser posted
 * to a page, sent on to their JSON route) go through the same routes, in
 * process (Fastify's `inject`: no socket, no HTTP call to itself): the same validation, the
 * same reply cache, the same bytes a browser gets. They are not logged as requests; the page
 * request that caused them is. The header that marks them carries a secret made at start, so
 * no client can hide its own requests from the log.
 */
export function internalReads(): {
  read: (app: FastifyInstance, path: string, lang: Language) => Promise<{ status: number; json: string }>;
  submit: (app: FastifyInstance, ...args: Parameters<SubmitJson>) => ReturnType<SubmitJson>;
  isInternal: (request: Pick<FastifyRequest, 'headers'>) => boolean;
} {
  const header = 'x-site-internal-read';
  const secret = randomBytes(16).toString('hex');
  return {
    async read(app, path, lang) {
      if (!readablePath.test(path) || path.includes('..')) throw new Error(`not an API read: ${path}`);
      const response = await app.inject({
        method: 'GET',
        url: `/api${path}${path.includes('?') ? '&' : '?'}lang=${lang}`,
        headers: { accept: 'application/json', 'accept-language': lang, [header]: secret },
      });
      return { status: response.statusCode, json: response.body };
    },
    /**
     * A form the browser posted to a page, sent to its JSON route as the page's code would send
     * it: from the visitor's address (the rate limits count them), with their Origin and Host
     * (the origin guard checks them), and the Idempotency-Key the form post made.
     */
    async submit(app, request, apiPath, body, idempotencyKey) {
      if (!readablePath.test(apiPath) || apiPath.includes('..')) throw new Error(`not an API path: ${apiPath}`);
      const { origin, host } = request.headers;
      const response = await app.inject({
        method: 'POST',
        url: `/api${apiPath}`,
        remoteAddress: request.ip,
        headers: {
          'content-type': 'application/json',
          accept: 'application/json',
          'idempotency-key': idempotencyKey,
          ...(origin !== undefined && { origin }),
          ...(host !== undefined && { host }),
          [header]: secret,
        },
        payload: JSON.stringify(body),
      });
      const retryAfter = response.headers['retry-after'];
      return { status: response.statusCode, json: response.body, retryAfter: retryAfter === undefined ? undefined : String(retryAfter) };
    },
    isInternal: (request) => request.headers[header] === secret,
  };
}
