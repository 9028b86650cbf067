import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../db/open';
import { testStorage, type TestStorage } from '../testing/database';
import { smtpReceiver, webhookReceiver, type SmtpReceiver, type WebhookReceiver } from '../testing/receivers';
import { serverEnv, startServerProcess, type ServerProcess } from '../testing/server-process';
import { verifySignature } from './signature';
import type { WebhookPayload } from './webhook';

/**
 * Two replicas (two real server processes) on one PostgreSQL schema, each with its worker,
 * polling every 50 ms and woken by the submissions it stores: every row is delivered exactly
 * once by email and once by webhook. PostgreSQL only: SQLite is one process by design.
 */
const N = 30;
const SECRET = 'replica-secret-0123456789abcdef';

describe.skipIf(!process.env['DATABASE_URL'])('two replicas on one PostgreSQL', () => {
  let storage: TestStorage;
  let smtp: SmtpReceiver;
  let hook: WebhookReceiver;
  const replicas: ServerProcess[] = [];
  let handle: DatabaseHandle;

  beforeAll(async () => {
    storage = await testStorage();
    smtp = await smtpReceiver();
    hook = await webhookReceiver();
    const env = serverEnv(
      { DATA_DIR: storage.dataDir, DATABASE_URL: storage.databaseUrl! },
      {
        SMTP_URL: smtp.url,
        NOTIFY_EMAIL_TO: 'staff@nasaq.example',
        NOTIFY_EMAIL_FROM: 'no-reply@nasaq.example',
        NOTIFY_WEBHOOK_URL: hook.url,
        NOTIFY_WEBHOOK_SECRET: SECRET,
        NOTIFY_POLL_MS: '50',
        NOTIFY_RETRY_BASE_MS: '50',
      },
    );
    // One after the other: the first migrates and seeds the empty database.
    replicas.push(await startServerProcess(env));
    replicas.push(await startServerProcess(env));
    handle = openDatabase(storage);
  }, 120_000);

  afterAll(async () => {
    for (const replica of replicas) await replica.stop();
    await handle?.close();
    await smtp?.close();
    await hook?.close();
    await storage?.cleanup();
  });

  it('delivers every row once, by email and by webhook, with both workers claiming', async () => {
    const replies = await Promise.all(
      Array.from({ length: N }, (_, i) =>
        fetch(`${replicas[i % 2]!.url}/api/v1/consultations/free`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({
            name: 'Replica Client',
            email: `client${i}@example.com`,
            phone: '+966 55 123 4567',
            description: `Request ${i}`,
            country: null,
            service_id: '1',
            preferred_date: '2026-12-01',
            preferred_time: '09:00',
          }),
        }).then((response) => response.status),
      ),
    );
    expect(replies).toEqual(Array.from({ length: N }, () => 201));

    const db = handle.db;
    await expect
      .poll(async () => (await db.selectFrom('notification_outbox').select('id').where('status', '=', 'sent').execute()).length, {
        timeout: 60_000,
        interval: 50,
      })
      .toBe(2 * N);
    const rows = await db.selectFrom('notification_outbox').selectAll().execute();
    expect(rows.every((row) => row.attempts === 1)).toBe(true);

    const references = smtp.mails.map((mail) => mail.parsed.headers.get('x-nasaq-reference'));
    expect(references).toHaveLength(N);
    expect(new Set(references).size).toBe(N);
    const ids = hook.calls.map((call) => {
      expect(verifySignature(call.headers['x-nasaq-signature'] as string, call.body, SECRET)).toBe(true);
      return (JSON.parse(call.body) as WebhookPayload).id;
    });
    expect(ids).toHaveLength(N);
    expect(new Set(ids).size).toBe(N);
    // Both replicas' workers took part (each is woken by the rows it stores).
    expect(new Set(rows.map((row) => row.locked_by)).size).toBe(2);
  }, 120_000);
});
