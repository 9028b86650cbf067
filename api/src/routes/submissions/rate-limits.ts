import rateLimit, { type FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { TOO_MANY_REQUESTS } from '@site/shared/contract';

export interface RateLimit {
  max: number;
  timeWindow: number;
}

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
} as const satisfies Record<string, RateLimit>;

/**
 * `@fastify/rate-limit` for the routes that name a limit (`config.rateLimit`), counted in `store`
 * (the shared Redis with REDIS_URL, docs/scaling.md) or this process's memory; a refusal is 429
 * with the contract's message and `Retry-After`.
 */
export async function useRateLimits(app: FastifyInstance, store: FastifyRateLimitStoreCtor | null): Promise<void> {
  await app.register(rateLimit, {
    global: false,
    ...(store ? { store } : {}),
    errorResponseBuilder: (_request, context) => Object.assign(new Error(TOO_MANY_REQUESTS), { statusCode: context.statusCode }),
  });
}
