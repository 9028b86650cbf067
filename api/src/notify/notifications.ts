import type { FastifyBaseLogger } from 'fastify';
import type { Kysely, Transaction } from 'kysely';
import type { Engine } from '../db/engine';
import type { Database, NotificationChannel, SubmissionKind } from '../db/schema';
import type { Channel } from './channel';
import { channelsOf, type NotifyConfig } from './config';
import { emailChannel } from './email';
import { enqueue } from './outbox';
import { webhookChannel } from './webhook';
import { NotificationWorker } from './worker';

/**
 * What the submission routes see of notifications: `record` writes the outbox rows in the
 * submission's transaction, `stored` (after the commit) wakes this replica's worker.
 */
export interface Notifier {
  record: (trx: Transaction<Database>, kind: SubmissionKind, id: number) => Promise<void>;
  stored: () => void;
}

export interface Notifications extends Notifier {
  worker: NotificationWorker;
  /** the channels configured here */
  channels: readonly NotificationChannel[];
  start: () => void;
  stop: () => Promise<void>;
}

/**
 * The channels and worker of a configuration; null when it names no channel, so nothing is
 * written to the outbox and no worker runs.
 */
export function createNotifications(
  config: NotifyConfig | null,
  deps: { db: Kysely<Database>; engine: Engine; log: FastifyBaseLogger; siteOrigin: string | null },
): Notifications | null {
  if (!config || channelsOf(config).length === 0) return null;
  const compose = { language: config.language, siteOrigin: deps.siteOrigin, timeoutMs: config.timeoutMs };
  const channels: Channel[] = [
    ...(config.email ? [emailChannel(config.email, compose)] : []),
    ...(config.webhook ? [webhookChannel(config.webhook, compose)] : []),
  ];
  const names = channels.map((channel) => channel.name);
  const worker = new NotificationWorker({
    db: deps.db,
    engine: deps.engine,
    channels,
    maxAttempts: config.maxAttempts,
    retryBaseMs: config.retryBaseMs,
    pollMs: config.pollMs,
    timeoutMs: config.timeoutMs,
    log: deps.log.child({ component: 'notifications' }),
  });
  return {
    worker,
    channels: names,
    record: async (trx, kind, id) => {
      if (kind === 'subscriber' && !config.subscribers) return;
      await enqueue(trx, names, kind, id);
    },
    stored: () => worker.wake(),
    start: () => {
      deps.log.info({ channels: names, subscribers: config.subscribers, language: config.language }, 'staff notifications on');
      worker.start();
    },
    stop: () => worker.stop(),
  };
}
