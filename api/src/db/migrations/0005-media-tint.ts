import type { Kysely, Migration } from 'kysely';
import { tintOfPlaceholder, tintText } from '../../media/tint';

interface MediaRows {
  media: { id: string; placeholder: string | null; tint: string | null };
}

/**
 * An image's preview while it loads becomes its two background colours (`tint`), which the page
 * draws inline as a gradient, instead of a `data:` SVG image (`placeholder`): each of those cost
 * the browser an SVG document of its own, and the blur drawn over it. The colours are read out
 * of the stored images' placeholders, then the column goes.
 */
export function mediaTintMigration(): Migration {
  return {
    async up(untyped: Kysely<unknown>) {
      const db = untyped as Kysely<MediaRows>;
      await db.schema.alterTable('media').addColumn('tint', 'text').execute();
      const rows = await db.selectFrom('media').select(['id', 'placeholder']).where('placeholder', 'is not', null).execute();
      for (const row of rows) {
        const tint = tintOfPlaceholder(row.placeholder);
        if (tint)
          await db
            .updateTable('media')
            .set({ tint: tintText(tint) })
            .where('id', '=', row.id)
            .execute();
      }
      await db.schema.alterTable('media').dropColumn('placeholder').execute();
    },
  };
}
