import type { Kysely, Selectable, Transaction } from 'kysely';
import type { Engine } from '../db/engine';
import type { Database, NotificationChannel, NotificationOutboxTable, SubmissionKind } from '../db/schema';

export type OutboxRow = Selectable<NotificationOutboxTable>;

/** Writes one pending row per channel for a submission, inside the transaction that stores it. */
export async function enqueue(trx: Transaction<Database>, channels: readonly NotificationChannel[], kind: SubmissionKind, submissionId: number): Promise<void> {
  if (channels.length === 0) return;
  const now = new Date().toISOString();
  await trx
    .insertInto('notification_outbox')
    .values(
      channels.map((channel) => ({
        kind,
        submission_id: submissionId,
        channel,
        status: 'pending' as const,
        attempts: 0,
        next_attempt_at: now,
        created_at: now,
      })),
    )
    .execute();
}

/**
 * Claims up to `limit` due rows of these channels for `worker` until `leaseMs` from now, and
 * counts the attempt. On PostgreSQL the candidates are locked with FOR UPDATE SKIP LOCKED, so
 * workers in other replicas claiming at the same moment skip each other's rows instead of
 * waiting or taking them too; on SQLite the one UPDATE runs under the database's single writer
 * lock. A row whose lease has run out (its worker died mid-delivery) is due again.
 */
export async function claim(
  db: Kysely<Database>,
  engine: Engine,
  options: { worker: string; channels: readonly NotificationChannel[]; limit: number; leaseMs: number; now?: Date },
): Promise<OutboxRow[]> {
  if (options.channels.length === 0) return [];
  const now = options.now ?? new Date();
  const nowText = now.toISOString();
  let due = db
    .selectFrom('notification_outbox')
    .select('id')
    .where('status', '=', 'pending')
    .where('next_attempt_at', '<=', nowText)
    .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<', nowText)]))
    .where('channel', 'in', [...options.channels])
    .orderBy('next_attempt_at')
    .orderBy('id')
    .limit(options.limit);
  if (engine === 'postgres') due = due.forUpdate().skipLocked();
  return db
    .updateTable('notification_outbox')
    .set((eb) => ({ locked_by: options.worker, locked_until: new Date(now.getTime() + options.leaseMs).toISOString(), attempts: eb('attempts', '+', 1) }))
    .where('id', 'in', due)
    .returningAll()
    .execute();
}

/** Records a delivered row; only its claimant may (a row whose lease ran out belongs to no one). */
export async function markSent(db: Kysely<Database>, id: number, worker: string): Promise<void> {
  await db
    .updateTable('notification_outbox')
    .set({ status: 'sent', sent_at: new Date().toISOString(), locked_until: null, last_error: null })
    .where('id', '=', id)
    .where('locked_by', '=', worker)
    .execute();
}

/** Records a failed attempt: due again after `retryInMs`, or failed for good after the last attempt. */
export async function markAttemptFailed(
  db: Kysely<Database>,
  row: Pick<OutboxRow, 'id' | 'attempts'>,
  worker: string,
  error: string,
  options: { maxAttempts: number; retryInMs: number },
): Promise<'pending' | 'failed'> {
  const status = row.attempts >= options.maxAttempts ? 'failed' : 'pending';
  await db
    .updateTable('notification_outbox')
    .set({
      status,
      last_error: error.slice(0, 1000),
      locked_until: null,
      next_attempt_at: new Date(Date.now() + (status === 'pending' ? options.retryInMs : 0)).toISOString(),
    })
    .where('id', '=', row.id)
    .where('locked_by', '=', worker)
    .execute();
  return status;
}

/** When the earliest pending row of these channels falls due (or its lease runs out); null when none is pending. */
export async function nextDue(db: Kysely<Database>, channels: readonly NotificationChannel[]): Promise<Date | null> {
  if (channels.length === 0) return null;
  const rows = await db
    .selectFrom('notification_outbox')
    .select(['next_attempt_at', 'locked_until'])
    .where('status', '=', 'pending')
    .where('channel', 'in', [...channels])
    .orderBy('next_attempt_at')
    .limit(20)
    .execute();
  let earliest: number | null = null;
  for (const row of rows) {
    const at = Math.max(Date.parse(row.next_attempt_at), row.locked_until ? Date.parse(row.locked_until) : 0);
    earliest = earliest === null ? at : Math.min(earliest, at);
  }
  return earliest === null ? null : new Date(earliest);
}

/** Every outbox row of these submissions, by submission id (the inbox's notification column). */
export async function rowsFor(db: Kysely<Database>, kind: SubmissionKind, ids: readonly number[]): Promise<Map<number, OutboxRow[]>> {
  const byId = new Map<number, OutboxRow[]>();
  if (ids.length === 0) return byId;
  // Chunks keep the parameter count under SQLite's limit.
  for (let start = 0; start < ids.length; start += 500) {
    const rows = await db
      .selectFrom('notification_outbox')
      .selectAll()
      .where('kind', '=', kind)
      .where('submission_id', 'in', ids.slice(start, start + 500))
      .orderBy('channel')
      .execute();
    for (const row of rows) byId.set(row.submission_id, [...(byId.get(row.submission_id) ?? []), row]);
  }
  return byId;
}

export class RetryError extends Error {}

/** Queues a failed row again with a fresh count of attempts (`npm run inbox -- retry ID`). */
export async function requeue(db: Kysely<Database>, id: number): Promise<OutboxRow> {
  const row = await db.selectFrom('notification_outbox').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) throw new RetryError(`There is no notification #${id}`);
  if (row.status !== 'failed') throw new RetryError(`Notification #${id} is ${row.status}: only a failed one can be queued again`);
  const updated = await db
    .updateTable('notification_outbox')
    .set({ status: 'pending', attempts: 0, next_attempt_at: new Date().toISOString(), locked_until: null })
    .where('id', '=', id)
    .where('status', '=', 'failed')
    .returningAll()
    .executeTakeFirst();
  if (!updated) throw new RetryError(`Notification #${id} changed meanwhile; look again`);
  return updated;
}
