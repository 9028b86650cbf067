import type { HealthResponse, LivenessResponse, ReadinessResponse } from '@site/shared/contract';
import type { FastifyInstance } from 'fastify';
import { sql, type Kysely } from 'kysely';
import type { Engine } from '../db/engine';
import type { Database } from '../db/schema';
import { sendError } from '../http/errors';
import type { VariantQueue } from '../media/variant-queue';
import type { Readiness } from '../scaling/readiness';
import type { RedisLink } from '../scaling/redis-link';

export interface HealthOptions {
  db: Kysely<Database>;
  engine: Engine;
  readiness: Readiness;
  /** the shared Redis of the rate limits, when REDIS_URL is set */
  redis: RedisLink | null;
  /** the image variants made ahead of time (their figures) */
  variants: Pick<VariantQueue, 'stats' | 'warm'>;
}

/**
 * Health for start scripts and load balancers; never cached, never rate limited.
 * - `GET /api/health`: ok once the database answers a trivial query, else 503; with the figures
 *   of the image variants made ahead of time.
 * - `GET /api/health/live`: the process answers (no database query: a database outage must
 *   not make an orchestrator restart every replica at once).
 * - `GET /api/health/ready`: send traffic here: the database answers and the replica is not
 *   shutting down, else 503. Redis is reported, not required: every replica shares one Redis,
 *   so requiring it would take the whole site out with it, while the limits fall back to
 *   memory instead (docs/scaling.md).
 */
export async function healthRoutes(app: FastifyInstance, options: HealthOptions): Promise<void> {
  async function databaseAnswers(log: FastifyInstance['log']): Promise<boolean> {
    try {
      await sql`SELECT 1`.execute(options.db);
      return true;
    } catch (error) {
      log.error({ err: error }, 'health check: database unreachable');
      return false;
    }
  }

  app.addHook('onSend', async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
  });

  app.get('/health', async (request, reply) => {
    if (!(await databaseAnswers(request.log))) return sendError(reply, 503, 'Database unavailable');
    const images = { ...options.variants.stats(), warm: options.variants.warm };
    const body: HealthResponse = { success: true, data: { status: 'ok', database: options.engine, images } };
    return body;
  });

  app.get('/health/live', async () => {
    const body: LivenessResponse = { success: true, data: { status: 'alive' } };
    return body;
  });

  app.get('/health/ready', async (request, reply) => {
    if (!options.readiness.ready) return sendError(reply, 503, 'Shutting down');
    if (!(await databaseAnswers(request.log))) return sendError(reply, 503, 'Database unavailable');
    const redis = options.redis === null ? 'off' : (await options.redis.answers()) ? 'up' : 'down';
    const body: ReadinessResponse = { success: true, data: { status: 'ready', database: options.engine, redis } };
    return body;
  });
}
