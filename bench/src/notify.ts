/**
 * `npm run bench:notify`: how fast staff hear of a submission, and what notifications cost the
 * visitor's POST. Prints figures; never fails a build.
 *
 * - Delivery latency: from sending a consultation POST to the SMTP server (smtp-server on
 *   loopback, in this process) having received the whole mail, p50 and p99 over BENCH_SENDS
 *   (50) consultations sent one at a time (each waits for its mail, so no queue builds up).
 * - The POST's own latency (request to reply), p50 and p99, on a server with email
 *   notifications on and on one with no channel set, BENCH_SENDS POSTs each (after 10 warm-up
 *   ones), alternating between the two servers.
 *
 * Each server is the real product in its own process (`e2e/src/testing/server.ts`: a fresh
 * SQLite database in a temporary folder, RATE_LIMITS=off). On a shared machine the figures are
 * inflated and noisy: compare them within one run.
 */
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { startSite } from '@site/e2e/testing/server';

const sends = Number(process.env['BENCH_SENDS'] ?? 50);
const WARM_UP = 10;

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

const ms = (value: number) => `${value.toFixed(1)} ms`;

/** Resolves the waiter of each mail by the visitor's address in its Reply-To. */
async function startSmtp(): Promise<{ url: string; waitFor: (address: string) => Promise<number>; close: () => Promise<void> }> {
  const waiters = new Map<string, (at: number) => void>();
  const arrived = new Map<string, number>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    disableReverseLookup: true,
    onData(stream, _session, callback) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
      stream.on('end', () => {
        const at = performance.now();
        callback();
        const address = /^Reply-To:.*?<?([^<>\s]+@[^<>\s]+?)>?\s*$/im.exec(raw)?.[1];
        if (!address) return;
        const waiter = waiters.get(address);
        if (waiter) waiter(at);
        else arrived.set(address, at);
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  return {
    url: `smtp://127.0.0.1:${(server.server.address() as AddressInfo).port}`,
    waitFor: (address) => {
      const at = arrived.get(address);
      return at !== undefined ? Promise.resolve(at) : new Promise((resolve) => waiters.set(address, resolve));
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

async function post(url: string, i: number, prefix: string): Promise<{ started: number; took: number; email: string }> {
  const email = `${prefix}${i}@example.com`;
  const started = performance.now();
  const response = await fetch(`${url}/api/v1/consultations/free`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      name: 'Bench Client',
      email,
      phone: '+966 55 123 4567',
      description: 'A benchmark request.',
      country: 'saudi-arabia',
      service_id: '2',
      preferred_date: '2026-12-01',
      preferred_time: '17:00',
    }),
  });
  await response.arrayBuffer();
  const took = performance.now() - started;
  if (response.status !== 201) throw new Error(`POST answered ${response.status}`);
  return { started, took, email };
}

// Both servers run side by side and the POSTs alternate between them, so a busy moment of the
// shared machine hits both alike.
const smtp = await startSmtp();
const notifying = await startSite({
  RATE_LIMITS: 'off',
  SMTP_URL: smtp.url,
  NOTIFY_EMAIL_TO: 'staff@nasaq.example',
  NOTIFY_EMAIL_FROM: 'no-reply@nasaq.example',
});
const quiet = await startSite({ RATE_LIMITS: 'off' });
const delivery: number[] = [];
const withNotifications: number[] = [];
const withoutNotifications: number[] = [];
try {
  for (let i = 0; i < WARM_UP + sends; i++) {
    const sent = await post(notifying.url, i, 'bench');
    const received = await smtp.waitFor(sent.email);
    const plain = await post(quiet.url, i, 'quiet');
    if (i >= WARM_UP) {
      withNotifications.push(sent.took);
      delivery.push(received - sent.started);
      withoutNotifications.push(plain.took);
    }
  }
} finally {
  await notifying.stop();
  await quiet.stop();
  await smtp.close();
}

console.log(`Notifications (${sends} consultations, one at a time; shared machine: compare within one run)`);
console.log(`  delivery, POST sent -> SMTP server has the mail: p50 ${ms(percentile(delivery, 50))}, p99 ${ms(percentile(delivery, 99))}`);
console.log(`  POST latency with email notifications on:       p50 ${ms(percentile(withNotifications, 50))}, p99 ${ms(percentile(withNotifications, 99))}`);
console.log(
  `  POST latency with no channel set:               p50 ${ms(percentile(withoutNotifications, 50))}, p99 ${ms(percentile(withoutNotifications, 99))}`,
);
