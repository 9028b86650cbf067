import { createHash } from 'node:crypto';
import rateLimit, { type FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely, Transaction } from 'kysely';
import {
  HONEYPOT_FIELD,
  consultationSchema,
  contactMessageSchema,
  languageSchema,
  newsletterSchema,
  type ErrorBody,
  type Language,
  type SubmissionResponse,
} from '@site/shared/contract';
import type { Database } from '../db/schema';
import { sendError } from '../http/errors';
import { resolveLanguage } from '../http/language';
import { isAllowedOrigin, type OriginPolicy } from '../http/origins';
import type { Notifier } from '../notify/notifications';

/**
 * POST /v1/messages/contact, /v1/messages/newsletter and /v1/consultations/free.
 *
 * - The body must be JSON (415 otherwise), at most BODY_LIMIT bytes (413), well-formed (400),
 *   and valid by the wire contract (422 with `errors: {field: text}`); nothing is stored then.
 * - A success reply is sent only after the row is committed.
 * - An `Idempotency-Key` header makes a retried or replayed submission store once: the first
 *   reply is stored with the row, in the same transaction, and a repeat gets it again.
 * - A filled honeypot field gets the ordinary success reply, and nothing is stored.
 * - Per-route rate limits per client address (see RATE_LIMITS and docs/api.md#rate-limits), in Redis when
 *   REDIS_URL is set so that they hold across replicas (docs/scaling.md).
 * - With staff notifications on, the outbox rows are written in the submission's transaction
 *   and the worker is woken after the commit (docs/notifications.md); the reply never waits for delivery.
 */
export const BODY_LIMIT = 32 * 1024;

/**
 * Requests per client address per window. A visitor sends a form once; the client retries a
 * failed request up to 3 times and a correction or two may follow a 422, and several people
 * can share one office address. A bot is held to about one stored row per minute per address.
 * The newsletter form has one field and nothing to correct, so it gets fewer.
 */
export const RATE_LIMITS = {
  contact: { max: 10, timeWindow: 10 * 60_000 },
  consultation: { max: 10, timeWindow: 10 * 60_000 },
  newsletter: { max: 6, timeWindow: 10 * 60_000 },
} as const;

export const TOO_MANY_REQUESTS = 'Too many requests. Please try again later.';

const texts = {
  contact: { en: 'Your message has been sent successfully! We will contact you soon.', ar: 'تم إرسال رسالتك بنجاح! سنتواصل معك قريباً.' },
  newsletter: { en: 'Successfully subscribed to newsletter!', ar: 'تم اشتراكك في النشرة البريدية بنجاح!' },
  consultation: { en: 'Request Sent Successfully! We will contact you within 24 hours.', ar: 'تم إرسال طلبك بنجاح! سنتواصل معك خلال 24 ساعة.' },
  invalid: { en: 'The given data was invalid.', ar: 'البيانات المرسلة غير صالحة.' },
} as const;

/** An empty subject is 'general inquiry', in Arabic (docs/product.md#validation-rules). */
export const DEFAULT_SUBJECT = 'استفسار عام';
export const EMAIL_EXISTS = 'Email already exists';
const IDEMPOTENCY_TTL_MS = 24 * 3600 * 1000;

interface Outcome {
  status: number;
  body: SubmissionResponse | ErrorBody;
}

class Rollback extends Error {
  constructor(readonly outcome: Outcome) {
    super('rollback');
  }
}

export interface SubmissionOptions {
  db: Kysely<Database>;
  origins: OriginPolicy;
  /** false turns the rate limits off (load tests, property tests) */
  rateLimits: boolean;
  /** staff notifications; null when no channel is configured */
  notifier: Notifier | null;
  /** where the limits are counted (the shared Redis with REDIS_URL); null: this process's memory */
  rateLimitStore?: FastifyRateLimitStoreCtor | null;
}

function languageOf(request: FastifyRequest, body: unknown): Language {
  const parsed = languageSchema.safeParse((body as Record<string, unknown> | null)?.['language']);
  return parsed.success ? parsed.data : resolveLanguage(request);
}

/** A honeypot holding anything at all marks a bot. */
function isBot(body: unknown): boolean {
  if (typeof body !== 'object' || body === null) return false;
  const value = (body as Record<string, unknown>)[HONEYPOT_FIELD];
  return value !== undefined && value !== null && value !== '';
}

