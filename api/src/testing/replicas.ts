import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Kysely } from 'kysely';
import pg from 'pg';
import { repoRoot } from '../config';
import { openDatabase } from '../db/open';
import type { Database } from '../db/schema';
import { startPostgres, type RunningPostgres } from './postgres-server';
import { startRedis, type RunningRedis } from './redis-server';
import { SERVER_COMMAND } from './server-command';
import { startRoundRobinProxy, type RoundRobinProxy } from './round-robin-proxy';

/**
 * Several replicas of the real server (compiled, as the image runs it: `api/dist/serve.js`) on one
 * PostgreSQL schema and one Redis, behind a round-robin proxy: the set-up of the deploy recipe,
 * on loopback, for tests and benchmarks that must see what two processes do.
 *
 * PostgreSQL: `REPLICAS_DATABASE_URL`, else `DATABASE_URL`, else the `site_test` database that
 * `.ci/run` creates, or with `postgres: 'own'` a cluster of the run's own that a test may stop;
 * each call gets a fresh schema there (dropped by `close`). Redis: a
 * `redis-server` of its own on a free port (or `redis: false` for none). The replicas need a
 * build in `dist/` for pages (API routes work without one).
 */
export interface ReplicasOptions {
  count: number;
  /** more environment for every replica (LOG_LEVEL, RATE_LIMITS, SHUTDOWN_DELAY_MS, ...) */
  env?: Record<string, string>;
  /** start a Redis and give the replicas its REDIS_URL (default true) */
  redis?: boolean;
  /**
   * `own`: a PostgreSQL cluster of this run's own (postgres-server.ts), which a test may stop and
   * restart; default `shared`: a schema on the shared server, which no test stops.
   */
  postgres?: 'shared' | 'own';
}

export interface Replicas {
  /** each replica's own address (`http://127.0.0.1:PORT`), by index */
  urls: string[];
  /** the round-robin proxy in front of them all */
  proxyUrl: string;
  proxy: RoundRobinProxy;
  /** the replicas' database (the same schema), for checking what they stored */
  db: Kysely<Database>;
  /** the connection string the replicas use (for `npm run content:import` and the like) */
  databaseUrl: string;
  redis: RunningRedis | null;
  /** the run's own PostgreSQL (with `postgres: 'own'`), to stop and restart */
  postgres: RunningPostgres | null;
  /** the environment a replica gets (DATABASE_URL, REDIS_URL, ...), for running the CLIs against the same data */
  env: Record<string, string>;
  /** sends `signal` to replica `i` and resolves with its exit code once it has exited */
  kill: (i: number, signal: NodeJS.Signals) => Promise<number | null>;
  /** whether replica `i` is still running (not exited) */
  running: (i: number) => boolean;
  /** SIGTERM to replica `i`, resolved when it has exited */
  stop: (i: number) => Promise<number | null>;
  /** what replica `i` has written to stdout and stderr */
  output: (i: number) => string;
  /** stops everything and drops the schema */
  close: () => Promise<void>;
}

export const DEFAULT_REPLICAS_DATABASE_URL = 'postgres://site:site@127.0.0.1:5432/site_test';

interface Replica {
  child: ChildProcess;
  url: string;
  output: () => string;
}

async function startReplica(env: Record<string, string>, dataDir: string): Promise<Replica> {
  const child = spawn(process.execPath, SERVER_COMMAND, {
    cwd: repoRoot,
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`replica did not start in 90 s:\n${output}`)), 90_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /Site running at (http:\/\/\S+?)\/?\s/.exec(output);
      if (match?.[1]) {
        clearTimeout(timer);
        resolve(match[1]);
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`replica exited with ${code}:\n${output}`));
    });
  });
  return { child, url, output: () => output };
}

async function createSchema(baseUrl: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const schema = `replicas_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE SCHEMA ${schema}`);
  } finally {
    await admin.end();
  }
  const url = `${baseUrl}${baseUrl.includes('?') ? '&' : '?'}options=${encodeURIComponent(`-c search_path=${schema}`)}`;
  return {
    url,
    drop: async () => {
      const dropper = new pg.Client({ connectionString: baseUrl });
      await dropper.connect();
      try {
        await dropper.query(`DROP SCHEMA ${schema} CASCADE`);
      } finally {
        await dropper.end();
      }
    },
  };
}

export async function startReplicas(options: ReplicasOptions): Promise<Replicas> {
  const cleanups: (() => Promise<void>)[] = [];
  const cleanUp = async () => {
    for (const cleanup of cleanups.reverse()) await cleanup().catch(() => undefined);
  };
  try {
    const postgres = options.postgres === 'own' ? await startPostgres() : null;
    if (postgres) cleanups.push(postgres.close);
    const baseUrl = postgres?.url ?? process.env['REPLICAS_DATABASE_URL'] ?? process.env['DATABASE_URL'] ?? DEFAULT_REPLICAS_DATABASE_URL;
    const schema = await createSchema(baseUrl);
    cleanups.push(schema.drop);
    const redis = options.redis === false ? null : await startRedis();
    if (redis) cleanups.push(redis.close);
    const env: Record<string, string> = { DATABASE_URL: schema.url, REDIS_URL: redis ? redis.url : '', ...options.env };
    const dataDirs = Array.from({ length: options.count }, () => mkdtempSync(path.join(tmpdir(), 'site-replica-')));
    cleanups.push(async () => dataDirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));
    // Started together on an empty schema, as a deploy would: the start-up lock makes one seed it.
    const replicas: Replica[] = [];
    const started = await Promise.allSettled(dataDirs.map((dir) => startReplica(env, dir)));
    for (const result of started) if (result.status === 'fulfilled') replicas.push(result.value);
    const exited = (replica: Replica) => replica.child.exitCode !== null || replica.child.signalCode !== null;
    const kill = async (replica: Replica, signal: NodeJS.Signals) => {
      if (exited(replica)) return replica.child.exitCode;
      const exit = new Promise<number | null>((resolve) => replica.child.once('exit', (code) => resolve(code)));
      replica.child.kill(signal);
      return exit;
    };
    cleanups.push(async () => void (await Promise.all(replicas.map((replica) => kill(replica, 'SIGKILL')))));
    const failed = started.find((result) => result.status === 'rejected');
    if (failed) throw failed.reason;

    const proxy = await startRoundRobinProxy(replicas.map((replica) => replica.url));
    cleanups.push(proxy.close);
    const database = openDatabase({ dataDir: dataDirs[0]!, databaseUrl: schema.url });
    cleanups.push(database.close);

    const at = (i: number) => {
      const replica = replicas[i];
      if (!replica) throw new Error(`no replica ${i}`);
      return replica;
    };
    return {
      urls: replicas.map((replica) => replica.url),
      proxyUrl: proxy.url,
      proxy,
      db: database.db,
      databaseUrl: schema.url,
      redis,
      postgres,
      env,
      kill: (i, signal) => kill(at(i), signal),
      running: (i) => !exited(at(i)),
      stop: (i) => kill(at(i), 'SIGTERM'),
      output: (i) => at(i).output(),
      close: cleanUp,
    };
  } catch (error) {
    await cleanUp();
    throw error;
  }
}
