import type { DatabaseStats } from '../db/open';
import type { Engine } from '../db/engine';
import type { RedisLink } from '../scaling/redis-link';
import type { Metrics } from './metrics';

/**
 * What this replica sees of the services it shares with every other: the database's pool (calls
 * waiting for a connection, connections open and idle), its failures, whether it can be reached;
 * and whether Redis is (`nasaq_redis_up`, absent without REDIS_URL).
 */
export function dependencySeries(metrics: Metrics, database: { engine: Engine; stats: () => DatabaseStats }, redis: RedisLink | null): void {
  const engine = database.engine;
  metrics.gauge({
    name: 'nasaq_db_pool_waiting',
    help: 'Database calls waiting for a connection from the pool (always 0 on SQLite)',
    labelNames: ['engine'],
    collect() {
      this.set({ engine }, database.stats().waiting);
    },
  });
  metrics.gauge({
    name: 'nasaq_db_pool_connections',
    help: 'Connections of the database pool, by state (idle, in use)',
    labelNames: ['engine', 'state'],
    collect() {
      const { connections, idle } = database.stats();
      this.set({ engine, state: 'idle' }, idle);
      this.set({ engine, state: 'in_use' }, connections - idle);
    },
  });
  metrics.counter({
    name: 'nasaq_db_query_errors_total',
    help: 'Database queries that failed, whatever the cause (a constraint, a time-out, the server away)',
    labelNames: ['engine'],
    collect() {
      this.reset();
      this.inc({ engine }, database.stats().queryErrors);
    },
  });
  metrics.counter({
    name: 'nasaq_db_connection_errors_total',
    help: 'Idle pool connections the database server ended (a restart, a failover); each is replaced on demand',
    labelNames: ['engine'],
    collect() {
      this.reset();
      this.inc({ engine }, database.stats().connectionErrors);
    },
  });
  metrics.gauge({
    name: 'nasaq_db_up',
    help: '1 while the database can be reached (0 from a failed connection until the next one made)',
    labelNames: ['engine'],
    collect() {
      this.set({ engine }, database.stats().reachable ? 1 : 0);
    },
  });
  if (redis) {
    metrics.gauge({
      name: 'nasaq_redis_up',
      help: '1 while the shared Redis of the rate limits is connected; 0 while the limits are counted in this replica memory',
      collect() {
        this.set(redis.up ? 1 : 0);
      },
    });
  }
}
