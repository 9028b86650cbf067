import type { Kysely } from 'kysely';
import type { Database, NotificationChannel } from '../db/schema';
import type { Metrics } from './metrics';

/** Scrapes closer together than this share one look at the outbox. */
const LOOK_EVERY_MS = 5000;
/** A scrape waits at most this long for the outbox; past it, the last figures stand (nasaq_db_up says why). */
const LOOK_WAIT_MS = 1000;

interface ChannelFigures {
  pending: number;
  failed: number;
  /** seconds since the oldest pending row was written; 0 with none */
  oldestSeconds: number;
}

/**
 * The staff-notification outbox (docs/notifications.md), per channel configured here: rows
 * waiting (`nasaq_outbox_pending`), the age of the oldest (`nasaq_outbox_oldest_pending_seconds`),
 * rows failed for good (`nasaq_outbox_failed`), read from the shared outbox (every replica
 * reports the same); and this replica's worker's failed attempts (`nasaq_outbox_attempt_failures_total`).
 */
export function outboxSeries(
  metrics: Metrics,
  db: Kysely<Database>,
  notifications: { channels: readonly NotificationChannel[]; worker: { failedAttempts: ReadonlyMap<NotificationChannel, number> } },
): void {
  const { channels } = notifications;
  let figures = new Map<NotificationChannel, ChannelFigures>(channels.map((channel) => [channel, { pending: 0, failed: 0, oldestSeconds: 0 }]));
  let lookedAt = Number.NEGATIVE_INFINITY;
  let looking: Promise<void> | null = null;

  const look = async () => {
    const rows = await db
      .selectFrom('notification_outbox')
      .select((eb) => ['channel', 'status', eb.fn.countAll<number>().as('rows'), eb.fn.min('created_at').as('oldest')])
      .where('status', 'in', ['pending', 'failed'])
      .where('channel', 'in', [...channels])
      .groupBy(['channel', 'status'])
      .execute();
    const next = new Map<NotificationChannel, ChannelFigures>(channels.map((channel) => [channel, { pending: 0, failed: 0, oldestSeconds: 0 }]));
    for (const row of rows) {
      const entry = next.get(row.channel);
      if (!entry) continue;
      if (row.status === 'failed') entry.failed = Number(row.rows);
      else {
        entry.pending = Number(row.rows);
        entry.oldestSeconds = row.oldest ? Math.max(0, (Date.now() - Date.parse(row.oldest)) / 1000) : 0;
      }
    }
    figures = next;
    lookedAt = performance.now();
  };
  const fresh = async () => {
    if (performance.now() - lookedAt < LOOK_EVERY_MS) return;
    looking ??= look()
      .catch(() => undefined)
      .finally(() => (looking = null));
    let timer: ReturnType<typeof setTimeout> | undefined;
    await Promise.race([looking, new Promise((resolve) => (timer = setTimeout(resolve, LOOK_WAIT_MS)))]);
    clearTimeout(timer);
  };

  const gauge = (name: `nasaq_${string}`, help: string, value: (entry: ChannelFigures) => number) =>
    metrics.gauge({
      name,
      help,
      labelNames: ['channel'],
      async collect() {
        await fresh();
        for (const [channel, entry] of figures) this.set({ channel }, value(entry));
      },
    });
  gauge('nasaq_outbox_pending', 'Staff notifications waiting to be delivered, per channel', (entry) => entry.pending);
  gauge('nasaq_outbox_oldest_pending_seconds', 'Age of the oldest staff notification waiting, per channel (0 with none)', (entry) => entry.oldestSeconds);
  gauge('nasaq_outbox_failed', 'Staff notifications failed for good (every attempt used), per channel, until retried from the inbox', (entry) => entry.failed);
  metrics.counter({
    name: 'nasaq_outbox_attempt_failures_total',
    help: "Delivery attempts of this replica's worker that failed, per channel (each is retried until its last attempt)",
    labelNames: ['channel'],
    collect() {
      this.reset();
      for (const channel of channels) this.inc({ channel }, notifications.worker.failedAttempts.get(channel) ?? 0);
    },
  });
}
