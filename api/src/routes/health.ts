import type { HealthResponse } from '@site/shared/contract';
import type { FastifyInstance } from 'fastify';
import { sql, type Kysely } from 'kysely';
import type { Engine } from '../db/engine';
import type { Database } from '../db/schema';
import { sendError } from '../http/errors';

/** GET /api/health: ok once the database answers a trivial query, else 503 (for load balancers and start scripts). */
export async function healthRoutes(app: FastifyInstance, options: { db: Kysely<Database>; engine: Engine }): Promise<void> {
  app.get('/health', async (request, reply) => {
    try {
      await sql`SELECT 1`.execute(options.db);
    } catch (error) {
      request.log.error({ err: error }, 'health check: database unreachable');
      return sendError(reply, 503, 'Database unavailable');
    }
    const body: HealthResponse = { success: true, data: { status: 'ok', database: options.engine } };
    return body;
  });
}
