import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { Polling } from '../scaling/polling';
import { listPartners, partnersVersion } from './partners';

/** How often a replica asks whether the partners changed: `npm run partners` reaches every replica within this. */
const PARTNERS_POLL_MS = 1000;

interface PartnerLog {
  warn: (message: string) => void;
  info: (message: string) => void;
}

/**
 * The partners as this replica knows them (docs/embedding.md#partners): read at start, then the
 * list's version (one `meta` row) every PARTNERS_POLL_MS, and the list again only when it changed,
 * so a partner added or removed with `npm run partners` is allowed or refused by every replica
 * within about a second, with no restart. A poll rather than PostgreSQL's LISTEN/NOTIFY, as for
 * releases: the same on SQLite, nothing to reconnect. While the database does not answer, the
 * replica keeps the list it knew (a partner's visitors keep working; an edit waits for it).
 * `has()` is synchronous: the CORS check of every API request asks it.
 */
export class PartnerOrigins {
  private names = new Map<string, string>();
  private version: string | null | undefined = undefined;
  private readonly polling: Polling;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly log: PartnerLog,
    pollMs = PARTNERS_POLL_MS,
  ) {
    this.polling = new Polling(() => this.sync(), {
      pollMs,
      problem: (message) => log.warn(`partners: ${message} (the partners allowed stay as they were; trying again)`),
      recovered: () => log.info('partners: the database answers again'),
    });
  }

  /** Reads the list (a server allows its partners from its first request), then keeps following it. */
  start(): Promise<void> {
    return this.polling.start();
  }

  has(origin: string): boolean {
    return this.names.has(origin);
  }

  close(): void {
    this.polling.stop();
  }

  private async sync(): Promise<void> {
    const version = await partnersVersion(this.db);
    if (version === this.version) return;
    const partners = await listPartners(this.db);
    this.names = new Map(partners.map((partner) => [partner.origin, partner.name]));
    // Logged on a change, not at start (an empty list is the usual start).
    if (this.version !== undefined) this.log.info(`partners now allowed: ${partners.length}`);
    this.version = version;
  }
}
