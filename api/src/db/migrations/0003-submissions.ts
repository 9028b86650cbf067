import type { Kysely, Migration } from 'kysely';
import type { Engine } from '../engine';
import { timestamp, withId } from './columns';

/**
 * What visitors send (contact messages, consultation requests, newsletter subscribers) and the
 * stored replies of submissions sent with an Idempotency-Key. Content imports never touch these.
 */
export function submissionsMigration(engine: Engine): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await withId(db.schema.createTable('messages'), engine)
        .addColumn('name', 'text', (column) => column.notNull())
        .addColumn('email', 'text', (column) => column.notNull())
        .addColumn('phone', 'text', (column) => column.notNull())
        .addColumn('subject', 'text', (column) => column.notNull())
        .addColumn('message', 'text', (column) => column.notNull())
        .addColumn('language', 'text', (column) => column.notNull())
        .addColumn('created_at', 'text', timestamp)
        .execute();
      await db.schema.createIndex('messages_created').on('messages').column('created_at').execute();

      await withId(db.schema.createTable('consultations'), engine)
        .addColumn('name', 'text', (column) => column.notNull())
        .addColumn('email', 'text', (column) => column.notNull())
        .addColumn('phone', 'text', (column) => column.notNull())
        .addColumn('description', 'text')
        .addColumn('country', 'text')
        .addColumn('service_id', 'text', (column) => column.notNull())
        .addColumn('preferred_date', 'text', (column) => column.notNull())
        .addColumn('preferred_time', 'text', (column) => column.notNull())
        .addColumn('language', 'text', (column) => column.notNull())
        .addColumn('created_at', 'text', timestamp)
        .execute();
      await db.schema.createIndex('consultations_created').on('consultations').column('created_at').execute();

      await withId(db.schema.createTable('subscribers'), engine)
        .addColumn('email', 'text', (column) => column.notNull())
        .addColumn('email_key', 'text', (column) => column.notNull().unique())
        .addColumn('language', 'text', (column) => column.notNull())
        .addColumn('created_at', 'text', timestamp)
        .execute();
      await db.schema.createIndex('subscribers_created').on('subscribers').column('created_at').execute();

      await db.schema
        .createTable('idempotency_keys')
        .addColumn('scope', 'text', (column) => column.notNull())
        .addColumn('key', 'text', (column) => column.notNull())
        .addColumn('fingerprint', 'text', (column) => column.notNull())
        .addColumn('status', 'integer', (column) => column.notNull())
        .addColumn('body', 'text', (column) => column.notNull())
        .addColumn('created_at', 'text', timestamp)
        .addPrimaryKeyConstraint('idempotency_keys_pk', ['scope', 'key'])
        .execute();
      await db.schema.createIndex('idempotency_keys_created').on('idempotency_keys').column('created_at').execute();
    },
  };
}
