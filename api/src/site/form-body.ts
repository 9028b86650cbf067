import type { FastifyInstance } from 'fastify';
import { BODY_LIMIT } from '../routes/submissions';

/**
 * A form as a browser posts it: `application/x-www-form-urlencoded`, each byte of a character
 * outside ASCII written as three (`%D8%B3`), so the longest valid message (5000 characters of
 * 4-byte text) takes three times the JSON route's limit.
 */
const FORM_BODY_LIMIT = 3 * BODY_LIMIT;

const FORM_TYPE = /^application\/x-www-form-urlencoded\s*(;|$)/i;

/** A body the browser could not have sent: 400, and nothing is stored. */
function malformed(message: string): Error {
  return Object.assign(new Error(message), { statusCode: 400 });
}

/**
 * The fields of a urlencoded body, each a string. Strict where `URLSearchParams` is lenient: a
 * percent sequence that is not UTF-8 is refused rather than turned into U+FFFD (text is stored
 * as sent or not at all, as the JSON route does), and so is a name given twice.
 */
export function parseFormBody(text: string): Record<string, string> {
  const fields: Record<string, string> = Object.create(null) as Record<string, string>;
  for (const pair of text.split('&')) {
    if (pair === '') continue;
    const at = pair.indexOf('=');
    const [rawName, rawValue] = at < 0 ? [pair, ''] : [pair.slice(0, at), pair.slice(at + 1)];
    let name: string;
    let value: string;
    try {
      name = decodeURIComponent(rawName.replace(/\+/g, ' '));
      value = decodeURIComponent(rawValue.replace(/\+/g, ' '));
    } catch {
      throw malformed('Malformed form body');
    }
    if (name in fields) throw malformed(`The field ${JSON.stringify(name)} was sent twice`);
    fields[name] = value;
  }
  return fields;
}

/** In the scope of the site's form posts: urlencoded bodies only (415 otherwise), at most FORM_BODY_LIMIT bytes (413). */
export function useFormBodies(app: FastifyInstance): void {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT }, (_request, text, done) => {
    try {
      done(null, parseFormBody(text as string));
    } catch (error) {
      done(error as Error, undefined);
    }
  });
  app.addContentTypeParser('*', (_request, _payload, done) => {
    done(Object.assign(new Error('Content-Type must be application/x-www-form-urlencoded'), { statusCode: 415 }), undefined);
  });
  app.addHook('onRequest', async (request) => {
    const type = request.headers['content-type'];
    if (type === undefined || !FORM_TYPE.test(type))
      throw Object.assign(new Error('Content-Type must be application/x-www-form-urlencoded'), { statusCode: 415 });
  });
}
