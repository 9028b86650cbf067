import { sql, type Kysely } from 'kysely';
import { describe, expect, it } from 'vitest';
import { testStorage } from '../../testing/database';
import { openDatabase } from '../open';
import { migrateTo, migrateToLatest } from './index';

/** A placeholder as the API stored it before this migration. */
const placeholder = (from: string, to: string) =>
  `data:image/svg+xml,%3Csvg%20xmlns='http://www.w3.org/2000/svg'%20viewBox='0%200%2012%2015'%20preserveAspectRatio='none'%3E%3ClinearGradient%20id='g'%20x2='1'%20y2='1'%3E%3Cstop%20stop-color='%23${from}'/%3E%3Cstop%20offset='1'%20stop-color='%23${to}'/%3E%3C/linearGradient%3E%3Crect%20width='12'%20height='15'%20fill='url(%23g)'/%3E%3C/svg%3E`;

interface BeforeRows {
  media: {
    id: string;
    name: string;
    kind: string;
    mime: string;
    source: string;
    width: number;
    height: number;
    placeholder: string | null;
    created_at: string;
  };
}

describe('migration 0005: media tint', () => {
  it("keeps each stored image's preview colours as its tint, and drops the placeholder column", async () => {
    const storage = await testStorage();
    const handle = openDatabase(storage);
    try {
      await migrateTo(handle.db, handle.engine, '0004_notifications');
      const before = handle.db as unknown as Kysely<BeforeRows>;
      const row = { kind: 'raster', mime: 'image/svg+xml', source: '<svg/>', width: 1080, height: 1350, created_at: '2026-11-26T00:00:00Z' };
      await before
        .insertInto('media')
        .values([
          { ...row, id: 'generated', name: 'a', placeholder: placeholder('131037', 'e5f1fa') },
          { ...row, id: 'uploaded', name: 'b', placeholder: null },
          { ...row, id: 'unreadable', name: 'c', placeholder: 'data:image/png;base64,AAAA' },
        ])
        .execute();

      await migrateToLatest(handle.db, handle.engine);

      const rows = await handle.db.selectFrom('media').select(['id', 'tint']).orderBy('id').execute();
      expect(rows).toEqual([
        { id: 'generated', tint: '#131037 #e5f1fa' },
        { id: 'unreadable', tint: null },
        { id: 'uploaded', tint: null },
      ]);
      await expect(sql`SELECT placeholder FROM media`.execute(handle.db)).rejects.toThrow();
    } finally {
      await handle.close();
      await storage.cleanup();
    }
  });
});
