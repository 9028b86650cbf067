import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { importContent, type ImportCounts } from './import';

/**
 * Fills a database that has never had content imported (no `content_version`) from content/,
 * in one transaction: an import that fails halfway leaves nothing, so the next start tries
 * again. A database that has content is left alone (`npm run content:import` updates it).
 * Returns what was imported, or null when nothing was to do.
 */
export async function seedIfEmpty(db: Kysely<Database>, contentDir: string): Promise<ImportCounts | null> {
  const version = await db.selectFrom('meta').select('value').where('key', '=', 'content_version').executeTakeFirst();
  if (version) return null;
  // Two replicas starting at once on one PostgreSQL may both import: every write is an
  // insert-or-update by slug, so the second changes nothing but the version.
  return importContent(db, contentDir);
}
