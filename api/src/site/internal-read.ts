import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Language } from '@site/shared/contract';

/** What a read of the API may be: a /v1 path with its query, nothing that could leave /api/v1. */
const readablePath = /^\/v1\/[A-Za-z0-9\-._~%/]*(?:\?[A-Za-z0-9\-._~%&=+,]*)?$/;

/**
 * Reads of /api/v1 made by the server for the page it renders go through the same routes, in
 * process (Fastify's `inject`: no socket, no HTTP call to itself): the same validation, the
 * same reply cache, the same bytes a browser gets. They are not logged as requests; the page
 * request that caused them is. The header that marks them carries a secret made at start, so
 * no client can hide its own requests from the log.
 */
export function internalReads(): {
  read: (app: FastifyInstance, path: string, lang: Language) => Promise<{ status: number; json: string }>;
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
    isInternal: (request) => request.headers[header] === secret,
  };
}
