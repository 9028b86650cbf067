import type { FastifyInstance } from 'fastify';
import { sql, type Kysely } from 'kysely';
import type { Engine } from '../db/engine';
import type { Database } from '../db/schema';
import { sendError } from '../http/errors';

/** GET /api/health: the database answers a trivial query, or 503. */
export async function healthRoutes(app: FastifyInstance, options: { db: Kysely<Database>; engine: Engine }): Promise<void> {
  app.get('/api/health', async (_request, reply) => {
    try {
      await sql`SELECT 1`.execute(options.db);
      return { success: true, data: { status: 'ok', database: options.engine } };
    } catch (error) {
      app.log.error({ err: error }, 'health check: database unreachable');
      return sendError(reply, 503, 'Database unavailable');
    }
  });
}
