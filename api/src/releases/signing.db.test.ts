import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { testDatabase, type TestDatabase } from '../testing/database';
import { sign, siteSigningKey, verify } from './signing';

let database: TestDatabase;
beforeEach(async () => {
  database = await testDatabase();
});
afterEach(async () => database.cleanup());

describe("the site's signing key", () => {
  it('is made once and read the same by every server and command of the database, even when two ask at once', async () => {
    const [first, second] = await Promise.all([siteSigningKey(database.db), siteSigningKey(database.db)]);
    expect(first.length).toBe(32);
    expect(second.equals(first)).toBe(true);
    expect((await siteSigningKey(database.db)).equals(first)).toBe(true);
  });

  it('signs for one purpose: a changed part, another purpose or another key does not verify', async () => {
    const key = await siteSigningKey(database.db);
    const signature = sign(key, 'preview-link', ['mf-portfolio', '0123456789abcdef0123', '1900000000']);
    expect(verify(key, 'preview-link', ['mf-portfolio', '0123456789abcdef0123', '1900000000'], signature)).toBe(true);
    expect(verify(key, 'preview-link', ['mf-portfolio', '0123456789abcdef0124', '1900000000'], signature)).toBe(false);
    expect(verify(key, 'preview-link', ['mf-portfolio', '0123456789abcdef0123', '1900000001'], signature)).toBe(false);
    expect(verify(key, 'another', ['mf-portfolio', '0123456789abcdef0123', '1900000000'], signature)).toBe(false);
    expect(verify(Buffer.alloc(32), 'preview-link', ['mf-portfolio', '0123456789abcdef0123', '1900000000'], signature)).toBe(false);
    expect(verify(key, 'preview-link', ['mf-portfolio', '0123456789abcdef0123', '1900000000'], `${signature}x`)).toBe(false);
  });
});