/**
 * Text neither database stores as sent: NUL (PostgreSQL refuses it) and unpaired surrogates
 * (they become U+FFFD on the way to UTF-8). Refused with 422 rather than altered.
 */
const loneSurrogate = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

function unstorableFields(body: unknown): Record<string, string> {
  const problems: Record<string, string> = {};
  if (typeof body !== 'object' || body === null) return problems;
  for (const [field, value] of Object.entries(body)) {
    if (typeof value === 'string' && (value.includes('\u0000') || loneSurrogate.test(value))) problems[field] = 'Invalid characters';
  }
  return problems;
}

function fieldErrors(issues: readonly { path: readonly PropertyKey[]; message: string }[]): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const field = issue.path.length > 0 ? String(issue.path[0]) : 'body';
    errors[field] ??= issue.path.length > 0 ? issue.message : 'The request body must be a JSON object';
  }
  return errors;
}

function fingerprintOf(value: unknown): string {
  return createHash('sha256').update(JSON.stringify(value)).digest('base64url');
}

export async function submissionsRoutes(app: FastifyInstance, options: SubmissionOptions): Promise<void> {
  const { db, notifier } = options;

  // JSON only, parsed here so a malformed body gets a clear 400 in the API's envelope.
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

  // Browsers name the page's origin on every POST: a form posted from a site not on the list
  // (cross-site request forgery) is refused before anything is read.
  app.addHook('onRequest', async (request, reply) => {
    const origin = request.headers.origin;
    if (origin !== undefined && !isAllowedOrigin(origin, request, options.origins)) {
      return sendError(reply, 403, 'Origin not allowed');
    }
    const type = request.headers['content-type'];
    if (type === undefined || !/^application\/json\s*(;|$)/i.test(type)) {
      return sendError(reply, 415, 'Content-Type must be application/json');
    }
  });

  if (options.rateLimits) {
    await app.register(rateLimit, {
      global: false,
      ...(options.rateLimitStore ? { store: options.rateLimitStore } : {}),
      errorResponseBuilder: (_request, context) => Object.assign(new Error(TOO_MANY_REQUESTS), { statusCode: context.statusCode }),
    });
  }

  let lastCleanup = 0;
  async function cleanupKeys(): Promise<void> {
    if (Date.now() - lastCleanup < 3600_000) return;
    lastCleanup = Date.now();
    await db
      .deleteFrom('idempotency_keys')
      .where('created_at', '<', new Date(Date.now() - IDEMPOTENCY_TTL_MS).toISOString())
      .execute();
  }

  /**
   * Runs `write` in a transaction and answers its outcome. With an Idempotency-Key, the key is
   * claimed in the same transaction: a concurrent twin waits for it (PostgreSQL's unique index,
   * SQLite's single writer) and then replays the stored reply. Failures store neither row nor key.
   */
  async function submit(
    request: FastifyRequest,
    reply: FastifyReply,
    scope: string,
    payload: unknown,
    write: (trx: Transaction<Database>) => Promise<Outcome>,
  ) {
    const header = request.headers['idempotency-key'];
    const key = typeof header === 'string' ? header.trim() : undefined;
    if (key !== undefined && !/^[\x21-\x7e]{1,255}$/.test(key)) {
      return sendError(reply, 400, 'Idempotency-Key must be 1 to 255 visible ASCII characters');
    }
    const fingerprint = fingerprintOf(payload);
    let outcome: Outcome;
    let stored = false;
    try {
      outcome = await db.transaction().execute(async (trx) => {
        if (key !== undefined) {
          const claimed = await trx
            .insertInto('idempotency_keys')
            .values({ scope, key, fingerprint, status: 0, body: '', created_at: new Date().toISOString() })
            .onConflict((conflict) => conflict.columns(['scope', 'key']).doNothing())
            .returning('key')
            .executeTakeFirst();
          if (!claimed) {
            const stored = await trx.selectFrom('idempotency_keys').selectAll().where('scope', '=', scope).where('key', '=', key).executeTakeFirstOrThrow();
            if (stored.fingerprint !== fingerprint) {
              throw new Rollback({ status: 422, body: { success: false, message: 'This Idempotency-Key was used with a different request' } });
            }
            reply.header('Idempotent-Replayed', 'true');
            return { status: stored.status, body: JSON.parse(stored.body) as Outcome['body'] };
          }
        }
        const result = await write(trx);
        if (result.status >= 300) throw new Rollback(result);
        stored = true;
        if (key !== undefined) {
          await trx
            .updateTable('idempotency_keys')
            .set({ status: result.status, body: JSON.stringify(result.body) })
            .where('scope', '=', scope)
            .where('key', '=', key)
            .execute();
        }
        return result;
      });
    } catch (error) {
      if (!(error instanceof Rollback)) throw error;
      outcome = error.outcome;
    }
    if (stored) notifier?.stored();
    if (key !== undefined) void cleanupKeys().catch((error: unknown) => request.log.warn({ err: error }, 'idempotency key cleanup failed'));
    return reply.code(outcome.status).type('application/json; charset=utf-8').header('Cache-Control', 'no-store').send(outcome.body);
  }

  /** The common front of the three routes: honeypot, storable text, contract validation. */
  function route<S extends typeof contactMessageSchema | typeof newsletterSchema | typeof consultationSchema>(
    path: string,
    limit: { max: number; timeWindow: number },
    schema: S,
    success: { en: string; ar: string },
    write: (data: ReturnType<S['parse']>, lang: Language, trx: Transaction<Database>) => Promise<Outcome | null>,
  ) {
    app.post(path, { bodyLimit: BODY_LIMIT, config: options.rateLimits ? { rateLimit: limit } : {} }, async (request, reply) => {
      const lang = languageOf(request, request.body);
      const ok: SubmissionResponse = { success: true, message: success[lang] };
      if (isBot(request.body)) {
        request.log.info({ route: path }, 'honeypot filled: nothing stored');
        return reply.code(201).header('Cache-Control', 'no-store').send(ok);
      }
      const unstorable = unstorableFields(request.body);
      const parsed = schema.safeParse(request.body);
      if (!parsed.success || Object.keys(unstorable).length > 0) {
        const errors = { ...unstorable, ...(parsed.success ? {} : fieldErrors(parsed.error.issues)) };
        return sendError(reply, 422, texts.invalid[lang], errors);
      }
      const data = parsed.data as ReturnType<S['parse']>;
      return submit(request, reply, path, data, async (trx) => (await write(data, lang, trx)) ?? { status: 201, body: ok });
    });
  }

  route('/messages/contact', RATE_LIMITS.contact, contactMessageSchema, texts.contact, async (data, lang, trx) => {
    const { id } = await trx
      .insertInto('messages')
      .values({
        name: data.name,
        email: data.email,
        phone: data.phone,
        subject: data.subject ? data.subject : DEFAULT_SUBJECT,
        message: data.message,
        language: lang,
        created_at: new Date().toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await notifier?.record(trx, 'message', id);
    return null;
  });

  route('/messages/newsletter', RATE_LIMITS.newsletter, newsletterSchema, texts.newsletter, async (data, lang, trx) => {
    const inserted = await trx
      .insertInto('subscribers')
      .values({ email: data.email, email_key: data.email.toLowerCase(), language: lang, created_at: new Date().toISOString() })
      .onConflict((conflict) => conflict.column('email_key').doNothing())
      .returning('id')
      .executeTakeFirst();
    if (inserted) await notifier?.record(trx, 'subscriber', inserted.id);
    return inserted ? null : { status: 422, body: { success: false, message: EMAIL_EXISTS, errors: { email: EMAIL_EXISTS } } };
  });

  route('/consultations/free', RATE_LIMITS.consultation, consultationSchema, texts.consultation, async (data, lang, trx) => {
    const { id } = await trx
      .insertInto('consultations')
      .values({
        name: data.name,
        email: data.email,
        phone: data.phone,
        description: data.description ? data.description : null,
        country: data.country,
        service_id: data.service_id,
        preferred_date: data.preferred_date,
        preferred_time: data.preferred_time,
        language: lang,
        created_at: new Date().toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await notifier?.record(trx, 'consultation', id);
    // The request's id (and nothing of what it says): an embedded widget's `nasaq:submitted`
    // event gives it to the partner page, to match a conversion with staff's inbox.
    return { status: 201, body: { success: true, message: texts.consultation[lang], data: { id: Number(id) } } };
  });
}
