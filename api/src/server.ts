import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import cookie from '@fastify/cookie';
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { ServerConfig } from './config';
import { contentVersionOf } from './content/content-version';
import type { Engine } from './db/engine';
import type { Database } from './db/schema';
import { compression } from './http/compression';
import { createPagePolicy } from './http/page-policy';
import { createNotifications } from './notify/notifications';
import { securityHeaders } from './http/security-headers';
import { apiRoutes } from './routes/api';
import { Readiness } from './scaling/readiness';
import { RedisLink } from './scaling/redis-link';
import { hostVersions } from './releases/host-build';
import { CanaryWatch } from './releases/canary-watch';
import { LiveReleases } from './releases/live-releases';
import { previewRoutes } from './releases/preview';
import { PartnerOrigins } from './partners/partner-origins';
import { SectionLocator } from './releases/section-locator';
import { siteSigningKey } from './releases/signing';
import { VersionChooser } from './releases/version-choice';
import { internalReads } from './site/internal-read';
import { SectionTraffic } from './observability/section-traffic';
import { TrafficFlush } from './observability/traffic-flush';
import { MediaRenderer } from './media/renderer';
import { VariantQueue } from './media/variant-queue';
import { startWarmUp } from './media/warm-up';
import { staticSite } from './site/static-site';

declare module 'fastify' {
  interface FastifyInstance {
    /** page views and errors per section version on this replica (docs/scaling.md, "Counting each section version") */
    sectionTraffic: SectionTraffic;
    /** the image variants made ahead of time on this replica: made, queued, failed (docs/api.md#images-made-ahead-of-time) */
    imageVariants: VariantQueue;
  }
}

export interface ServerDependencies {
  db: Kysely<Database>;
  engine: Engine;
  /** flipped to not ready by the shutdown in main.ts; absent: always ready */
  readiness?: Readiness;
}

/**
 * Assembles the whole server (API routes and the built site) without listening, so tests
 * drive it through `inject` and `main.ts` decides where it listens.
 */
