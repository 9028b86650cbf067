import { mkdirSync } from 'node:fs';
import path from 'node:path';
import SqliteDatabase from 'libsql';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import type { Engine } from './engine';
import { isDatabaseUnavailable } from './unavailable';
import type { Database } from './schema';

/** How long one database call may take: waiting for a connection, and the query itself. */
export interface DatabaseTimeouts {
  connectMs: number;
  queryMs: number;
}

/**
 * What a request may wait for PostgreSQL (the server's pool; docs/scaling.md, "Time-outs"):
 * a connection within 3 s (a pool whose every connection is busy, a server that does not
 * accept), and an answer within 5 s, after which the query is cancelled on the server too
 * (`statement_timeout`) and the call rejects on this side even if the network went silent
 * (`query_timeout`). The start-up work (migrations, the first seed, which may wait for another
 * replica's) and the command-line tools have none.
 */
export const REQUEST_TIMEOUTS: DatabaseTimeouts = { connectMs: 3000, queryMs: 5000 };

export interface DatabaseHandle {
  db: Kysely<Database>;
  engine: Engine;
  close: () => Promise<void>;
  /** the pool and its failures so far, for the metrics (api/src/observability/database-series.ts) */
  stats: () => DatabaseStats;
  /** who hears when the connection to PostgreSQL is lost and found again (once per outage); SQLite has none */
  onOutage: (listener: OutageListener) => void;
}

export interface DatabaseStats {
  /** calls waiting for a connection (PostgreSQL; 0 on SQLite, whose calls run in the process) */
  waiting: number;
  /** connections open, and of those idle (PostgreSQL) */
  connections: number;
  idle: number;
  /** queries that failed, whatever the cause (a constraint, a time-out, the server gone) */
  queryErrors: number;
  /** connections lost while idle in the pool or checked out between queries (the server restarted or cut them) */
  connectionErrors: number;
  /** false from a failed connection until the next one made (PostgreSQL; always true on SQLite) */
  reachable: boolean;
}

export interface OutageListener {
  lost: (reason: string) => void;
  found: () => void;
}

/**
 * Opens the embedded SQLite database in `dataDir`, or PostgreSQL when `databaseUrl` is set.
 *
 * SQLite runs in WAL mode with `synchronous = NORMAL`: a committed transaction survives the
 * process being killed (the WAL is written before COMMIT returns; only an OS crash or power
 * loss can drop the last transactions). `FULL` would also survive power loss at the cost of
 * an fsync per commit; for a marketing site on one machine NORMAL is the right trade, and
 * durability against a process kill is what `durability.db.test.ts` proves. Its calls run in this
 * process (no connection to wait for); a write waiting for another process's lock gives up after
 * `busy_timeout`, 5 s, as a PostgreSQL query does after `timeouts.queryMs`.
 */
