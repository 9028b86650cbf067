import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Kysely, Transaction } from 'kysely';
import { IDEMPOTENCY_KEY_PATTERN, type ErrorBody, type SubmissionResponse } from '@site/shared/contract';
import type { Database } from '../../db/schema';

/** A submission's answer: its status and its body, stored with the row for a replay. */
export interface Outcome {
  status: number;
  body: SubmissionResponse | ErrorBody;
}

export interface Idempotent {
  outcome: Outcome;
  /** a row was committed (the caller wakes the notifier) */
  stored: boolean;
  /** the outcome is the stored reply of an earlier request with the key */
  replayed: boolean;
}

/** Runs a submission's write in a transaction: an outcome of 300 or more rolls it back. */
export type WithIdempotency = (
  request: FastifyRequest,
  scope: string,
  payload: unknown,
  write: (trx: Transaction<Database>) => Promise<Outcome>,
) => Promise<Idempotent>;

declare module 'fastify' {
  interface FastifyInstance {
    withIdempotency: WithIdempotency;
  }
}

/** Keys are forgotten after a day: a retry comes within seconds, a replay of a lost reply within minutes. */
const IDEMPOTENCY_TTL_MS = 24 * 3600 * 1000;

class Rollback extends Error {
  constructor(readonly outcome: Outcome) {
    super('rollback');
  }
}

const fingerprintOf = (value: unknown) => createHash('sha256').update(JSON.stringify(value)).digest('base64url');

/**
 * `app.withIdempotency(request, scope, payload, write)`. With an `Idempotency-Key` header the key
 * is claimed in the write's own transaction: a twin arriving together waits for it (PostgreSQL's
 * unique index, SQLite's single writer) and replays the stored reply; the same key with another
 * body gets 422. Failures store neither row nor key. Keys older than a day are deleted, at most
 * once an hour, after a keyed request.
 */
export const idempotency = fp(
  async (app: FastifyInstance, { db }: { db: Kysely<Database> }) => {
    let lastCleanup = 0;
    const cleanup = async () => {
      if (Date.now() - lastCleanup < 3600_000) return;
      lastCleanup = Date.now();
      await db
        .deleteFrom('idempotency_keys')
        .where('created_at', '<', new Date(Date.now() - IDEMPOTENCY_TTL_MS).toISOString())
        .execute();
    };

    const withIdempotency: WithIdempotency = async (request, scope, payload, write) => {
      const header = request.headers['idempotency-key'];
      const key = typeof header === 'string' ? header.trim() : undefined;
      if (key !== undefined && !IDEMPOTENCY_KEY_PATTERN.test(key)) {
        const body: ErrorBody = { success: false, message: 'Idempotency-Key must be 1 to 255 visible ASCII characters' };
        return { outcome: { status: 400, body }, stored: false, replayed: false };
      }
      const fingerprint = fingerprintOf(payload);
      let result: Idempotent;
      try {
        result = await db.transaction().execute(async (trx): Promise<Idempotent> => {
          if (key !== undefined) {
            const claimed = await trx
              .insertInto('idempotency_keys')
              .values({ scope, key, fingerprint, status: 0, body: '', created_at: new Date().toISOString() })
              .onConflict((conflict) => conflict.columns(['scope', 'key']).doNothing())
              .returning('key')
              .executeTakeFirst();
            if (!claimed) {
              const earlier = await trx.selectFrom('idempotency_keys').selectAll().where('scope', '=', scope).where('key', '=', key).executeTakeFirstOrThrow();
              if (earlier.fingerprint !== fingerprint) {
                throw new Rollback({ status: 422, body: { success: false, message: 'This Idempotency-Key was used with a different request' } });
              }
              return { outcome: { status: earlier.status, body: JSON.parse(earlier.body) as Outcome['body'] }, stored: false, replayed: true };
            }
          }
          const outcome = await write(trx);
          if (outcome.status >= 300) throw new Rollback(outcome);
          if (key !== undefined) {
            await trx
              .updateTable('idempotency_keys')
              .set({ status: outcome.status, body: JSON.stringify(outcome.body) })
              .where('scope', '=', scope)
              .where('key', '=', key)
              .execute();
          }
          return { outcome, stored: true, replayed: false };
        });
      } catch (error) {
        if (!(error instanceof Rollback)) throw error;
        result = { outcome: error.outcome, stored: false, replayed: false };
      }
      if (key !== undefined) void cleanup().catch((error: unknown) => request.log.warn({ err: error }, 'idempotency key cleanup failed'));
      return result;
    };
    app.decorate('withIdempotency', withIdempotency);
  },
  { name: 'submissions-idempotency' },
);
