import type { InsertObject, OnConflictTables, OnConflictUpdateDatabase, Transaction, UpdateObject } from 'kysely';
import type { Database } from '../db/schema';

// How an import writes its rows (write-content.ts): by slug, or by project and position, each
// row inserted or updated in place, so an edited item keeps its id; what the content no longer
// has is deleted.

export type Trx = Transaction<Database>;

/** The tables whose rows an import keeps by their slug (an edited item keeps its id). */
type SlugTable = 'services' | 'projects' | 'blogs' | 'clients' | 'portfolio_projects' | 'project_categories' | 'blog_categories';
/** The tables of a gallery's images, kept by their project and position. */
type ImageTable = 'project_images' | 'portfolio_images';
/** What a row's columns become when it is there already (Kysely's type for `doUpdateSet`). */
type ConflictUpdate<T extends keyof Database> = UpdateObject<OnConflictUpdateDatabase<Database, T>, OnConflictTables<T>, OnConflictTables<T>>;

/** A text's two languages, as the content holds it. */
type Texts = { ar: string; en: string } | null | undefined;
export const ar = (text: Texts) => text?.ar ?? null;
export const en = (text: Texts) => text?.en ?? null;

/** Inserts `row`, or sets `update` on the row of its slug; the row's id either way. */
async function upsertBySlug<T extends SlugTable>(trx: Trx, table: T, row: InsertObject<Database, T>, update: ConflictUpdate<T>): Promise<number> {
  const { id } = await trx
    .insertInto(table)
    .values(row)
    .onConflict((conflict) => conflict.column('slug').doUpdateSet(update))
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/** A row to insert and what to set when it is there already. */
interface Upsert<T extends keyof Database> {
  row: InsertObject<Database, T>;
  update: ConflictUpdate<T>;
}

/** An item's row by its slug: its columns with its slug and times to insert, with its new time to update. */
export function bySlug<V extends object>(slug: string, now: string, columns: V) {
  return { row: { ...columns, slug, created_at: now, updated_at: now }, update: { ...columns, updated_at: now } };
}

/**
 * Writes `items` by slug in their order (`upsert` gives each one's row, `bySlug`; `children`
 * writes what belongs to each, once it has its id), and gives each slug's id and `prune`, which
 * deletes the rows the content no longer has (called once what refers to them is written).
 */
export async function writeBySlug<T extends SlugTable, Item extends { slug: string }>(
  trx: Trx,
  table: T,
  items: readonly Item[],
  upsert: (item: Item, index: number) => Upsert<T>,
  children?: (item: Item, id: number) => Promise<void>,
): Promise<{ ids: Map<string, number>; prune: () => Promise<number> }> {
  const ids = new Map<string, number>();
  for (const [index, item] of items.entries()) {
    const { row, update } = upsert(item, index);
    const id = await upsertBySlug(trx, table, row, update);
    ids.set(item.slug, id);
    await children?.(item, id);
  }
  return { ids, prune: () => prune(trx, table, [...ids.keys()]) };
}

/** Deletes the rows of `table` whose slug is not in `keep`; returns how many went. */
async function prune(trx: Trx, table: SlugTable, keep: string[]): Promise<number> {
  const query = trx.deleteFrom(table);
  const result = await (keep.length > 0 ? query.where('slug', 'not in', keep) : query).executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** A gallery image's row by its project and position. */
export function atPosition<V extends object>(projectId: number, position: number, columns: V) {
  return { row: { ...columns, project_id: projectId, position }, update: columns };
}

/** A gallery's images in order (`upsert` gives each one's row, `atPosition`); the positions past its end are deleted. */
export async function writeGallery<T extends ImageTable, Item>(
  trx: Trx,
  table: T,
  projectId: number,
  images: readonly Item[],
  upsert: (item: Item, position: number) => Upsert<T>,
): Promise<void> {
  for (const [position, item] of images.entries()) {
    const { row, update } = upsert(item, position);
    await trx
      .insertInto(table)
      .values(row)
      .onConflict((conflict) => conflict.columns(['project_id', 'position']).doUpdateSet(update))
      .execute();
  }
  await deletePast(trx, table, projectId, images.length);
}

async function deletePast(trx: Trx, table: ImageTable, projectId: number, length: number): Promise<void> {
  await trx.deleteFrom(table).where('project_id', '=', projectId).where('position', '>=', length).execute();
}
