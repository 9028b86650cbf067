import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { sendError } from '../../http/errors';

/** The largest body a submission may have: the longest valid one (5000 characters of 4-byte text) fits. */
export const BODY_LIMIT = 32 * 1024;

const JSON_TYPE = /^application\/json\s*(;|$)/i;

/**
 * Submissions are JSON only (docs/api.md, "Submissions"): any other or no `Content-Type` gets 415
 * before the body is read, a malformed body 400 and a larger one 413, each in the API's envelope.
 * A browser's own form post goes to the page instead (api/src/site/form-posts.ts).
 */
export const jsonBody = fp(
  async (app: FastifyInstance) => {
    app.removeAllContentTypeParsers();
    app.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit: BODY_LIMIT }, (_request, text, done) => {
      try {
        done(null, JSON.parse(text as string));
      } catch {
        done(Object.assign(new Error('Malformed JSON in the request body'), { statusCode: 400 }), undefined);
      }
    });
    app.addContentTypeParser('*', (_request, _payload, done) => {
      done(Object.assign(new Error('Content-Type must be application/json'), { statusCode: 415 }), undefined);
    });
    app.addHook('onRequest', async (request, reply) => {
      const type = request.headers['content-type'];
      if (type === undefined || !JSON_TYPE.test(type)) return sendError(reply, 415, 'Content-Type must be application/json');
    });
  },
  { name: 'submissions-json-body' },
);
