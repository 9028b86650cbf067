import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { Polling } from '../scaling/polling';
import type { SectionTraffic } from './section-traffic';
import { pruneTrafficMinutes, writeTraffic } from './traffic-store';

/** How often a replica adds its counts to the database's: the canary's automatic rollback sees an error within about this. */
const FLUSH_EVERY_MS = 1000;
/** How often the old per-minute counts are dropped. */
const PRUNE_EVERY_MS = 60 * 60 * 1000;

/**
 * Writes this replica's page views and errors per section version (`app.sectionTraffic`) to the
 * database every FLUSH_EVERY_MS, where every replica's are summed (docs/scaling.md, "Counting each
 * section version"). A write that fails (PostgreSQL away) puts the counts back, to go out with the
 * next one: an outage loses no count, holds no request (this runs off the request path) and is
 * said once, with one more line when it is over. The last counts go out as the server stops.
 */
export class TrafficFlush {
  private readonly polling: Polling;
  private prunedAt = Number.NEGATIVE_INFINITY;
  private running: Promise<void> | null = null;

  constructor(
    private readonly traffic: SectionTraffic,
    private readonly db: Kysely<Database>,
    log: { warn: (message: string) => void },
    everyMs = FLUSH_EVERY_MS,
  ) {
    this.polling = new Polling(() => this.flush(), {
      pollMs: everyMs,
      problem: (message) => log.warn(`section traffic: the counts cannot be written (${message}); they are kept here until they can`),
      recovered: () => log.warn('section traffic: the database takes the counts again; those kept meanwhile are written'),
    });
  }

  /** Flushes every FLUSH_EVERY_MS from now. */
  start(): void {
    this.polling.startLater();
  }

  /** Writes what is not written yet; on failure puts it back for the next flush, and rejects. */
  flush(): Promise<void> {
    this.running ??= this.write().finally(() => (this.running = null));
    return this.running;
  }

  /** Stops, after one last flush (the database closes after this). */
  async close(): Promise<void> {
    this.polling.stop();
    await this.running?.catch(() => undefined);
    await this.flush().catch(() => undefined);
  }

  private async write(): Promise<void> {
    const tallies = this.traffic.takeUnflushed();
    try {
      await writeTraffic(this.db, tallies);
    } catch (error) {
      this.traffic.putBack(tallies);
      throw error;
    }
    if (performance.now() - this.prunedAt >= PRUNE_EVERY_MS) {
      this.prunedAt = performance.now();
      // The counts are written: an old minute left for the next hour costs nothing.
      await pruneTrafficMinutes(this.db).catch(() => undefined);
    }
  }
}
