import type { FastifyInstance } from 'fastify';
import { ConfigError, loadConfig, type ServerConfig } from './config';
import { migrateToLatest } from './db/migrations';
import { openDatabase, REQUEST_TIMEOUTS } from './db/open';
import { withStartupLock } from './db/startup-lock';
import { startMetricsServer } from './observability/metrics-endpoint';
import { Readiness } from './scaling/readiness';
import { shutDown } from './scaling/shutdown';
import { seedIfEmpty } from './seed/seed';
import { buildServer } from './server';

export interface StartedServer {
  app: FastifyInstance;
  url: string;
  /** where Prometheus scrapes this server with METRICS_PORT set (`http://host:port/metrics`) */
  metricsUrl: string | null;
  /** SIGTERM's path: not ready, drain (SHUTDOWN_DELAY_MS, SHUTDOWN_TIMEOUT_MS), then the pools */
  close: () => Promise<void>;
}

/** Opens and migrates the database, seeds it when empty, and listens. */
export async function startServer(config: ServerConfig): Promise<StartedServer> {
  // The start-up work on a pool of its own, without the requests' time-outs: the first seed of
  // a large content folder, or waiting for another replica's, may take longer than a request may.
  const setup = openDatabase(config);
  try {
    await migrateToLatest(setup.db, setup.engine);
    await withStartupLock(setup, (db) => seedIfEmpty(db, config.contentDir));
  } finally {
    await setup.close();
  }
  const database = openDatabase({ ...config, timeouts: REQUEST_TIMEOUTS });
  try {
    const readiness = new Readiness();
    const app = await buildServer(config, { ...database, readiness });
    app.addHook('onClose', async () => database.close());
    await app.listen({ port: config.port, host: config.host });
    // The metrics' own port, on the same address: closed with the server (after its last reply).
    const metricsServer =
      config.metricsPort === null
        ? null
        : await startMetricsServer({
            metrics: app.metrics,
            port: config.metricsPort,
            host: config.host,
            onError: (error) => app.log.error({ err: error }, 'metrics'),
          });
    if (metricsServer) app.addHook('onClose', async () => metricsServer.close());
    const address = app.server.address();
    const port = typeof address === 'object' && address ? address.port : config.port;
    const host = config.host.includes(':') ? `[${config.host}]` : config.host;
    const times = { delayMs: config.shutdownDelayMs, timeoutMs: config.shutdownTimeoutMs };
    return {
      app,
      url: `http://${host}:${port}/`,
      metricsUrl: metricsServer?.url ?? null,
      close: async () => void (await shutDown(app, readiness, times)),
    };
  } catch (error) {
    await database.close().catch(() => undefined);
    throw error;
  }
}

interface SystemError {
  code?: unknown;
  syscall?: unknown;
  hostname?: unknown;
  message?: unknown;
}

/** Codes of a PostgreSQL server that is down, unknown, or refuses these credentials or database name. */
const databaseUnreachable = new Set(['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', 'ETIMEDOUT', 'EHOSTUNREACH', '28P01', '28000', '3D000']);

/**
 * The start failures an operator can fix from the message alone, as one line (no stack):
 * a port taken or not allowed, a HOST that is not this machine's, a database that does not answer.
 */
function startFailureMessage(error: unknown, config: ServerConfig): string | null {
  if (typeof error !== 'object' || error === null) return null;
  const { code, syscall, hostname, message } = error as SystemError;
  if (code === 'EADDRINUSE') return `Port ${config.port} is already in use (set PORT to choose another)`;
  if (code === 'EACCES' && syscall === 'listen') return `Port ${config.port} needs privileges this process lacks (set PORT above 1023)`;
  if ((code === 'EADDRNOTAVAIL' && syscall === 'listen') || (code === 'ENOTFOUND' && hostname === config.host)) {
    return `Cannot listen on HOST ${config.host}: it is not an address of this machine`;
  }
  if (config.databaseUrl && typeof code === 'string' && databaseUnreachable.has(code)) {
    return `Cannot use the PostgreSQL database in DATABASE_URL: ${String(message)}`;
  }
  return null;
}

/** The command-line entry: one line on success, one line (no stack) on a known failure. */
export async function main(env: NodeJS.ProcessEnv = process.env): Promise<void> {
  let config: ServerConfig;
  try {
    config = loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  let server: StartedServer;
  try {
    server = await startServer(config);
  } catch (error) {
    const message = startFailureMessage(error, config);
    if (message) {
      console.error(message);
      process.exit(1);
    }
    throw error;
  }
  console.log(`Site running at ${server.url}`);
  if (server.metricsUrl) server.app.log.info(`metrics at ${server.metricsUrl}`);
  const stop = (signal: NodeJS.Signals) => {
    server.app.log.info(`${signal}: shutting down`);
    server.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}
