import { setTimeout as sleep } from 'node:timers/promises';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { send } from './http';

/** What a visitor of the load asked for. */
export type LoadKind = 'page' | 'read' | 'contact' | 'newsletter';

/** One request of the load and how it ended. */
export interface LoadRecord {
  kind: LoadKind;
  /** ms from the start of the load to the request's start, and to its answer */
  startedAt: number;
  endedAt: number;
  /** null when no reply came (a connection error, a cut reply, a time-out) */
  status: number | null;
  retryAfter: string | null;
  error: string | null;
  /** a send's marker: its message text or address, and its Idempotency-Key */
  marker: string | null;
  /** the path and body of a send, to send it again */
  path: string;
  json: unknown;
}

/** Pages and reads the load asks for: warm them on every replica first (a cold render is slow, not wrong). */
export const LOAD_PAGES = ['/?lang=en', '/projects?lang=ar', '/services?lang=en'];
export const LOAD_READS = ['/api/v1/projects?lang=en', '/api/v1/services/web-development?lang=ar', '/api/v1/services?lang=en'];

/** The order each client goes through: two reads for every send, as a site's traffic is mostly reads. */
const CYCLE: LoadKind[] = ['page', 'read', 'contact', 'page', 'read', 'newsletter'];

export interface SteadyLoad {
  /** the records so far (the array keeps growing until `stop`) */
  records: LoadRecord[];
  /** ms since the load started */
  now: () => number;
  /** lets each client finish the request it is on, then resolves with every record */
  stop: () => Promise<LoadRecord[]>;
}

/**
 * `clients` concurrent visitors sending pages, API reads, contact messages and newsletter
 * subscriptions to `base` (the proxy), each send with an Idempotency-Key and an address of its
 * own (the rate limits are not what the outage tests are about), every reply recorded with its
 * status, `Retry-After` and time. `run` prefixes every marker, so a test finds exactly its own rows.
 *
 * `intervalMs`: each visitor starts a request at most that often (the next one at once when a
 * reply took longer), as traffic comes to a site. Without it each sends the next the moment a
 * reply comes, which keeps `clients` requests in flight at every instant (what a test of a
 * replica killed mid-request needs) and every core busy for as long as the load lasts: on the
 * 2-core CI machine, time taken from the tests running beside it (docs/testing.md#where-the-time-goes).
 */
export function steadyLoad(base: string, options: { clients: number; run: string; timeoutMs?: number; intervalMs?: number }): SteadyLoad {
  const records: LoadRecord[] = [];
  const started = performance.now();
  const now = () => performance.now() - started;
  let sequence = 0;
  let stopping = false;

  const one = async (kind: LoadKind): Promise<LoadRecord> => {
    const n = sequence++;
    const marker = kind === 'contact' || kind === 'newsletter' ? `${options.run}-${n}` : null;
    const visitor = `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
    const [path, json] =
      kind === 'page'
        ? [LOAD_PAGES[n % LOAD_PAGES.length]!, undefined]
        : kind === 'read'
          ? [LOAD_READS[n % LOAD_READS.length]!, undefined]
          : kind === 'contact'
            ? [
                '/api/v1/messages/contact',
                { name: 'Load Test', email: 'load@example.com', phone: '+20 100 123 4567', subject: '', message: marker, language: 'en' },
              ]
            : ['/api/v1/messages/newsletter', { email: `${marker}@example.com`, language: 'en' }];
    const startedAt = now();
    const record = { kind, startedAt, marker, path, json };
    try {
      const reply = await send(base, path, {
        ...(json === undefined ? {} : { json, headers: { 'x-forwarded-for': visitor, 'idempotency-key': marker! } }),
        timeoutMs: options.timeoutMs ?? 15_000,
      });
      const retryAfter = reply.headers['retry-after'];
      return { ...record, endedAt: now(), status: reply.status, retryAfter: typeof retryAfter === 'string' ? retryAfter : null, error: null };
    } catch (error) {
      return { ...record, endedAt: now(), status: null, retryAfter: null, error: error instanceof Error ? error.message : String(error) };
    }
  };

  const interval = options.intervalMs ?? 0;
  const clients = Array.from({ length: options.clients }, async (_client, index) => {
    // Spread over the first interval, so the visitors' requests do not come in bursts of `clients`.
    if (interval > 0) await sleep((interval * index) / options.clients);
    for (let step = index; !stopping; step++) {
      const startedAt = now();
      records.push(await one(CYCLE[step % CYCLE.length]!));
      const rest = interval - (now() - startedAt);
      if (rest > 0 && !stopping) await sleep(rest);
    }
  });
  return {
    records,
    now,
    stop: async () => {
      stopping = true;
      await Promise.all(clients);
      return records;
    },
  };
}

/** Status counts of records, as `{ '200': 120, '503': 4, 'no reply': 1 }`. */
export function statusCounts(records: readonly LoadRecord[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const record of records) {
    const key = record.status === null ? 'no reply' : String(record.status);
    counts[key] = (counts[key] ?? 0) + 1;
  }
  return counts;
}

/** The markers of the sends among `records` that are stored in the database, each with how many rows it has. */
export async function storedSends(db: Kysely<Database>, run: string): Promise<Map<string, number>> {
  const stored = new Map<string, number>();
  const add = (marker: string) => stored.set(marker, (stored.get(marker) ?? 0) + 1);
  for (const row of await db.selectFrom('messages').select('message').where('message', 'like', `${run}-%`).execute()) add(row.message);
  for (const row of await db.selectFrom('subscribers').select('email').where('email', 'like', `${run}-%`).execute())
    add(row.email.replace(/@example\.com$/, ''));
  return stored;
}
