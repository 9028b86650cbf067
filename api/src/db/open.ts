import { mkdirSync } from 'node:fs';
import path from 'node:path';
import SqliteDatabase from 'libsql';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import type { Engine } from './engine';
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
}

/**
 * Opens the embedded SQLite database in `dataDir`, or PostgreSQL when `databaseUrl` is set.
 *
 * SQLite runs in WAL mode with `synchronous = NORMAL`: a committed transaction survives the
 * process being killed (the WAL is written before COMMIT returns; only an OS crash or power
 * loss can drop the last transactions). `FULL` would also survive power loss at the cost of
 * an fsync per commit; for a marketing site on one machine NORMAL is the right trade, and
 * durability against a process kill is what `durability.test.ts` proves. Its calls run in this
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
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    return { db, engine: 'postgres', close: once(() => db.destroy()) };
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
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) });
  const close = async () => {
    try {
      sqlite.pragma('wal_checkpoint(TRUNCATE)');
    } catch {
      // Another process holds the database open (a running server while the import CLI closes): it stays as it is.
    }
    await db.destroy();
  };
  return { db, engine: 'sqlite', close: once(close) };
}

/** Shutdown paths may both close the database (a signal and a failing start); pg throws on a second end(). */
function once(close: () => Promise<void>): () => Promise<void> {
  let closing: Promise<void> | undefined;
  return () => (closing ??= close());
}
