import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { repoRoot } from '../config';
import { testDatabase, type TestDatabase } from '../test/database';
import { seedIfEmpty } from './seed';

describe('seedIfEmpty', () => {
  let database: TestDatabase | undefined;
  afterEach(async () => {
    await database?.cleanup();
    database = undefined;
  });

  it('fills an empty database from content/ once, and leaves a filled one alone', async () => {
    database = await testDatabase();
    const contentDir = path.join(repoRoot, 'content');
    expect(await seedIfEmpty(database.db, contentDir)).toEqual({ services: 9 });
    expect(await seedIfEmpty(database.db, contentDir)).toEqual({ services: 0 });
    const rows = await database.db.selectFrom('services').select('slug').execute();
    expect(rows).toHaveLength(9);
  });

  it('names the file and the field of an invalid content file, and stores nothing', async () => {
    database = await testDatabase();
    const contentDir = mkdtempSync(path.join(tmpdir(), 'site-content-'));
    try {
      mkdirSync(path.join(contentDir, 'services'));
      writeFileSync(path.join(contentDir, 'services', 'broken.yaml'), 'slug: Not A Slug\nsort_order: 1\nname: {ar: "x"}\n');
      await expect(seedIfEmpty(database.db, contentDir)).rejects.toThrow(/broken\.yaml[\s\S]*slug[\s\S]*name\.en/);
      expect(await database.db.selectFrom('services').selectAll().execute()).toEqual([]);
    } finally {
      rmSync(contentDir, { recursive: true, force: true });
    }
  });
});