export function openDatabase(options: { dataDir: string; databaseUrl: string | null; timeouts?: DatabaseTimeouts }): DatabaseHandle {
  if (options.databaseUrl) {
    // COUNT(*) and BIGINT come back as strings from pg by default; ids here fit in a number.
    pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number.parseInt(value, 10));
    const timeouts = options.timeouts;
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: 10,
      ...(timeouts && { connectionTimeoutMillis: timeouts.connectMs, query_timeout: timeouts.queryMs, statement_timeout: timeouts.queryMs }),
    });
    const failures = { queryErrors: 0, connectionErrors: 0 };
    const outage = outageWatch();
    // An idle connection the server ends (a restart, a failover, `pg_terminate_backend`) makes
    // the pool emit `error`; with no listener Node throws it and the process exits. The pool has
    // already dropped that connection; the next query opens a new one once the server is back
    // (docs/scaling.md#when-postgresql-restarts).
    const connectionLost = (error: Error) => {
      failures.connectionErrors += 1;
      outage.lost(error.message);
    };
    pool.on('error', connectionLost);
    // A connection the server ends while it is checked out but between two queries (inside a
    // transaction, or between the checkout and the first query, which a loaded machine
    // stretches) emits `error` on the client, not on the pool, which listens only to its idle
    // connections: with no listener Node throws it and the process exits (the likely cause of a
    // replica that refused connections right after a PostgreSQL restart under load). So each
    // connection gets a listener for its life; it tells the end once, and only while the
    // connection is checked out (the same end brings a second error, "Connection terminated
    // unexpectedly"; an idle connection's end is the pool's `error` above). The query that comes
    // next on it fails on its own and is answered as any other; the pool drops it on release.
    const checkedOut = new WeakSet<pg.PoolClient>();
    pool.on('acquire', (client) => checkedOut.add(client));
    pool.on('release', (_error, client) => checkedOut.delete(client));
    pool.on('connect', (client) => {
      client.on('error', (error) => {
        if (checkedOut.delete(client)) connectionLost(error);
      });
    });
    // Every checkout tells whether the server can be reached: a refused or timed-out connection
    // starts an outage, the first connection made after it ends the outage.
    const watchedPool = {
      connect: async () => {
        try {
          const client = await pool.connect();
          outage.found();
          return client;
        } catch (error) {
          if (isDatabaseUnavailable(error)) outage.lost(error instanceof Error ? error.message : String(error));
          throw error;
        }
      },
      end: () => pool.end(),
    };
    const db = new Kysely<Database>({
      dialect: new PostgresDialect({ pool: watchedPool }),
      log: (event) => {
        if (event.level !== 'error') return;
        failures.queryErrors += 1;
        // A connection that dies under a query (the server stopped mid-way).
        if (isDatabaseUnavailable(event.error)) outage.lost(event.error instanceof Error ? event.error.message : String(event.error));
      },
    });
    const stats = (): DatabaseStats => ({
      waiting: pool.waitingCount,
      connections: pool.totalCount,
      idle: pool.idleCount,
      reachable: !outage.isDown(),
      ...failures,
    });
    return { db, engine: 'postgres', close: once(() => db.destroy()), stats, onOutage: outage.listen };
  }
  mkdirSync(options.dataDir, { recursive: true });
  const sqlite = new SqliteDatabase(path.join(options.dataDir, 'site.db'));
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  // The write-ahead log grows to the largest transaction (an import writes every item in one: at
  // 100 times the demo content the log was as large as the database, 135 MB) and keeps that size
  // after a checkpoint. It is cut back to 16 MB when it is next reused, and emptied on close
  // (libsql's close leaves it as it is).
  sqlite.pragma('journal_size_limit = 16777216');
  let queryErrors = 0;
  const db = new Kysely<Database>({
    dialect: new SqliteDialect({ database: sqlite }),
    log: (event) => {
      if (event.level === 'error') queryErrors += 1;
    },
  });
  const close = async () => {
    try {
      sqlite.pragma('wal_checkpoint(TRUNCATE)');
    } catch {
      // Another process holds the database open (a running server while the import CLI closes): it stays as it is.
    }
    await db.destroy();
  };
  const stats = (): DatabaseStats => ({ waiting: 0, connections: 1, idle: 0, queryErrors, connectionErrors: 0, reachable: true });
  return { db, engine: 'sqlite', close: once(close), stats, onOutage: () => undefined };
}

/**
 * An outage of the connection to PostgreSQL as its listeners hear it: `lost` once when the first
 * connection error comes, `found` once when a new connection is made after it.
 */
function outageWatch(): { lost: (reason: string) => void; found: () => void; isDown: () => boolean; listen: (listener: OutageListener) => void } {
  const listeners: OutageListener[] = [];
  let down = false;
  return {
    lost(reason) {
      if (down) return;
      down = true;
      for (const listener of listeners) listener.lost(reason);
    },
    found() {
      if (!down) return;
      down = false;
      for (const listener of listeners) listener.found();
    },
    isDown: () => down,
    listen: (listener) => void listeners.push(listener),
  };
}

/** Shutdown paths may both close the database (a signal and a failing start); pg throws on a second end(). */
function once(close: () => Promise<void>): () => Promise<void> {
  let closing: Promise<void> | undefined;
  return () => (closing ??= close());
}
