import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';
import type { Readiness } from './readiness';

export interface ShutdownTimes {
  /** how long to keep serving, answering not ready, before the listener closes */
  delayMs: number;
  /** how long the requests in hand may then take before their connections are cut */
  timeoutMs: number;
}

/**
 * The SIGTERM path of a replica behind a balancer: stop being ready, keep serving for
 * `delayMs` (a balancer that only polls readiness sends traffic until it notices), close the
 * listener and let every request already received finish (Fastify answers requests that
 * arrive on a kept-alive connection meanwhile with 503 and `Connection: close`, which
 * balancers retry elsewhere), and only then close the pools (the app's onClose hooks). A
 * submission is acknowledged only after its commit, so no acknowledged write is lost; a
 * request still running after `timeoutMs` has its connection cut, and its client never got
 * an acknowledgement. Resolves true when everything finished in time.
 */
export async function shutDown(app: FastifyInstance, readiness: Readiness, times: ShutdownTimes): Promise<boolean> {
  readiness.drain();
  if (times.delayMs > 0) await sleep(times.delayMs);
  let inTime = true;
  const deadline = setTimeout(() => {
    inTime = false;
    app.log.warn(`requests still running ${times.timeoutMs} ms after shutdown began: closing their connections`);
    app.server.closeAllConnections();
  }, times.timeoutMs);
  try {
    await app.close();
  } finally {
    clearTimeout(deadline);
  }
  return inTime;
}
