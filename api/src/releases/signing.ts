import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

/** Where the key is kept: a row of `meta`, made once by the first server or command that needs it. */
const KEY_NAME = 'signing_key';

/**
 * The site's signing key (preview links, the preview cookie): 32 random bytes kept in the
 * database, so every replica and every release command signs and checks with the same key and no
 * new setting is needed. The first to ask makes it (`ON CONFLICT DO NOTHING`: two at once keep
 * the first); everyone reads the one stored.
 */
export async function siteSigningKey(db: Kysely<Database>): Promise<Buffer> {
  await db
    .insertInto('meta')
    .values({ key: KEY_NAME, value: randomBytes(32).toString('base64url') })
    .onConflict((conflict) => conflict.column('key').doNothing())
    .execute();
  const row = await db.selectFrom('meta').select('value').where('key', '=', KEY_NAME).executeTakeFirstOrThrow();
  return Buffer.from(row.value, 'base64url');
}

/**
 * HMAC-SHA-256 of `parts` under `key`, for one `purpose` (a preview link's signature can never
 * pass as a cookie's, nor the other way round), base64url.
 */
export function sign(key: Buffer, purpose: string, parts: readonly string[]): string {
  return createHmac('sha256', key)
    .update([purpose, ...parts].join('\n'))
    .digest('base64url');
}

/** Whether `signature` is `sign(key, purpose, parts)`, compared in constant time. */
export function verify(key: Buffer, purpose: string, parts: readonly string[], signature: string): boolean {
  const expected = Buffer.from(sign(key, purpose, parts));
  const given = Buffer.from(signature);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
