import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { repoRoot } from '../config';
import { testDatabase, type TestDatabase } from '../testing/database';
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
    expect(await seedIfEmpty(database.db, contentDir)).toMatchObject({ services: 9 });
    expect(await seedIfEmpty(database.db, contentDir)).toBeNull();
    const rows = await database.db.selectFrom('services').select('slug').execute();
    expect(rows).toHaveLength(9);
  });

  it('names the file and field of an invalid content file, or a repeated slug, and stores nothing', async () => {
    database = await testDatabase();
    const contentDir = mkdtempSync(path.join(tmpdir(), 'site-content-'));
    try {
      mkdirSync(path.join(contentDir, 'services'));
      writeFileSync(path.join(contentDir, 'services', 'broken.yaml'), 'slug: Not A Slug\nsort_order: 1\nname: {ar: "x"}\n');
      await expect(seedIfEmpty(database.db, contentDir)).rejects.toThrow(/broken\.yaml[\s\S]*slug[\s\S]*name\.en/);
      expect(await database.db.selectFrom('services').selectAll().execute()).toEqual([]);

      const valid = 'sort_order: 1\nname: {ar: "أ", en: "a"}\ndescription: {ar: "ب", en: "b"}\n';
      writeFileSync(path.join(contentDir, 'services', 'broken.yaml'), `slug: same\n${valid}`);
      writeFileSync(path.join(contentDir, 'services', 'copy.yaml'), `slug: same\n${valid}`);
      await expect(seedIfEmpty(database.db, contentDir)).rejects.toThrow('use the slug "same"');
      expect(await database.db.selectFrom('services').selectAll().execute()).toEqual([]);
    } finally {
      rmSync(contentDir, { recursive: true, force: true });
    }
  });
});
