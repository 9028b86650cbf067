import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../db/open';
import { testStorage, type TestStorage } from '../testing/database';
import { smtpReceiver, type SmtpReceiver } from '../testing/receivers';
import { serverEnv, startServerProcess, type ServerProcess } from '../testing/server-process';

/**
 * A crash between storing and delivering loses nothing and sends nothing twice: the real server
 * process is SIGKILLed while its worker is connected to the SMTP server, before the mail is
 * handed over; after a restart on the same database the row is delivered, once.
 */
let storage: TestStorage;
let smtp: SmtpReceiver;
const servers: ServerProcess[] = [];
let handle: DatabaseHandle | null = null;

beforeEach(async () => {
  storage = await testStorage();
  smtp = await smtpReceiver();
});
afterEach(async () => {
  for (const server of servers.splice(0)) await server.stop();
  await handle?.close();
  handle = null;
  await smtp.close();
  await storage.cleanup();
});

describe('a crash between storing and delivering', () => {
  it('delivers the mail once after the server is SIGKILLed mid-delivery and restarted', async () => {
    const env = serverEnv(
      { DATA_DIR: storage.dataDir, ...(storage.databaseUrl ? { DATABASE_URL: storage.databaseUrl } : {}) },
      {
        SMTP_URL: smtp.url,
        NOTIFY_EMAIL_TO: 'staff@nasaq.example',
        NOTIFY_EMAIL_FROM: 'no-reply@nasaq.example',
        NOTIFY_LANGUAGE: 'en',
        NOTIFY_RETRY_BASE_MS: '50',
        NOTIFY_POLL_MS: '100',
        // An attempt's lease is twice this: the restarted server takes the dead one's row after it.
        // It is also the SMTP connection's timeouts: at 1 s, a loaded machine (CI, 2 cores) timed out
        // the restarted server's own attempt and made a third (attempts 3, 2026-11-29).
        NOTIFY_TIMEOUT_MS: '5000',
      },
    );
    // The first server's worker connects; the SMTP greeting is held until the test has killed it.
    let connected!: () => void;
    const workerConnected = new Promise<void>((resolve) => (connected = resolve));
    let release!: () => void;
    smtp.onConnect = () => {
      connected();
      return new Promise<void>((resolve) => (release = resolve));
    };

    const first = await startServerProcess(env);
    servers.push(first);
    const reply = await fetch(`${first.url}/api/v1/messages/contact`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Crash Test', email: 'crash@example.com', phone: '+20 100 123 4567', message: 'Stored before the crash.' }),
    });
    expect(reply.status).toBe(201);
    await workerConnected;
    first.child.kill('SIGKILL');
    expect(await first.exited).toBe('SIGKILL');
    smtp.onConnect = null;
    release();
    expect(smtp.mails).toHaveLength(0);

    handle = openDatabase(storage);
    const db = handle.db;
    const [claimed] = await db.selectFrom('notification_outbox').selectAll().execute();
    expect(claimed).toMatchObject({ status: 'pending', attempts: 1 });
    expect(claimed!.locked_until).not.toBeNull();

    const second = await startServerProcess(env);
    servers.push(second);
    await expect
      .poll(async () => (await db.selectFrom('notification_outbox').select('status').executeTakeFirstOrThrow()).status, { timeout: 60_000, interval: 50 })
      .toBe('sent');
    const [row] = await db.selectFrom('notification_outbox').selectAll().execute();
    // Sent by the restarted server (its attempts follow the dead one's); how many it needed is the
    // machine's business, once the mail went out once.
    expect(row!.status).toBe('sent');
    expect(row!.attempts).toBeGreaterThanOrEqual(2);
    expect(row!.locked_by).not.toBe(claimed!.locked_by);
    expect(smtp.mails).toHaveLength(1);
    expect(smtp.mails[0]!.parsed.text).toContain('Message: Stored before the crash.');
  }, 120_000);
});
