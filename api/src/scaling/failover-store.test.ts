import { createServer } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { RATE_LIMITS } from '../routes/submissions';
import { testApp, type TestApp } from '../testing/app';
import { RedisLink } from './redis-link';

/** A loopback port nothing listens on: a Redis that is down. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  if (typeof address !== 'object' || !address) throw new Error('no port');
  return address.port;
}

const contact = { name: 'Sara Ali', email: 'sara@example.com', phone: '+20 100 123 4567', subject: '', message: 'Hello there.', language: 'en' };

describe('rate limits with REDIS_URL naming a Redis that is down', () => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  it('keeps the site up and the limits counted in memory (fail-open to per-replica limits), and says so in readiness', async () => {
    t = await testApp({ config: { redisUrl: `redis://127.0.0.1:${await closedPort()}` } });
    const statuses: number[] = [];
    for (let i = 0; i < RATE_LIMITS.contact.max + 2; i++) {
      const response = await t.app.inject({ method: 'POST', url: '/api/v1/messages/contact', payload: contact, remoteAddress: '203.0.113.9' });
      statuses.push(response.statusCode);
    }
    expect(statuses.filter((status) => status === 201)).toHaveLength(RATE_LIMITS.contact.max);
    expect(statuses.slice(RATE_LIMITS.contact.max)).toEqual([429, 429]);
    const ready = await t.app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json().data.redis).toBe('down');
  });

  it('logs an outage once, however many requests meet it, and its end once', async () => {
    const lines: string[] = [];
    const log = { warn: (line: string) => lines.push(line) };
    const link = new RedisLink(`redis://127.0.0.1:${await closedPort()}`, log);
    await link.connect();
    for (let i = 0; i < 5; i++) link.markDown('command timed out');
    link.markUp();
    link.markUp();
    await link.close();
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatch(/^Redis unreachable \(.+\): rate limits are counted per replica until it is back$/);
    expect(lines[1]).toBe('Redis reachable again: rate limits are shared across replicas again');
  });
});
