/**
 * `npm run content:import`: re-imports content/ into the database the environment names
 * (DATA_DIR, or DATABASE_URL), also while the site runs: every item is inserted or updated by
 * slug, items whose files were deleted are removed, visitors' submissions are not touched, and
 * running servers pick the new content up within a second (content_version).
 */
import { pathToFileURL } from 'node:url';
import { loadConfig } from '../config';
import { migrateToLatest } from '../db/migrations';
import { openDatabase } from '../db/open';
import { importContent, type ImportCounts } from '../seed/import';

export async function runContentImport(env: NodeJS.ProcessEnv = process.env): Promise<ImportCounts> {
  const config = loadConfig(env);
  const database = openDatabase(config);
  try {
    await migrateToLatest(database.db, database.engine);
    return await importContent(database.db, config.contentDir);
  } finally {
    await database.close();
  }
}

export function summary(counts: ImportCounts): string {
  return (
    `Imported ${counts.services} services, ${counts.projects} projects (${counts.project_categories} categories), ` +
    `${counts.blogs} articles (${counts.blog_categories} categories), ${counts.clients} clients, ` +
    `${counts.portfolio} portfolio projects (${counts.portfolio_images} images), ${counts.media} images in all; ` +
    `removed ${counts.removed} deleted items.`
  );
}

const invokedDirectly = process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href;
if (invokedDirectly) {
  try {
    console.log(summary(await runContentImport()));
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  }
}
