import cors from '@fastify/cors';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { ContentVersion } from '../content/content-version';
import type { Engine } from '../db/engine';
import type { Database } from '../db/schema';
import { useApiErrors } from '../http/api-errors';
import { isAllowedOrigin, type OriginPolicy } from '../http/origins';
import type { Notifier } from '../notify/notifications';
import { ResponseCache } from '../http/response-cache';
import { MediaCatalog } from '../media/catalog';
import type { MediaRenderer } from '../media/renderer';
import type { VariantQueue } from '../media/variant-queue';
import { failoverStore } from '../scaling/failover-store';
import type { Readiness } from '../scaling/readiness';
import type { RedisLink } from '../scaling/redis-link';
import { blogsRoutes } from './blogs';
import { clientErrorRoutes, type ClientErrorOptions } from './client-errors';
import { clientsRoutes } from './clients';
import { healthRoutes } from './health';
import { mediaRoutes, placeholderRoutes } from './media';
import { offlineManifestRoutes } from './offline-manifest';
import { pagesRoutes } from './pages';
import { portfolioRoutes } from './portfolio';
import { projectsRoutes } from './projects';
import type { ReadContext } from './read-context';
import { servicesRoutes } from './services';
import { submissionsRoutes } from './submissions';

export interface ApiOptions {
  db: Kysely<Database>;
  engine: Engine;
  /** renders images (kept in DATA_DIR/media-cache) */
  renderer: MediaRenderer;
  /** the image variants made ahead of time (its figures are in GET /api/health) */
  variants: VariantQueue;
  /** PUBLIC_URL: image URLs are absolute under it; null: root-relative */
  publicUrl: string | null;
  /** CORS_ORIGINS: partner sites allowed to call the API from a browser */
  corsOrigins: string[];
  /** the partners in the database, as this replica knows them now (npm run partners) */
  partners: { has: (origin: string) => boolean } | null;
  rateLimits: boolean;
  /** REDIS_URL's connection: the rate limits are counted there (and in memory while it is down) */
  redis: RedisLink | null;
  /** false once shutdown has begun (GET /api/health/ready) */
  readiness: Readiness;
  /** the imported content's version, which every cached read is keyed by (shared with the pages) */
  contentVersion: ContentVersion;
  /** staff notifications; null when no channel is configured */
  notifier: Notifier | null;
  /** where browsers' error reports are counted, and which section versions may be named (api/src/routes/client-errors.ts) */
  clientErrors: Pick<ClientErrorOptions, 'traffic' | 'knownVersion' | 'liveVersion'>;
}

/**
 * Everything under `/api` (register with `{ prefix: '/api' }`). Encapsulated on purpose: its
 * JSON 404 and error envelope apply to API paths only. The site's calls (docs/api.md#routes-and-replies) are under
 * `/v1`; images under `/media` and `/placeholder`.
 */
export async function apiRoutes(app: FastifyInstance, options: ApiOptions): Promise<void> {
  useApiErrors(app);

  const origins: OriginPolicy = { fixed: new Set(options.corsOrigins), partners: options.partners, publicOrigin: options.publicUrl };
  // The site's own pages call the API from the same origin and need no CORS; partner sites
  // (npm run partners, and CORS_ORIGINS) may, without cookies (there are none).
  await app.register(cors, {
    delegator: (request: FastifyRequest, callback) => {
      const origin = request.headers.origin;
      const allowed = origin !== undefined && isAllowedOrigin(origin, request, origins);
      callback(null, {
        origin: allowed,
        methods: ['GET', 'HEAD', 'POST'],
        allowedHeaders: ['Content-Type', 'Accept', 'Accept-Language', 'Idempotency-Key', 'If-None-Match'],
        exposedHeaders: ['ETag', 'Retry-After', 'Idempotent-Replayed'],
        maxAge: 600,
      });
    },
  });

  const context: ReadContext = {
    db: options.db,
    version: options.contentVersion,
    media: new MediaCatalog(options.db, options.publicUrl ?? ''),
    cache: new ResponseCache(),
  };

  // One store of the POST rate limits' counts for the submissions and the browsers' error reports.
  const rateLimitStore = options.redis ? failoverStore(options.redis) : null;
  await app.register(healthRoutes, { db: options.db, engine: options.engine, readiness: options.readiness, redis: options.redis, variants: options.variants });
  await app.register(
    async (v1) => {
      await v1.register(servicesRoutes, context);
      await v1.register(projectsRoutes, context);
      await v1.register(blogsRoutes, context);
      await v1.register(clientsRoutes, context);
      await v1.register(portfolioRoutes, context);
      await v1.register(pagesRoutes, context);
      await v1.register(offlineManifestRoutes, context);
      await v1.register(clientErrorRoutes, { origins, rateLimits: options.rateLimits, rateLimitStore, ...options.clientErrors });
    },
    { prefix: '/v1' },
  );
  // The submissions' paths are the contract's, /v1 included (`submissionPaths`): the request client posts to the same table.
  await app.register(submissionsRoutes, {
    db: options.db,
    origins,
    rateLimits: options.rateLimits,
    notifier: options.notifier,
    rateLimitStore,
  });
  await app.register(mediaRoutes, { renderer: options.renderer });
  await app.register(placeholderRoutes);
}
