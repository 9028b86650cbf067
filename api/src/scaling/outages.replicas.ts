import { setTimeout as sleep } from 'node:timers/promises';
import { readinessResponseSchema } from '@site/shared/contract';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { send } from '../testing/http';
import { startReplicas, type Replicas } from '../testing/replicas';
import { LOAD_PAGES, LOAD_READS, statusCounts, steadyLoad, storedSends, type LoadRecord } from '../testing/steady-load';

/**
 * The outages visitors must not see (docs/scaling.md#outages), one after another on one harness:
 * two replicas behind the round-robin proxy, on a PostgreSQL cluster of this file's own (it is
 * stopped here; the shared one never is) and a Redis; 8 clients sending pages, API reads, contact
 * messages and subscriptions through the proxy, every reply counted. Each outage is as short as
 * its point allows: longer than the replicas' reconnect interval (Redis: at most 1 s apart) and
 * the database's connection time-out (3 s), so the outage is met whole.
 */
const CLIENTS = 8;
/**
 * Each client's pace in the outages of Redis and PostgreSQL: at most 200 requests a second in
 * all, which keeps requests of every kind arriving through each outage without holding both
 * cores for its whole length. The replica killed mid-request takes the load without pause.
 */
const INTERVAL_MS = 40;
const BEFORE_MS = 1500;
const REDIS_DOWN_MS = 10_000;
const POSTGRES_DOWN_MS = 5000;
const AFTER_MS = 3000;

let r: Replicas;
beforeAll(async () => {
  r = await startReplicas({ count: 2, postgres: 'own', env: { LOG_LEVEL: 'warn' } });
  // Every replica has rendered the pages and answered the reads the load asks for.
  for (const url of r.urls) for (const path of [...LOAD_PAGES, ...LOAD_READS]) expect((await send(url, path)).status).toBe(200);
});
afterAll(() => r?.close());

const isRead = (record: LoadRecord) => record.kind === 'page' || record.kind === 'read';
const isSend = (record: LoadRecord) => !isRead(record);
const acknowledged = (record: LoadRecord) => isSend(record) && record.status === 201;

/** Polls every replica's readiness until `done` holds for each; the ms it took. */
async function untilEveryReplica(done: (ready: ReturnType<typeof readinessResponseSchema.parse>['data']) => boolean): Promise<number> {
  const started = performance.now();
  for (;;) {
    const states = await Promise.all(r.urls.map(async (url) => readinessResponseSchema.parse(JSON.parse((await send(url, '/api/health/ready')).body)).data));
    if (states.every(done)) return performance.now() - started;
    if (performance.now() - started > 30_000) throw new Error(`not every replica recovered in 30 s: ${JSON.stringify(states)}`);
    await sleep(100);
  }
}

/** Every send answered 201 is in the database, once. */
async function expectEveryAcknowledgedSendStored(records: readonly LoadRecord[], run: string): Promise<void> {
  const stored = await storedSends(r.db, run);
  const ours = records.filter(acknowledged).map((record) => record.marker!);
  expect(ours.length).toBeGreaterThan(5);
  expect(ours.filter((marker) => stored.get(marker) !== 1)).toEqual([]);
}

function report(name: string, records: readonly LoadRecord[], recovery: string): void {
  console.log(
    `${name}: reads ${JSON.stringify(statusCounts(records.filter(isRead)))}, sends ${JSON.stringify(statusCounts(records.filter(isSend)))}; ${recovery}`,
  );
}

it('Redis stopped under load: every request answered, no send lost, the shared limits back by themselves', { timeout: 90_000 }, async () => {
  const run = `redis-${Date.now().toString(36)}`;
  const load = steadyLoad(r.proxyUrl, { clients: CLIENTS, run, intervalMs: INTERVAL_MS });
  await sleep(BEFORE_MS);
  await r.redis!.stopProcess();
  await sleep(REDIS_DOWN_MS);
  await r.redis!.start();
  const back = await untilEveryReplica((ready) => ready.redis === 'up');
  await sleep(AFTER_MS);
  const records = await load.stop();
  report(`Redis down ${REDIS_DOWN_MS / 1000} s`, records, `both replicas on the shared Redis again ${(back / 1000).toFixed(2)} s after it started`);

  expect(records.filter((record) => record.status !== (isRead(record) ? 200 : 201))).toEqual([]);
  await expectEveryAcknowledgedSendStored(records, run);
});

