import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateToLatest } from '../db/migrations';
import { openDatabase } from '../db/open';
import { testStorage, type TestStorage } from '../testing/database';
import { UsageError, describeNotifications, inboxArguments, runInbox, toCsv } from './inbox';
import { runContentImport, summary } from './content-import';

describe('inbox arguments', () => {
  it('reads the kind, --since and --format, and refuses the rest clearly', () => {
    expect(inboxArguments(['messages'])).toEqual({ action: 'list', kind: 'messages', since: null, format: 'table' });
    expect(inboxArguments(['subscribers', '--since', '2025-01-31', '--format=csv'])).toEqual({
      action: 'list',
      kind: 'subscribers',
      since: '2025-01-31',
      format: 'csv',
    });
    expect(inboxArguments(['retry', '12'])).toEqual({ action: 'retry', id: 12 });
    expect(() => inboxArguments(['retry', 'x'])).toThrow('retry takes the number of a failed notification');
    expect(() => inboxArguments([])).toThrow(UsageError);
    expect(() => inboxArguments(['letters'])).toThrow('Unknown argument "letters"');
    expect(() => inboxArguments(['toString'])).toThrow('Unknown argument "toString"');
    expect(() => inboxArguments(['messages', '--sinse', '2025-01-31'])).toThrow("Unknown option '--sinse'");
    expect(() => inboxArguments(['messages', '--since'])).toThrow(UsageError);
    expect(() => inboxArguments(['messages', '--since', '2025-02-30'])).toThrow('--since must be a date');
    expect(() => inboxArguments(['messages', '--format', 'xml'])).toThrow('--format must be table, json or csv');
  });

  it('writes CSV that spreadsheets read safely', () => {
    const csv = toCsv(
      ['id', 'message'],
      [
        { id: 1, message: '=HYPERLINK("http://x")' },
        { id: 2, message: 'line one\nسطر "ثانٍ", فاصلة' },
      ],
    );
    expect(csv.startsWith('\uFEFF')).toBe(true);
    expect(csv).toContain(`1,"'=HYPERLINK(""http://x"")"`);
    expect(csv).toContain('2,"line one\nسطر ""ثانٍ"", فاصلة"');
  });
});

describe("npm run inbox and content:import against the environment's database", () => {
  let storage: TestStorage;
  let env: NodeJS.ProcessEnv;
  beforeAll(async () => {
    storage = await testStorage();
    const { DATABASE_URL: _callers, ...inherited } = process.env;
    env = { ...inherited, DATA_DIR: storage.dataDir, ...(storage.databaseUrl ? { DATABASE_URL: storage.databaseUrl } : {}) };
    const database = openDatabase(storage);
    await migrateToLatest(database.db, database.engine);
    await database.db
      .insertInto('messages')
      .values([
        {
          name: 'Old Sender',
          email: 'old@example.com',
          phone: '+20 100 000 0000',
          subject: 'قديم',
          message: 'An older message',
          language: 'en',
          created_at: '2024-12-31T10:00:00.000Z',
        },
        {
          name: 'محمد علي',
          email: 'm@example.com',
          phone: '+966 55 123 4567',
          subject: 'استفسار عام',
          message: 'رسالة أحدث',
          language: 'ar',
          created_at: '2025-03-01T09:30:00.000Z',
        },
      ])
      .execute();
    await database.close();
  });
  afterAll(() => storage.cleanup());

  it('lists newest first, filters by --since, and prints table, JSON and CSV', async () => {
    const table = await runInbox(['messages'], env);
    expect(table.indexOf('محمد علي')).toBeLessThan(table.indexOf('Old Sender'));
    expect(table).toContain('(2 rows)');
    const json = JSON.parse(await runInbox(['messages', '--since', '2025-01-01', '--format', 'json'], env)) as { name: string }[];
    expect(json.map((row) => row.name)).toEqual(['محمد علي']);
    const csv = await runInbox(['messages', '--format', 'csv'], env);
    expect(csv.split('\r\n')[0]).toBe('\uFEFFid,created_at,name,email,phone,subject,message,language,notifications');
    expect(await runInbox(['subscribers'], env)).toBe('(nothing yet)\n');
  });

  it('imports content into that database and says what it did', async () => {
    const counts = await runContentImport(env);
    expect(summary(counts)).toMatch(/^Imported 9 services, 30 projects/);
    // Visitors' messages are untouched.
    expect(JSON.parse(await runInbox(['messages', '--format', 'json'], env))).toHaveLength(2);
  });
});

describe('notification states in the inbox', () => {
  it('says sent, pending with the next attempt and the last error, or failed with the #ID to retry', () => {
    const base = { attempts: 1, next_attempt_at: null, sent_at: null, last_error: null };
    expect(
      describeNotifications([
        { ...base, id: 7, channel: 'email', status: 'sent', sent_at: '2026-11-24T15:00:01.000Z' },
        { ...base, id: 8, channel: 'webhook', status: 'pending', attempts: 2, next_attempt_at: '2026-11-24T15:01:00.000Z', last_error: 'HTTP 502' },
      ]),
    ).toBe('email sent; webhook pending #8, next attempt 2026-11-24T15:01:00.000Z, 2 tried: HTTP 502');
    expect(describeNotifications([{ ...base, id: 9, channel: 'email', status: 'failed', attempts: 12, last_error: '550 Mailbox unavailable' }])).toBe(
      'email failed #9 after 12 attempts: 550 Mailbox unavailable',
    );
    expect(describeNotifications([])).toBe('');
  });
});
