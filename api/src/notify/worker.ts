import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import type { Kysely } from 'kysely';
import type { Engine } from '../db/engine';
import type { Database, NotificationChannel } from '../db/schema';
import { retryDelay } from './backoff';
import type { Channel } from './channel';
import { claim, markAttemptFailed, markSent, nextDue, type OutboxRow } from './outbox';
import { loadSubmission } from './submission';

const MIN_SLEEP_MS = 20;

export interface WorkerOptions {
  db: Kysely<Database>;
  engine: Engine;
  channels: readonly Channel[];
  maxAttempts: number;
  retryBaseMs: number;
  pollMs: number;
  /** the longest one attempt may take; a claim's lease is twice this, so it never runs out mid-attempt */
  timeoutMs: number;
  log: { info: (object: object, message: string) => void; warn: (object: object, message: string) => void; error: (object: object, message: string) => void };
  /** rows claimed (and delivered side by side) per round */
  batch?: number;
}

/**
 * Delivers the outbox: claims due rows, sends each over its channel, records the outcome, and
 * sleeps until the next row falls due, the poll interval passes, or `wake()` (a submission was
 * just stored here). Runs beside the server; the POST that stored a row never waits for it.
 */
export class NotificationWorker {
  /** who claims rows: host and process, so the outbox shows which replica sent what */
  readonly id = `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  private readonly byName: Map<NotificationChannel, Channel>;
  private running: Promise<void> | null = null;
  private stopped = false;
  private woken = false;
  private wakeUp: (() => void) | null = null;
  /** attempts this worker made that failed, per channel, since it started (the metrics read them) */
  readonly failedAttempts = new Map<NotificationChannel, number>();

  constructor(private readonly options: WorkerOptions) {
    this.byName = new Map(options.channels.map((channel) => [channel.name, channel]));
  }

  start(): void {
    this.running ??= this.loop();
  }

  /** A row was stored: look at once instead of at the next poll. */
  wake(): void {
    this.woken = true;
    this.wakeUp?.();
  }

  /** Stops claiming, and waits for the attempts under way (each bounded by the time-out). */
  async stop(): Promise<void> {
    this.stopped = true;
    this.wakeUp?.();
    await this.running;
    for (const channel of this.byName.values()) channel.close?.();
  }

  private async loop(): Promise<void> {
    const batch = this.options.batch ?? 5;
    while (!this.stopped) {
      this.woken = false;
      let claimed = 0;
      try {
        claimed = await this.round(batch);
      } catch (error) {
        this.options.log.error({ err: error }, 'notification worker: claiming failed; trying again later');
      }
      if (this.stopped) break;
      if (claimed === batch || this.woken) continue;
      await this.sleep(await this.untilNext());
    }
  }

  /** Claims and delivers one batch; the number claimed. */
  private async round(batch: number): Promise<number> {
    const rows = await claim(this.options.db, this.options.engine, {
      worker: this.id,
      channels: [...this.byName.keys()],
      limit: batch,
      leaseMs: 2 * this.options.timeoutMs,
    });
    await Promise.all(rows.map((row) => this.deliver(row)));
    return rows.length;
  }

  private async deliver(row: OutboxRow): Promise<void> {
    const { db, log } = this.options;
    try {
      const channel = this.byName.get(row.channel);
      const submission = await loadSubmission(db, row.kind, row.submission_id);
      if (!channel) throw new Error(`channel ${row.channel} is not configured here`);
      if (!submission) throw new Error(`${row.kind} #${row.submission_id} no longer exists`);
      await channel.send({ deliveryId: row.id, submission });
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      this.failedAttempts.set(row.channel, (this.failedAttempts.get(row.channel) ?? 0) + 1);
      try {
        const status = await markAttemptFailed(db, row, this.id, message, {
          maxAttempts: this.options.maxAttempts,
          retryInMs: retryDelay(row.attempts, this.options.retryBaseMs),
        });
        const context = { notification: row.id, channel: row.channel, attempt: row.attempts, error: message };
        if (status === 'failed') log.error(context, 'notification failed for good: `npm run inbox -- retry ID` queues it again');
        else log.warn(context, 'notification attempt failed; will retry');
      } catch (recordError) {
        // The lease runs out and the row is tried again: an attempt is never lost.
        log.error({ err: recordError, notification: row.id }, 'notification worker: could not record a failed attempt');
      }
      return;
    }
    try {
      await markSent(db, row.id, this.id);
      log.info({ notification: row.id, channel: row.channel, attempt: row.attempts }, 'notification sent');
    } catch (error) {
      // Delivered but not recorded: after the lease it is sent again (same Message-ID / delivery id).
      log.error({ err: error, notification: row.id }, 'notification worker: sent, but could not record it');
    }
  }

  private async untilNext(): Promise<number> {
    const poll = this.options.pollMs;
    try {
      const due = await nextDue(this.options.db, [...this.byName.keys()]);
      // At least a moment: a due row another replica is claiming right now is skipped, not waited for.
      return due === null ? poll : Math.max(MIN_SLEEP_MS, Math.min(poll, due.getTime() - Date.now()));
    } catch {
      return poll;
    }
  }

  private sleep(ms: number): Promise<void> {
    if (this.stopped || this.woken) return Promise.resolve();
    return new Promise<void>((resolve) => {
      const timer = setTimeout(done, ms);
      const wakeUp = () => done();
      this.wakeUp = wakeUp;
      function done() {
        clearTimeout(timer);
        resolve();
      }
    }).finally(() => {
      this.wakeUp = null;
    });
  }
}
