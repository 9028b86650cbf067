import { afterEach, describe, expect, it } from 'vitest';
import { send } from '../testing/http';
import { testApp, type TestApp } from '../testing/app';
import { Readiness } from './readiness';
import { shutDown } from './shutdown';

/** A server on a loopback port with one route that answers when the test says so. */
async function serverWithHeldRequest(): Promise<{ t: TestApp; readiness: Readiness; url: string; release: () => void; arrived: Promise<void> }> {
  const readiness = new Readiness();
  const t = await testApp({ readiness });
  let release = () => {};
  let arrive = () => {};
  const arrived = new Promise<void>((resolve) => (arrive = resolve));
  t.app.get('/held', async () => {
    arrive();
    await new Promise<void>((resolve) => (release = resolve));
    return { done: true };
  });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  if (typeof address !== 'object' || !address) throw new Error('no port');
  return { t, readiness, url: `http://127.0.0.1:${address.port}`, release: () => release(), arrived };
}

describe('shutDown (SIGTERM)', () => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.database.cleanup();
    t = undefined;
  });

  it('stops being ready at once, lets a request in hand finish, then closes', async () => {
    const server = await serverWithHeldRequest();
    t = server.t;
    const held = send(server.url, '/held');
    await server.arrived;
    const closing = shutDown(server.t.app, server.readiness, { delayMs: 0, timeoutMs: 30_000 });
    expect(server.readiness.ready).toBe(false);
    server.release();
    const reply = await held;
    expect(reply.status).toBe(200);
    expect(JSON.parse(reply.body)).toEqual({ done: true });
    expect(await closing).toBe(true);
    await expect(send(server.url, '/api/health/live')).rejects.toThrow();
  });

  it('cuts a request still running when the time-out ends, and says so', async () => {
    const server = await serverWithHeldRequest();
    t = server.t;
    const held = send(server.url, '/held');
    await server.arrived;
    const inTime = await shutDown(server.t.app, server.readiness, { delayMs: 0, timeoutMs: 300 });
    expect(inTime).toBe(false);
    await expect(held).rejects.toThrow();
    server.release();
  });
});
