import { createRequire } from 'node:module';
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { RedisLink } from './redis-link';

type Store = FastifyRateLimitStore;
type Callback = Parameters<Store['incr']>[1];
type ChildOptions = Parameters<Store['child']>[0];

// The plugin's own two stores (its Redis store is the one `redis:` would use); they are
// CommonJS files without declarations, loaded as such.
const require = createRequire(import.meta.url);
const RedisStore = require('@fastify/rate-limit/store/RedisStore.js') as new (
  continueExceeding: boolean,
  exponentialBackoff: boolean,
  redis: RedisLink['client'],
  nameSpace: string,
) => Store;
const LocalStore = require('@fastify/rate-limit/store/LocalStore.js') as new (continueExceeding: boolean, exponentialBackoff: boolean) => Store;

/** Keys in Redis: `nasaq-rate-limit-POST/api/v1/messages/contact-203.0.113.7`. */
const RATE_LIMIT_NAMESPACE = 'nasaq-rate-limit-';

/**
 * The rate-limit store with REDIS_URL set: counts in Redis, so the limits hold across replicas;
 * while Redis is unreachable or slower than the link's time-out, counts in this process's
 * memory instead (fail-open to per-replica limits, see docs/scaling.md): a Redis outage never
 * turns a visitor's message away, and a bot still meets a limit, at most once per replica.
 * Back in Redis, the counts kept there before the outage apply again.
 */
class FailoverStore implements Store {
  constructor(
    private readonly link: RedisLink,
    private readonly shared: Store,
    private readonly local: Store,
  ) {}

  incr(key: string, callback: Callback, timeWindow: number, max: number): void {
    if (!this.link.up) {
      this.local.incr(key, callback, timeWindow, max);
      return;
    }
    this.shared.incr(
      key,
      (error, result) => {
        if (error || !result) {
          this.link.markDown(error?.message ?? 'no reply');
          this.local.incr(key, callback, timeWindow, max);
          return;
        }
        this.link.markUp();
        callback(null, result);
      },
      timeWindow,
      max,
    );
  }

  child(routeOptions: ChildOptions): Store {
    return new FailoverStore(this.link, this.shared.child(routeOptions), this.local.child(routeOptions));
  }
}

/** The `store` option of @fastify/rate-limit for one Redis link. */
export function failoverStore(link: RedisLink): FastifyRateLimitStoreCtor {
  return class extends FailoverStore {
    constructor() {
      super(link, new RedisStore(false, false, link.client, RATE_LIMIT_NAMESPACE), new LocalStore(false, false));
    }
  };
}
