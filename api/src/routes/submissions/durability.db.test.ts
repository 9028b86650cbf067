import { describe, expect, it } from 'vitest';
import { runInbox } from '../../cli/inbox';
import { testStorage } from '../../testing/database';
import { startServerProcess } from '../../testing/server-process';

const N = 25;

describe('durability of submissions', () => {
  it('keeps all N messages whose replies said success when the server is killed with SIGKILL and restarted', async () => {
    const storage = await testStorage();
    const { DATABASE_URL: _callers, ...inherited } = process.env;
    const env = {
      ...inherited,
      PORT: '0',
      LOG_LEVEL: 'warn',
      RATE_LIMITS: 'off',
      DATA_DIR: storage.dataDir,
      ...(storage.databaseUrl ? { DATABASE_URL: storage.databaseUrl } : {}),
    };
    try {
      const first = await startServerProcess(env);
      const replies = await Promise.all(
        Array.from({ length: N }, (_, i) =>
          fetch(`${first.url}/api/v1/messages/contact`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({
              name: 'Durable Sender',
              email: `d${i}@example.com`,
              phone: '+20 100 123 4567',
              message: `Message number ${i} must survive.`,
            }),
          }).then((response) => response.status),
        ),
      );
      expect(replies).toEqual(Array.from({ length: N }, () => 201));
      first.child.kill('SIGKILL');
      expect(await first.exited).toBe('SIGKILL');

      const second = await startServerProcess(env);
      try {
        expect((await fetch(`${second.url}/api/health`)).status).toBe(200);
        const rows = JSON.parse(await runInbox(['messages', '--format', 'json'], env)) as { email: string }[];
        expect(rows.map((row) => row.email).sort()).toEqual(Array.from({ length: N }, (_, i) => `d${i}@example.com`).sort());
      } finally {
        second.child.kill('SIGTERM');
        await second.exited;
      }
    } finally {
      await storage.cleanup();
    }
  }, 60_000);
});
