import { z } from 'zod/mini';
import { okEnvelope } from './envelope';

const engineSchema = z.enum(['sqlite', 'postgres']);

const count = z.int().check(z.nonnegative());

/**
 * GET /api/health. `images`: the image variants this replica makes ahead of time (docs/api.md#images-made-ahead-of-time):
 * made by the queue, waiting or being made, failed; `warm` once what the first screens and the
 * offline download need is listed and made (always false with MEDIA_WARM_UP=off).
 */
export const healthResponseSchema = okEnvelope(
  z.object({
    status: z.literal('ok'),
    database: engineSchema,
    images: z.object({ made: count, queued: count, failed: count, warm: z.boolean() }),
  }),
);
export type HealthResponse = z.infer<typeof healthResponseSchema>;

/** GET /api/health/live: the process answers (a balancer restarts a replica that stops answering). */
export const livenessResponseSchema = okEnvelope(z.object({ status: z.literal('alive') }));
export type LivenessResponse = z.infer<typeof livenessResponseSchema>;

/**
 * GET /api/health/ready: this replica may be sent traffic (its database answers and it is not
 * shutting down). `redis` says how the POST rate limits are counted: `up` in the shared Redis,
 * `down` in this process's memory while Redis is unreachable or slow (no PING answer in 250 ms), `off` with no REDIS_URL.
 */
export const readinessResponseSchema = okEnvelope(z.object({ status: z.literal('ready'), database: engineSchema, redis: z.enum(['up', 'down', 'off']) }));
export type ReadinessResponse = z.infer<typeof readinessResponseSchema>;
