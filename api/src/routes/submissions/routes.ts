import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod/mini';
import {
  HONEYPOT_FIELD,
  consultationSchema,
  contactMessageSchema,
  newsletterSchema,
  submissionPaths,
  submissionReplies,
  type Language,
  type SubmissionKind,
  type SubmissionResponse,
} from '@site/shared/contract';
import { sendError } from '../../http/errors';
import { requestLanguage } from '../../http/language';
import { partnerOriginOf, type OriginPolicy } from '../../http/origins';
import type { Notifier } from '../../notify/notifications';
import { InvalidBody } from './contract-validation';
import type { Outcome } from './idempotency';
import { BODY_LIMIT } from './json-body';
import { RATE_LIMITS, type RateLimit } from './rate-limits';
import { storeConsultation, storeMessage, storeSubscriber, type WriteContext } from './store';

/** A submission route as data: its path under /api (the contract's `submissionPaths`), the contract's schema of its body, its limit, and what it stores. */
interface SubmissionRoute<S extends z.ZodMiniType> {
  kind: SubmissionKind;
  path: string;
  schema: S;
  limit: RateLimit;
  write: (data: z.output<S>, context: WriteContext) => Promise<Outcome>;
}

export interface RouteOptions {
  origins: OriginPolicy;
  rateLimits: boolean;
  notifier: Notifier | null;
}

/** The body's `language`, else the request's (the one rule: http/language.ts). */
function languageOf(request: FastifyRequest): Language {
  return requestLanguage(request, (request.body as Record<string, unknown> | null)?.['language']);
}

/** A honeypot holding anything at all marks a bot. */
function isBot(body: unknown): boolean {
  if (typeof body !== 'object' || body === null) return false;
  const value = (body as Record<string, unknown>)[HONEYPOT_FIELD];
  return value !== undefined && value !== null && value !== '';
}

/**
 * Registers one route: a filled honeypot gets the ordinary success and nothing is stored; a body
 * the contract refuses gets 422 with a text per field; a valid one is written once per
 * Idempotency-Key (`withIdempotency`), answered only after its commit.
 */
function define<S extends z.ZodMiniType>(route: SubmissionRoute<S>) {
  return (app: FastifyInstance, { origins, rateLimits, notifier }: RouteOptions) => {
    const success = (lang: Language): SubmissionResponse => ({ success: true, message: submissionReplies[route.kind][lang] });
    app.post(
      route.path,
      {
        bodyLimit: BODY_LIMIT,
        schema: { body: route.schema },
        attachValidation: true,
        config: rateLimits ? { rateLimit: route.limit } : {},
        preValidation: async (request, reply) => {
          if (!isBot(request.body)) return;
          request.log.info({ route: route.path }, 'honeypot filled: nothing stored');
          return reply
            .code(201)
            .header('Cache-Control', 'no-store')
            .send(success(languageOf(request)));
        },
      },
      async (request, reply) => {
        const lang = languageOf(request);
        const invalid = request.validationError;
        if (invalid) return sendError(reply, 422, submissionReplies.invalid[lang], invalid instanceof InvalidBody ? invalid.errors : {});
        const data = request.body as z.output<S>;
        // The partner's page it was sent from, as the browser says (never the body's word).
        const origin = partnerOriginOf(request, origins);
        const { outcome, stored, replayed } = await app.withIdempotency(request, route.path, data, (trx) => route.write(data, { lang, trx, notifier, origin }));
        if (stored) notifier?.stored();
        if (replayed) reply.header('Idempotent-Replayed', 'true');
        return reply.code(outcome.status).type('application/json; charset=utf-8').header('Cache-Control', 'no-store').send(outcome.body);
      },
    );
  };
}

/** POST /v1/messages/contact, /v1/messages/newsletter and /v1/consultations/free (docs/api.md, "Submissions"). */
export const submissionRoutes = [
  define({ kind: 'contact', path: submissionPaths.contact, schema: contactMessageSchema, limit: RATE_LIMITS.contact, write: storeMessage }),
  define({ kind: 'newsletter', path: submissionPaths.newsletter, schema: newsletterSchema, limit: RATE_LIMITS.newsletter, write: storeSubscriber }),
  define({ kind: 'consultation', path: submissionPaths.consultation, schema: consultationSchema, limit: RATE_LIMITS.consultation, write: storeConsultation }),
];
