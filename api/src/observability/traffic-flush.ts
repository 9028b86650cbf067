import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { SectionTraffic } from './section-traffic';
import { pruneTrafficMinutes, writeTraffic } from './traffic-store';

/** How often a replica adds its counts to the database's: the canary's automatic rollback sees an error within about this. */
const FLUSH_EVERY_MS = 1000;
/** How often the old per-minute counts are dropped. */
const PRUNE_EVERY_MS = 60 * 60 * 1000;

export interface FlushLog {
  warn: (message: string) => void;
}

/**
 * Writes this replica's page views and errors per section version (`app.sectionTraffic`) to the
 * database every FLUSH_EVERY_MS, where every replica's are summed (docs/scaling.md, "Counting each
 * section version"). A write that fails (PostgreSQL away) puts the counts back, to go out with the
 * next one: an outage loses no count, holds no request (this runs off the request path) and is
 * said once, with one more line when it is over. The last counts go out as the server stops.
 */
export class TrafficFlush {
  private timer: ReturnType<typeof setTimeout> | null = null;
  private closed = false;
  private failing: string | null = null;
  private prunedAt = Number.NEGATIVE_INFINITY;
  private running: Promise<void> | null = null;

  constructor(
    private readonly traffic: SectionTraffic,
    private readonly db: Kysely<Database>,
    private readonly log: FlushLog,
    private readonly everyMs = FLUSH_EVERY_MS,
  ) {}

  start(): void {
    this.schedule();
  }

  /** Writes what is not written yet; on failure keeps it for the next flush. Resolves either way. */
  flush(): Promise<void> {
    this.running ??= this.write().finally(() => (this.running = null));
    return this.running;
  }

  /** Stops, after one last flush (the database closes after this). */
  async close(): Promise<void> {
    this.closed = true;
    if (this.timer) clearTimeout(this.timer);
    await this.running;
    await this.flush();
  }

  private schedule(): void {
    if (this.closed) return;
    this.timer = setTimeout(() => void this.flush().finally(() => this.schedule()), this.everyMs);
    this.timer.unref();
  }

  private async write(): Promise<void> {
    const tallies = this.traffic.takeUnflushed();
    try {
      await writeTraffic(this.db, tallies);
    } catch (error) {
      this.traffic.putBack(tallies);
      const message = error instanceof Error ? error.message : String(error);
      if (this.failing === null) this.log.warn(`section traffic: the counts cannot be written (${message}); they are kept here until they can`);
      this.failing = message;
      return;
    }
    if (this.failing !== null) {
      this.failing = null;
      this.log.warn('section traffic: the database takes the counts again; those kept meanwhile are written');
    }
    if (performance.now() - this.prunedAt >= PRUNE_EVERY_MS) {
      this.prunedAt = performance.now();
      // Written or not, the counts are safe: an old minute left for the next hour costs nothing.
      await pruneTrafficMinutes(this.db).catch(() => undefined);
    }
  }
}
