import { setTimeout as sleep } from 'node:timers/promises';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { spawn } from 'node:child_process';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { EMAIL_EXISTS, errorBodySchema, readinessResponseSchema, submissionResponseSchema } from '@site/shared/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runPartners } from '../cli/partners';
import { repoRoot } from '../config';
import { RATE_LIMITS } from '../routes/submissions';
import { send, type Reply } from '../testing/http';
import { startReplicas, type Replicas } from '../testing/replicas';
import { cliCommand } from '../testing/server-command';

/**
 * The site's promises with two replicas of the real server on one PostgreSQL and one Redis,
 * behind a round-robin proxy (see api/src/testing/replicas.ts). A client address is given
 * with X-Forwarded-For: the proxy and this test are on loopback, which TRUST_PROXY believes.
 */
let r: Replicas;
beforeAll(async () => {
  r = await startReplicas({ count: 2 });
});
afterAll(() => r?.close());

const contact = (text: string) => ({ name: 'Sara Ali', email: 'sara@example.com', phone: '+20 100 123 4567', subject: '', message: text, language: 'en' });
const marker = () => `m-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;

async function countMessages(text: string): Promise<number> {
  const row = await r.db
    .selectFrom('messages')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('message', '=', text)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** POSTs `times` contact messages one after another through the proxy (so they alternate between replicas) from `visitor`. */
async function postContacts(visitor: string, text: string, times: number): Promise<number[]> {
  const statuses: number[] = [];
  for (let i = 0; i < times; i++) {
    const reply = await send(r.proxyUrl, '/api/v1/messages/contact', { json: contact(text), headers: { 'x-forwarded-for': visitor } });
    statuses.push(reply.status);
  }
  return statuses;
}

async function readiness(url: string) {
  const reply = await send(url, '/api/health/ready');
  expect(reply.status).toBe(200);
  return readinessResponseSchema.parse(JSON.parse(reply.body)).data;
}

describe('two replicas on one PostgreSQL and one Redis', () => {
  it('count the POST rate limits together, per visitor (not per balancer): 20 contact POSTs from one address get exactly 10 in', async () => {
    const servedBefore = [...r.proxy.stats.served];
    const text = marker();
    const statuses = await postContacts('203.0.113.7', text, 20);
    expect(statuses.filter((status) => status === 201)).toHaveLength(RATE_LIMITS.contact.max);
    expect(statuses.filter((status) => status === 429)).toHaveLength(20 - RATE_LIMITS.contact.max);
    expect(await countMessages(text)).toBe(RATE_LIMITS.contact.max);
    // Both replicas took part (round robin: about 10 each, unless a check timed out on a loaded machine).
    r.proxy.stats.served.forEach((served, index) => expect(served - servedBefore[index]!).toBeGreaterThanOrEqual(5));
    // Another visitor behind the same balancer has a limit of its own.
    expect(await postContacts('203.0.113.8', marker(), 1)).toEqual([201]);
  });

  it('keep the counts across a Redis restart, and keep taking messages (counted per replica) while Redis is down', async () => {
    const text = marker();
    expect(await postContacts('203.0.113.20', text, 5)).toEqual([201, 201, 201, 201, 201]);

    await r.redis!.stopProcess();
    for (const url of r.urls) await expect.poll(async () => (await readiness(url)).redis).toBe('down');
    const duringOutage = await postContacts('203.0.113.21', marker(), 4);
    expect(duringOutage).toEqual([201, 201, 201, 201]);

    await r.redis!.start();
    for (const url of r.urls) await expect.poll(async () => (await readiness(url)).redis).toBe('up');
    const after = await postContacts('203.0.113.20', text, 15);
    expect(after.filter((status) => status === 201)).toHaveLength(RATE_LIMITS.contact.max - 5);
    expect(after.filter((status) => status === 429)).toHaveLength(15 - (RATE_LIMITS.contact.max - 5));
    expect(await countMessages(text)).toBe(RATE_LIMITS.contact.max);
  });

  it('answer POSTs while Redis is too slow to answer, counting them in memory after its time-out', async () => {
    // Redis runs one command at a time: DEBUG SLEEP holds every other client for 10 s.
    const asleep = r.redis!.command(['DEBUG', 'SLEEP', '10']);
    // Waiting for Redis would take the 10 s; the replicas give up on it after 250 ms.
    const replies = await Promise.all(
      r.urls.map((url) => send(url, '/api/v1/messages/contact', { json: contact(marker()), headers: { 'x-forwarded-for': '203.0.113.30' }, timeoutMs: 7000 })),
    );
    expect(replies.map((reply) => reply.status)).toEqual([201, 201]);
    // Still asleep (the POSTs had at most 7 s of its 10): readiness says so, and stays 200.
    expect((await readiness(r.urls[0]!)).redis).toBe('down');
    expect(await asleep).toBe('+OK\r\n');
    // They did meet the slow Redis (and said so), and count in it again with the next POST that it answers.
    for (const [i, url] of r.urls.entries()) {
      expect(r.output(i)).toMatch(/Redis unreachable \(Command timed out\)/);
      await expect
        .poll(async () => {
          await send(url, '/api/v1/messages/contact', { json: contact(marker()), headers: { 'x-forwarded-for': `203.0.113.${40 + i}` } });
          return r.output(i).includes('Redis reachable again');
        })
        .toBe(true);
    }
  });

  it('store one row for one Idempotency-Key sent to both replicas at once 20 times, and give all 20 the same reply', async () => {
    const text = marker();
    const replies = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        send(r.urls[i % 2]!, '/api/v1/messages/contact', {
          json: contact(text),
          headers: { 'idempotency-key': `key-${text}`, 'x-forwarded-for': `198.51.100.${i + 1}` },
        }),
      ),
    );
    expect(replies.map((reply) => reply.status)).toEqual(Array.from({ length: 20 }, () => 201));
    const bodies = new Set(replies.map((reply) => reply.body));
    expect(bodies.size).toBe(1);
    submissionResponseSchema.parse(JSON.parse([...bodies][0]!));
    expect(replies.filter((reply) => reply.headers['idempotent-replayed'] === 'true')).toHaveLength(19);
    expect(await countMessages(text)).toBe(1);
  });

  it('store one subscription for 100 concurrent subscriptions of one address across both, with no 5xx', async () => {
    const email = `${marker()}@example.com`;
    const replies = await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        send(r.urls[i % 2]!, '/api/v1/messages/newsletter', {
          // Some in capitals: the address is compared case-insensitively.
          json: { email: i % 3 === 0 ? email.toUpperCase() : email, language: 'en' },
          headers: { 'x-forwarded-for': `100.64.${Math.floor(i / 200)}.${(i % 200) + 1}` },
        }),
      ),
    );
    const statuses = replies.map((reply) => reply.status);
    expect(statuses.filter((status) => status >= 500)).toEqual([]);
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    const refused = replies.filter((reply) => reply.status === 422);
    expect(refused).toHaveLength(99);
    for (const reply of refused) expect(errorBodySchema.parse(JSON.parse(reply.body)).message).toBe(EMAIL_EXISTS);
    const rows = await r.db.selectFrom('subscribers').select('email').where('email_key', '=', email.toLowerCase()).execute();
    expect(rows).toHaveLength(1);
  });

  it('serve the same page and API bytes with the same ETag from either replica, so a 304 from one holds for the other', async () => {
    // Through a balancer every replica sees the site's one Host; pages use it for their absolute URLs.
    const headers = { host: 'nasaq.test' };
    /**
     * The reply a replica keeps for `path`: a page from its page cache (a cold replica may send
     * a first page whose slow parts it left to the browser, and does not keep that one).
     */
    const kept = async (url: string, path: string): Promise<Reply> => {
      for (let attempt = 0; ; attempt++) {
        const reply = await send(url, path, { headers });
        if (path.startsWith('/api/') ? attempt > 0 : String(reply.headers['server-timing']).includes('cached')) return reply;
        if (attempt === 10) throw new Error(`${url}${path} was never answered from the cache`);
      }
    };
    for (const path of ['/?lang=en', '/services?lang=ar', '/projects/1?lang=en', '/api/v1/projects?lang=en', '/api/v1/services?lang=ar']) {
      const [first, second] = await Promise.all(r.urls.map((url) => kept(url, path)));
      expect(first!.status, path).toBe(200);
      expect(second!.status, path).toBe(200);
      expect(first!.headers['etag'], path).toBeTruthy();
      expect(second!.headers['etag'], path).toBe(first!.headers['etag']);
      expect(second!.body, path).toBe(first!.body);
      const revalidated = await send(r.urls[1]!, path, { headers: { ...headers, 'if-none-match': String(first!.headers['etag']) } });
      expect(revalidated.status, path).toBe(304);
    }
  });

  it('serve a text changed by `npm run content:import` from both replicas, pages and API, within 2 s of the import', async () => {
    const contentDir = mkdtempSync(path.join(tmpdir(), 'site-content-'));
    try {
      cpSync(path.join(repoRoot, 'content'), contentDir, { recursive: true });
      const file = path.join(contentDir, 'services', '01-web-development.yaml');
      const name = `Web Development ${marker()}`;
      writeFileSync(file, readFileSync(file, 'utf8').replace('  en: Web Development\n', `  en: ${name}\n`));
      const reads = r.urls.flatMap((url) => ['/api/v1/services/web-development?lang=en', '/services/web-development?lang=en'].map((path) => ({ url, path })));
      // Both replicas hold the old text in their caches.
      for (const { url, path } of reads) {
        const before = await send(url, path);
        expect(before.status).toBe(200);
        expect(before.body).toContain('Web Development');
        expect(before.body).not.toContain(name);
      }

      const imported = spawn(process.execPath, cliCommand('content-import', []), {
        cwd: repoRoot,
        env: { ...process.env, ...r.env, CONTENT_DIR: contentDir },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let log = '';
      imported.stdout.on('data', (chunk: Buffer) => (log += chunk.toString()));
      imported.stderr.on('data', (chunk: Buffer) => (log += chunk.toString()));
      const code = await new Promise<number | null>((resolve) => imported.once('exit', resolve));
      expect(code, log).toBe(0);
      const importedAt = performance.now();

      // For each replica and read: when the first request that got the new text was sent.
      const delays = await Promise.all(
        reads.map(async ({ url, path }) => {
          for (;;) {
            const sentAt = performance.now();
            const reply: Reply = await send(url, path);
            if (reply.status === 200 && reply.body.includes(name)) return sentAt - importedAt;
            if (sentAt - importedAt > 10_000) return Number.POSITIVE_INFINITY;
            await sleep(100);
          }
        }),
      );
      for (const delay of delays) expect(delay).toBeLessThanOrEqual(2000);
    } finally {
      rmSync(contentDir, { recursive: true, force: true });
    }
  });
});

describe('partners as data (npm run partners), on every replica without a restart', () => {
  it('allows a partner added with the CLI on both replicas within seconds, storing its origin, and refuses it on both once removed', async () => {
    const shop = `https://shop-${marker()}.example`;
    const consultation = {
      name: 'Sara Ali',
      email: 'sara@example.com',
      phone: '+20 100 123 4567',
      description: 'A partner sent me.',
      country: null,
      service_id: '2',
      preferred_date: '2026-12-01',
      preferred_time: '14:00',
      language: 'en',
      source: 'replicas-test',
    };
    const env = { ...process.env, ...r.env };
    const post = (url: string, visitor: string) =>
      send(url, '/api/v1/consultations/free', { json: consultation, headers: { origin: shop, 'x-forwarded-for': visitor } });
    for (const url of r.urls) expect((await post(url, '198.51.100.70')).status).toBe(403);

    expect(await runPartners(['add', shop, '--name', 'Shop'], env)).toMatch(/^Added/);
    // Each replica, asked directly: its preflight allows the partner within a few seconds of the change.
    const allowed = await Promise.all(
      r.urls.map(async (url) => {
        const added = performance.now();
        for (;;) {
          const preflight = await send(url, '/api/v1/consultations/free', {
            method: 'OPTIONS',
            headers: { origin: shop, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' },
          });
          if (preflight.headers['access-control-allow-origin'] === shop) return performance.now() - added;
          if (performance.now() - added > 10_000) return Number.POSITIVE_INFINITY;
          await sleep(100);
        }
      }),
    );
    for (const delay of allowed) expect(delay).toBeLessThanOrEqual(5000);
    for (const [i, url] of r.urls.entries()) expect((await post(url, `198.51.100.${71 + i}`)).status).toBe(201);
    const rows = await r.db.selectFrom('consultations').select(['origin', 'source']).where('origin', '=', shop).execute();
    expect(rows).toEqual([
      { origin: shop, source: 'replicas-test' },
      { origin: shop, source: 'replicas-test' },
    ]);

    expect(await runPartners(['remove', shop], env)).toMatch(/^Removed/);
    for (const [i, url] of r.urls.entries()) await expect.poll(async () => (await post(url, `198.51.100.${81 + i}`)).status, { timeout: 10_000 }).toBe(403);
  });
});
