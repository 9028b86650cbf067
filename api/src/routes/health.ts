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
 * - `GET /api/health/ready`: send traffic here unless the replica is shutting down (503). The
 *   database and Redis are reported, not required: every replica shares one of each, so
 *   requiring either would take the whole site out of the balancer at once, while a replica
 *   without its database still answers pages and reads from its caches (and sends with 503 and
 *   `Retry-After`), and without Redis counts the limits in memory (docs/scaling.md#outages).
 *   Answered within about half a second whatever the database does, so a balancer's check
 *   (Caddy's times out after 1 s) never mistakes a slow database for a dead replica.
 */
/** How long readiness waits for the database's answer before it reports it `down`. */
const READY_DATABASE_WAIT_MS = 500;

export async function healthRoutes(app: FastifyInstance, options: HealthOptions): Promise<void> {
  /** Whether the database answers a trivial query within READY_DATABASE_WAIT_MS; an outage is logged by db/open.ts, not per check. */
  async function databaseAnswersSoon(): Promise<boolean> {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const late = new Promise<boolean>((resolve) => (timer = setTimeout(() => resolve(false), READY_DATABASE_WAIT_MS)));
    const answered = sql`SELECT 1`.execute(options.db).then(
      () => true,
      () => false,
    );
    try {
      return await Promise.race([answered, late]);
    } finally {
      clearTimeout(timer);
    }
  }

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

  app.get('/health/ready', async (_request, reply) => {
    if (!options.readiness.ready) return sendError(reply, 503, 'Shutting down');
    const [databaseUp, redis] = await Promise.all([
      databaseAnswersSoon(),
      options.redis === null ? ('off' as const) : options.redis.answers().then((up) => (up ? ('up' as const) : ('down' as const))),
    ]);
    const body: ReadinessResponse = {
      success: true,
      data: { status: 'ready', database: options.engine, databaseState: databaseUp ? 'up' : 'down', redis },
    };
    return body;
  });
}
