import { constants as zlib } from 'node:zlib';
import compress from '@fastify/compress';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { ServerConfig } from './config';
import type { Engine } from './db/engine';
import type { Database } from './db/schema';
import { securityHeaders } from './http/security-headers';
import { healthRoutes } from './routes/health';
import { servicesRoutes } from './routes/services';
import { staticSite } from './site/static-site';

export interface ServerDependencies {
  db: Kysely<Database>;
  engine: Engine;
}

/**
 * Assembles the whole server (API routes and the built site) without listening, so tests
 * drive it through `inject` and `main.ts` decides where it listens.
 */
export async function buildServer(
  config: Pick<ServerConfig, 'distDir' | 'logLevel'>,
  deps: ServerDependencies,
): Promise<FastifyInstance> {
  const app = Fastify({ logger: { level: config.logLevel }, trustProxy: true });
  await app.register(securityHeaders);
  // Compresses API replies and the HTML page; static files come precompressed from the build.
  // Brotli at quality 4: close to gzip -9 in size at a fraction of quality 11's CPU per request.
  await app.register(compress, {
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: 4 } },
  });
  await app.register(healthRoutes, { db: deps.db, engine: deps.engine });
  await app.register(servicesRoutes, { db: deps.db });
  await app.register(staticSite, { distDir: config.distDir });
  return app;
}
