import type { FastifyInstance } from 'fastify';
import type { FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { OriginPolicy } from '../../http/origins';
import type { Notifier } from '../../notify/notifications';
import { contractValidation } from './contract-validation';
import { idempotency } from './idempotency';
import { jsonBody } from './json-body';
import { originGuard } from './origin-guard';
import { useRateLimits } from './rate-limits';
import { submissionRoutes } from './routes';

export { BODY_LIMIT } from './json-body';
export { RATE_LIMITS } from './rate-limits';

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

/**
 * The three submission POSTs (docs/api.md, "Submissions"), as small plugins in the order a
 * request meets them: the origin guard (403), JSON only (415, 413, 400), the rate limits (429),
 * the contract's schemas (422), then idempotency and the write. A reply is sent only after its
 * row is committed; with staff notifications on, the outbox rows are written in the same
 * transaction and the worker is woken after the commit (docs/notifications.md).
 */
export async function submissionsRoutes(app: FastifyInstance, options: SubmissionOptions): Promise<void> {
  await app.register(originGuard, { origins: options.origins });
  await app.register(jsonBody);
  if (options.rateLimits) await useRateLimits(app, options.rateLimitStore ?? null);
  await app.register(contractValidation);
  await app.register(idempotency, { db: options.db });
  for (const register of submissionRoutes) register(app, options);
}
