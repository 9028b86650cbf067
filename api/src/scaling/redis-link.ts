import { Redis } from 'ioredis';

/** What the link reports about an outage; a pino/Fastify logger fits. */
export interface OutageLog {
  warn: (message: string) => void;
}

/**
 * A command that has not answered in this time counts as failed: the POST that waits for it
 * is held at most this long before the limits fall back to memory (see FailoverStore).
 */
const REDIS_COMMAND_TIMEOUT_MS = 250;

/**
 * The one connection to the shared Redis (REDIS_URL) a replica keeps, configured so that a
 * Redis that is down or slow costs a request at most REDIS_COMMAND_TIMEOUT_MS: no offline
 * queue (a command while disconnected fails at once instead of waiting for the reconnect), no
 * per-command retries, and reconnects at most a second apart so the limits are shared again
 * within about a second of Redis coming back. An outage is logged once when it starts and
 * once when it ends (both as warnings, so whoever sees one sees the other), not once per
 * request or per reconnect attempt.
 */
export class RedisLink {
  readonly client: Redis;
  private down = false;
  private closing = false;

  constructor(
    url: string,
    private readonly log: OutageLog,
  ) {
    this.client = new Redis(url, {
      lazyConnect: true,
      enableOfflineQueue: false,
      maxRetriesPerRequest: 0,
      commandTimeout: REDIS_COMMAND_TIMEOUT_MS,
      connectTimeout: 1000,
      retryStrategy: (times) => Math.min(times * 100, 1000),
    });
    this.client.on('ready', () => this.markUp());
    this.client.on('error', (error: Error) => this.markDown(error.message));
    this.client.on('close', () => this.markDown('connection closed'));
  }

  /** Connects once at start; a Redis that is down then is an outage like any other, not a failed start. */
  async connect(): Promise<void> {
    try {
      await this.client.connect();
    } catch (error) {
      this.markDown(error instanceof Error ? error.message : String(error));
    }
  }

  /** True while commands can be sent (connected and ready). */
  get up(): boolean {
    return this.client.status === 'ready';
  }

  /** Whether Redis answers a PING within the time-out now (for the readiness route). */
  async answers(): Promise<boolean> {
    if (!this.up) return false;
    try {
      await this.client.ping();
      this.markUp();
      return true;
    } catch (error) {
      this.markDown(error instanceof Error ? error.message : String(error));
      return false;
    }
  }

  /** Reports a failed command (a time-out on a live socket is an outage too). */
  markDown(reason: string): void {
    if (this.closing || this.down) return;
    this.down = true;
    this.log.warn(`Redis unreachable (${reason}): rate limits are counted per replica until it is back`);
  }

  /** Reports a command that answered (or a new connection): ends an outage, if one was logged. */
  markUp(): void {
    if (!this.down) return;
    this.down = false;
    this.log.warn('Redis reachable again: rate limits are shared across replicas again');
  }

  async close(): Promise<void> {
    this.closing = true;
    if (this.client.status === 'end') return;
    await this.client.quit().catch(() => this.client.disconnect());
  }
}
