import { describe, expect, it } from 'vitest';
import { testStorage } from '../../testing/database';
import { openDatabase } from '../open';
import { migrateTo, migrateToLatest } from './index';

describe('migration 0007: partners, and where a consultation came from', () => {
  it('keeps the requests stored before it, from the site itself, and starts with no partner', async () => {
    const storage = await testStorage();
    const handle = openDatabase(storage);
    try {
      await migrateTo(handle.db, handle.engine, '0006_releases');
      const before = {
        name: 'Sara Ali',
        email: 'sara@example.com',
        phone: '+20 100 123 4567',
        description: null,
        country: null,
        service_id: '2',
        preferred_date: '2025-09-23',
        preferred_time: '14:00',
        language: 'en',
        created_at: '2026-11-20T10:00:00.000Z',
      };
      // The row as the table was before (none of the new columns named).
      await handle.db.insertInto('consultations').values(before).execute();

      await migrateToLatest(handle.db, handle.engine);

      expect(await handle.db.selectFrom('consultations').selectAll().execute()).toEqual([
        { id: 1, ...before, origin: null, source: null, utm_source: null, utm_medium: null, utm_campaign: null },
      ]);
      expect(await handle.db.selectFrom('partners').selectAll().execute()).toEqual([]);
      await handle.db.insertInto('partners').values({ origin: 'https://shop.example', name: 'Shop', added_at: '2026-11-29T00:00:00.000Z' }).execute();
      await expect(
        handle.db.insertInto('partners').values({ origin: 'https://shop.example', name: 'Again', added_at: '2026-11-29T00:00:00.000Z' }).execute(),
      ).rejects.toThrow();
    } finally {
      await handle.close();
      await storage.cleanup();
    }
  });
});
