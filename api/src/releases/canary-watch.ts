import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { trafficSince } from '../observability/traffic-store';
import { canaryVerdict, CANARY_RULE, type CanaryRule } from './canary-verdict';
import type { LiveReleases } from './live-releases';
import { endCanary } from './switch';

/** How often each server looks at the canaries' counts: with the counts' flush and the servers' poll, a rollback reaches every replica within seconds. */
const WATCH_EVERY_MS = 1000;

export interface WatchLog {
  warn: (message: string) => void;
}

/**
 * Each server watches every running canary (docs/scaling.md, "The automatic rollback"): every
 * WATCH_EVERY_MS it reads every replica's counts of the canary's version and of the live one
 * since the canary started (summed in the database), and when `canaryVerdict` says so it ends the
 * canary itself, recording that it did and why (`release_switches`: actor and reason). Any server
 * may be the one: the end is a conditional write, so of two deciding at once one ends it. Every
 * replica then follows within its poll, as after `npm run rollback`.
 */
export class CanaryWatch {
  private timer: ReturnType<typeof setTimeout> | null = null;
  private closed = false;
  private failing: string | null = null;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly releases: LiveReleases,
    private readonly log: WatchLog,
    private readonly everyMs = WATCH_EVERY_MS,
    private readonly rule: CanaryRule = CANARY_RULE,
  ) {}

  start(): void {
    this.schedule();
  }

  close(): void {
    this.closed = true;
    if (this.timer) clearTimeout(this.timer);
  }

  /** One look at every canary; resolves with the sections this server rolled back. */
  async check(): Promise<string[]> {
    const rolledBack: string[] = [];
    for (const canary of this.releases.canaries().values()) {
      const counts = await trafficSince(this.db, canary.container, [canary.version, canary.liveVersion], new Date(canary.startedAt));
      const verdict = canaryVerdict(counts.get(canary.version)!, counts.get(canary.liveVersion)!, this.rule);
      if (!verdict.rollBack) continue;
      const reason = `automatic: ${verdict.why}`;
      if (await endCanary(this.db, canary.section, canary.releaseId, `the server ${this.releases.id}`, reason)) {
        this.log.warn(`${canary.section}: the canary of release #${canary.releaseId} (${canary.version}) is rolled back: ${verdict.why}`);
        rolledBack.push(canary.section);
      }
    }
    return rolledBack;
  }

  private schedule(): void {
    if (this.closed) return;
    this.timer = setTimeout(() => {
      this.check()
        .then(
          () => {
            if (this.failing !== null) this.log.warn('canaries: watched again');
            this.failing = null;
          },
          (error: unknown) => {
            const message = error instanceof Error ? error.message : String(error);
            if (this.failing === null) this.log.warn(`canaries: their counts cannot be read now (${message}); nothing is rolled back meanwhile`);
            this.failing = message;
          },
        )
        .finally(() => this.schedule());
    }, this.everyMs);
    this.timer.unref();
  }
}
