import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { trafficSince } from '../observability/traffic-store';
import { Polling } from '../scaling/polling';
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
  private readonly polling: Polling;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly releases: LiveReleases,
    private readonly log: WatchLog,
    everyMs = WATCH_EVERY_MS,
    private readonly rule: CanaryRule = CANARY_RULE,
  ) {
    this.polling = new Polling(async () => void (await this.check()), {
      pollMs: everyMs,
      problem: (message) => log.warn(`canaries: their counts cannot be read now (${message}); nothing is rolled back meanwhile`),
      recovered: () => log.warn('canaries: watched again'),
    });
  }

  start(): void {
    this.polling.startLater();
  }

  close(): void {
    this.polling.stop();
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
}
