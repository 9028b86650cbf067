import type { Kysely, Migration } from 'kysely';
import type { Engine } from '../engine';
import { timestamp, withId } from './columns';

/**
 * The notification outbox: one row per submission and staff channel (email, webhook), written
 * in the submission's own transaction, so a crash between storing and notifying loses nothing.
 * The worker claims rows by lease (`locked_by`/`locked_until`) and records each attempt.
 */
export function notificationsMigration(engine: Engine): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await withId(db.schema.createTable('notification_outbox'), engine)
        .addColumn('kind', 'text', (column) => column.notNull())
        .addColumn('submission_id', 'integer', (column) => column.notNull())
        .addColumn('channel', 'text', (column) => column.notNull())
        .addColumn('status', 'text', (column) => column.notNull())
        .addColumn('attempts', 'integer', (column) => column.notNull().defaultTo(0))
        .addColumn('next_attempt_at', 'text', (column) => column.notNull())
        .addColumn('locked_by', 'text')
        .addColumn('locked_until', 'text')
        .addColumn('last_error', 'text')
        .addColumn('sent_at', 'text')
        .addColumn('created_at', 'text', timestamp)
        .addUniqueConstraint('notification_outbox_once', ['kind', 'submission_id', 'channel'])
        .execute();
      // What the worker asks for: pending rows that are due, oldest first.
      await db.schema.createIndex('notification_outbox_due').on('notification_outbox').columns(['status', 'next_attempt_at']).execute();
    },
  };
}
