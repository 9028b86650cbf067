import type { FastifyInstance } from 'fastify';
import { ConfigError, loadConfig, type ServerConfig } from './config';
import { migrateToLatest } from './db/migrations';
import { openDatabase } from './db/open';
import { seedIfEmpty } from './seed/seed';
import { buildServer } from './server';

export interface StartedServer {
  app: FastifyInstance;
  url: string;
  close: () => Promise<void>;
}

/** Opens and migrates the database, seeds it when empty, and listens. */
export async function startServer(config: ServerConfig): Promise<StartedServer> {
  const database = openDatabase(config);
  try {
    await migrateToLatest(database.db, database.engine);
    await seedIfEmpty(database.db, config.contentDir);
    const app = await buildServer(config, database);
    app.addHook('onClose', async () => database.close());
    await app.listen({ port: config.port, host: config.host });
    const address = app.server.address();
    const port = typeof address === 'object' && address ? address.port : config.port;
    const host = config.host.includes(':') ? `[${config.host}]` : config.host;
    return { app, url: `http://${host}:${port}/`, close: () => app.close() };
  } catch (error) {
    await database.close().catch(() => undefined);
    throw error;
  }
}

function isAddressInUse(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'code' in error && error.code === 'EADDRINUSE';
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
    if (isAddressInUse(error)) {
      console.error(`Port ${config.port} is already in use (set PORT to choose another)`);
      process.exit(1);
    }
    throw error;
  }
  console.log(`Site running at ${server.url}`);
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

const invokedDirectly = process.argv[1] !== undefined && import.meta.url === new URL(`file://${process.argv[1]}`).href;
if (invokedDirectly) await main();
