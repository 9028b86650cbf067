/**
 * The import of content/ into the database: the first start's seed and `npm run content:import`.
 * Everything is read and validated first (an error names the file and field, and nothing is
 * written); then one transaction inserts or updates every item by slug, removes the items
 * whose files were deleted, and bumps `content_version` so running servers drop their caches.
 * Visitors' submissions (messages, consultations, subscribers) are never touched.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { readContent } from './load-content';
import { writeContent, type ImportCounts } from './write-content';

export { readContent } from './load-content';
export type { ImportCounts } from './write-content';

/** Reads and validates content/, then writes it in one transaction. */
export async function importContent(db: Kysely<Database>, contentDir: string): Promise<ImportCounts> {
  return writeContent(db, readContent(contentDir));
}
