import { randomBytes } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema';
import { parseOrigin } from '../http/origins';

/**
 * The partner sites allowed to embed the widgets, as data (docs/embedding.md#partners): what
 * `npm run partners` does to the `partners` table. Every change also changes the `meta` row
 * `partners_version`, in the same transaction: a replica reads that one row each second and the
 * list only when it changed (partner-origins.ts).
 */

/** The most partners the list holds: a replica keeps them all in memory and reads them whole when one changes. */
const MAX_PARTNERS = 10_000;
const PARTNER_NAME_MAX = 100;
const PARTNERS_VERSION_KEY = 'partners_version';

export interface Partner {
  origin: string;
  name: string;
  added_at: string;
}

/** A refusal staff can act on (a bad origin or name, an origin already there or not there, the list full). */
export class PartnerError extends Error {
  override name = 'PartnerError';
}

// Control characters, the line and paragraph separators, and the bidirectional overrides and
// isolates (a name could otherwise reorder the text around it in the inbox): refused in names.
// eslint-disable-next-line no-control-regex
const unprintable = /[\u0000-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/;

/** `https://Shop.example/` → `https://shop.example`; throws for anything but an http(s) origin. */
export function partnerOrigin(value: string): string {
  const origin = parseOrigin(value);
  if (!origin) throw new PartnerError(`"${value}" is not an origin: write the partner's scheme, host and port only, such as https://shop.example`);
  return origin;
}

/** A partner's name as staff read it: trimmed, 1 to PARTNER_NAME_MAX characters, printable. */
export function partnerName(value: string): string {
  const name = value.trim();
  if (name === '' || name.length > PARTNER_NAME_MAX || unprintable.test(name)) {
    throw new PartnerError(`the name must be 1 to ${PARTNER_NAME_MAX} printable characters, not "${value}"`);
  }
  return name;
}

async function changed(trx: Transaction<Database>): Promise<void> {
  const value = `${Date.now()}-${randomBytes(4).toString('hex')}`;
  await trx
    .insertInto('meta')
    .values({ key: PARTNERS_VERSION_KEY, value })
    .onConflict((conflict) => conflict.column('key').doUpdateSet({ value }))
    .execute();
}

/** Adds a partner, or renames one already there (its origin is its identity). */
export async function addPartner(db: Kysely<Database>, origin: string, name: string): Promise<{ partner: Partner; renamed: boolean }> {
  return db.transaction().execute(async (trx) => {
    const existing = await trx.selectFrom('partners').select(['origin', 'name', 'added_at']).where('origin', '=', origin).executeTakeFirst();
    if (existing) {
      await trx.updateTable('partners').set({ name }).where('origin', '=', origin).execute();
      await changed(trx);
      return { partner: { ...existing, name }, renamed: true };
    }
    const { count } = await trx
      .selectFrom('partners')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .executeTakeFirstOrThrow();
    if (Number(count) >= MAX_PARTNERS) throw new PartnerError(`the list is full (${MAX_PARTNERS} partners): remove one first`);
    const partner = { origin, name, added_at: new Date().toISOString() };
    await trx.insertInto('partners').values(partner).execute();
    await changed(trx);
    return { partner, renamed: false };
  });
}

/** Removes a partner; false when it was not there. */
export async function removePartner(db: Kysely<Database>, origin: string): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const { numDeletedRows } = await trx.deleteFrom('partners').where('origin', '=', origin).executeTakeFirst();
    if (Number(numDeletedRows) === 0) return false;
    await changed(trx);
    return true;
  });
}

/** Every partner, by origin. */
export function listPartners(db: Kysely<Database>): Promise<Partner[]> {
  return db.selectFrom('partners').select(['origin', 'name', 'added_at']).orderBy('origin').limit(MAX_PARTNERS).execute();
}

/** The list's version: changes with every edit (null: never edited). */
export async function partnersVersion(db: Kysely<Database>): Promise<string | null> {
  return (await db.selectFrom('meta').select('value').where('key', '=', PARTNERS_VERSION_KEY).executeTakeFirst())?.value ?? null;
}