it(
  'PostgreSQL stopped and started under load: reads answered from the caches, sends 201 or 503 with Retry-After, none lost, recovery within seconds',
  { timeout: 90_000 },
  async () => {
    const run = `postgres-${Date.now().toString(36)}`;
    const load = steadyLoad(r.proxyUrl, { clients: CLIENTS, run, intervalMs: INTERVAL_MS });
    await sleep(BEFORE_MS);
    const stoppedAt = load.now();
    await r.postgres!.stop();
    await sleep(POSTGRES_DOWN_MS);
    await r.postgres!.start();
    const backAt = load.now();
    const ready = await untilEveryReplica((state) => state.databaseState === 'up');
    await sleep(AFTER_MS);
    const records = await load.stop();
    const firstStored = records.filter((record) => acknowledged(record) && record.startedAt >= backAt).sort((a, b) => a.endedAt - b.endedAt)[0];
    report(
      `PostgreSQL down ${((backAt - stoppedAt) / 1000).toFixed(1)} s`,
      records,
      `first send stored ${firstStored ? ((firstStored.endedAt - backAt) / 1000).toFixed(2) : '—'} s after the database was back, both replicas ready with it ${(ready / 1000).toFixed(2)} s after`,
    );

    // Both replicas lived through it: no restart.
    expect([r.running(0), r.running(1)]).toEqual([true, true]);
    // No read failed: pages and reads came from the caches while the database was away.
    expect(records.filter(isRead).filter((record) => record.status !== 200)).toEqual([]);
    // A send was stored (201) or told to come back (503 with Retry-After): nothing else.
    const sends = records.filter(isSend);
    expect(sends.filter((record) => !(record.status === 201 || (record.status === 503 && record.retryAfter === '2')))).toEqual([]);
    // The outage was met: sends were refused during it, and stored before and after it.
    expect(sends.some((record) => record.status === 503)).toBe(true);
    expect(firstStored).toBeDefined();
    expect(firstStored!.endedAt - backAt).toBeLessThan(5000);
    await expectEveryAcknowledgedSendStored(records, run);
  },
);

it(
  'one replica killed (SIGKILL) under load: no GET fails through the proxy; a send acknowledged is stored, one not is safe to send again',
  { timeout: 90_000 },
  async () => {
    const run = `sigkill-${Date.now().toString(36)}`;
    const load = steadyLoad(r.proxyUrl, { clients: CLIENTS, run });
    await sleep(BEFORE_MS);
    const retriedBefore = r.proxy.stats.retriedReads;
    await r.kill(0, 'SIGKILL');
    await sleep(AFTER_MS);
    const records = await load.stop();
    // The sends the kill cut (the proxy answers 502 for a POST it cannot know was stored), sent again as a visitor's client would, with the same key.
    const cut = records.filter((record) => isSend(record) && record.status !== 201);
    const resent = await Promise.all(cut.map((record) => send(r.proxyUrl, record.path, { json: record.json, headers: { 'idempotency-key': record.marker! } })));
    report(
      'replica 1 killed',
      records,
      `${r.proxy.stats.retriedReads - retriedBefore} GETs cut by the kill and sent again by the proxy; ${cut.length} sends cut, sent again: ${JSON.stringify(statusCounts(resent.map((reply, i) => ({ ...cut[i]!, status: reply.status }))))}`,
    );

    expect(r.running(0)).toBe(false);
    expect(records.filter(isRead).filter((record) => record.status !== 200)).toEqual([]);
    expect(cut.filter((record) => record.status !== 502)).toEqual([]);
    expect(resent.filter((reply) => reply.status !== 201)).toEqual([]);
    // Every send, acknowledged at once or after being sent again, is stored exactly once.
    const stored = await storedSends(r.db, run);
    const markers = records.filter(isSend).map((record) => record.marker!);
    expect(markers.filter((marker) => stored.get(marker) !== 1)).toEqual([]);
  },
);
