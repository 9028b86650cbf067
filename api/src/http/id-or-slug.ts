/**
 * How a detail path names its item (`/services/3` or `/services/web-development`), shared by
 * every `/{id|slug}` route. An all-digit key is an id; one beyond the integer column's range
 * (PostgreSQL `integer`) cannot exist, and sending it would make PostgreSQL fail the query
 * instead of finding nothing, so it is `null` (answer 404).
 */
export type ItemKey = { id: number } | { slug: string };

const MAX_ID = 2_147_483_647;

export function parseIdOrSlug(key: string): ItemKey | null {
  if (!/^\d+$/.test(key)) return { slug: key };
  const id = Number(key);
  return id >= 1 && id <= MAX_ID ? { id } : null;
}