export async function buildServer(
  config: Pick<ServerConfig, 'distDir' | 'logLevel'> &
    Partial<Pick<ServerConfig, 'dataDir' | 'publicUrl' | 'corsOrigins' | 'rateLimits' | 'trustProxy' | 'redisUrl' | 'notify' | 'mediaWarmUp'>>,
  deps: ServerDependencies,
): Promise<FastifyInstance> {
  // Logs go to stderr: stdout carries the one "Site running at" line that scripts and
  // browser tests read, and nothing else.
  const reads = internalReads();
  const app = Fastify({
    logger: { level: config.logLevel, stream: process.stderr },
    trustProxy: config.trustProxy ?? 'loopback, linklocal, uniquelocal',
    // The API reads a server render makes are part of its page request, which is logged.
    logController: new LogController({ disableRequestLogging: (request) => reads.isInternal(request) }),
  });
  // Cookies read into `request.cookies` and written with `reply.setCookie`: the language the
  // browser keeps for the session (http/language.ts), a form's sent state (site/sent-cookie.ts),
  // the canary bucket and the preview, signed with the site's key, kept in the database: the same
  // on every replica (releases/version-choice.ts).
  const signingKey = await siteSigningKey(deps.db);
  await app.register(cookie, { secret: signingKey });
  const contentVersion = contentVersionOf(deps.db);
  // The one place page views and errors are counted per section version: the canary's rollback
  // and the metrics endpoint both read it.
  app.decorate('sectionTraffic', new SectionTraffic());
  // Its counts go to the database every second, where every replica's are summed; the last ones
  // as the server stops (before the database closes: preClose runs before every onClose hook).
  const trafficFlush = new TrafficFlush(app.sectionTraffic, deps.db, app.log);
  app.addHook('onReady', async () => trafficFlush.start());
  app.addHook('preClose', async () => trafficFlush.close());
  // Staff notifications: the worker starts once the server is ready and stops before the
  // database closes (preClose runs before every onClose hook, main.ts's database close included).
  const notifications = createNotifications(config.notify ?? null, { db: deps.db, engine: deps.engine, log: app.log, siteOrigin: config.publicUrl ?? null });
  if (notifications) {
    app.addHook('onReady', async () => notifications.start());
    app.addHook('preClose', async () => notifications.stop());
  }
  // REDIS_URL: the rate limits' shared counts. Closed after the listener (onClose hooks run
  // last-added first, and the server's own close is added when it starts).
  const redis = config.redisUrl ? new RedisLink(config.redisUrl, app.log) : null;
  if (redis) {
    await redis.connect();
    app.addHook('onClose', async () => redis.close());
  }
  // Sections released on their own: which release each serves, kept in step with the store
  // (api/src/releases). Applied before the first request; stopped before the database closes.
  const dataDir = config.dataDir ?? mkdtempSync(path.join(tmpdir(), 'site-data-'));
  const releases = new LiveReleases(deps.db, path.join(dataDir, 'releases'), hostVersions(config.distDir, app.log), app.log);
  await releases.start();
  app.addHook('preClose', async () => releases.close());
  // Images: rendered on demand for a request, and made ahead of time in a background queue when
  // MEDIA_WARM_UP is on (main.ts; off in tests built with buildServer alone): started once the
  // server listens, stopped before the database closes.
  const renderer = new MediaRenderer(deps.db, path.join(dataDir, 'media-cache'));
  const variants = new VariantQueue(renderer, {
    onError: (error, variant) => app.log.warn({ err: error, variant }, 'an image variant could not be made ahead of time'),
  });
  app.decorate('imageVariants', variants);
  if (config.mediaWarmUp) {
    let warmUp: ReturnType<typeof startWarmUp> | null = null;
    // Once listening: a server that cannot take its port (and exits) makes nothing.
    app.addHook('onListen', async () => {
      warmUp = startWarmUp({ db: deps.db, version: contentVersion, queue: variants, log: app.log });
    });
    app.addHook('preClose', async () => {
      warmUp?.stop();
      variants.stop();
    });
  }
  // The partners allowed to embed the widgets (npm run partners), followed within a second.
  const partners = new PartnerOrigins(deps.db, app.log);
  await partners.start();
  app.addHook('preClose', async () => partners.close());
  const locator = new SectionLocator(config.distDir, releases, (message) => app.log.warn(message));
  // Canaries rolled back by any server whose look at the summed counts says so (docs/scaling.md).
  const canaryWatch = new CanaryWatch(deps.db, releases, app.log);
  app.addHook('onReady', async () => canaryWatch.start());
  app.addHook('preClose', async () => canaryWatch.close());
  const versions = new VersionChooser(releases, locator, (message) => app.log.warn(message));
  const hostDir = path.join(config.distDir, 'root-config');
  await app.register(securityHeaders, { pagePolicy: existsSync(path.join(hostDir, 'index.html')) ? createPagePolicy(hostDir) : null });
  // Replies made per request are compressed as they are sent; kept bytes once (http/compression.ts).
  await app.register(compression);
  await app.register(apiRoutes, {
    db: deps.db,
    engine: deps.engine,
    renderer,
    variants,
    publicUrl: config.publicUrl ?? null,
    corsOrigins: config.corsOrigins ?? [],
    partners,
    rateLimits: config.rateLimits ?? true,
    redis,
    readiness: deps.readiness ?? new Readiness(),
    contentVersion,
    notifier: notifications,
    clientErrors: {
      traffic: app.sectionTraffic,
      knownVersion: (container, version) => releases.knownVersion(container, version),
      liveVersion: (container) => locator.locate().sections?.[container].version ?? null,
    },
    prefix: '/api',
  });
  await app.register(staticSite, {
    distDir: config.distDir,
    db: deps.db,
    contentVersion,
    publicUrl: config.publicUrl ?? null,
    read: (path, lang) => reads.read(app, path, lang),
    submit: (...args) => reads.submit(app, ...args),
    locator,
    releases,
    versions,
    traffic: app.sectionTraffic,
  });
  await app.register(previewRoutes, { key: signingKey, releases });
  return app;
}
