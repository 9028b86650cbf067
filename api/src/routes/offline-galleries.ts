import type { Kysely } from 'kysely';
import type { OfflineManifestItem } from '@site/shared/contract';
import type { Database } from '../db/schema';
import { chunked, octets, type Picture } from './offline-costs';
import { IMAGE_JSON, imageBytes, pageBytes } from './offline-sizes';

/**
 * What galleries add to the offline manifest's items (offline-manifest.ts), read for the items
 * the cut keeps only: a project's whole gallery, a design's first gallery page.
 */

/** The design page's first gallery page, which is what the download keeps of a design (9 images: docs/product.md#business-constants). */
const FIRST_GALLERY_PAGE = 9;

/** Each row's gallery items, grouped by owner (a map: the rows may be thousands). */
function byOwner<T extends { owner: number }>(rows: T[]): Map<number, T[]> {
  const owners = new Map<number, T[]>();
  for (const row of rows) owners.set(row.owner, [...(owners.get(row.owner) ?? []), row]);
  return owners;
}

type Pictured = Picture & { text_ar: number; text_en: number };

/** What a gallery adds to an item: its JSON in each language's reply (twice in the page), and its thumbnails, once. */
function withGallery(item: OfflineManifestItem, kind: 'project' | 'design', pictures: Pictured[]): OfflineManifestItem {
  const reply = { ...item.reply };
  const page = { ...item.page };
  for (const lang of ['ar', 'en'] as const) {
    const json = pictures.reduce((sum, picture) => sum + IMAGE_JSON + Number(picture[`text_${lang}`]), 0);
    const bytes = (item.reply[lang] ?? 0) + json;
    reply[lang] = bytes;
    page[lang] = pageBytes(kind, bytes);
  }
  return {
    ...item,
    reply,
    page,
    images: (item.images ?? 0) + pictures.reduce((sum, picture) => sum + imageBytes(picture, 'thumbnail'), 0),
    image_count: item.image_count + pictures.length,
  };
}

/** The projects' galleries (every image of a project's page) added to their costs. */
export async function projectGalleries(db: Kysely<Database>, items: OfflineManifestItem[]): Promise<OfflineManifestItem[]> {
  const gallery = byOwner(
    await chunked(
      items.map((entry) => entry.id),
      (ids) =>
        db
          .selectFrom('project_images')
          .innerJoin('media', 'media.id', 'project_images.image_id')
          .select([
            'project_images.project_id as owner',
            'media.kind',
            'media.width',
            'media.height',
            octets('project_images.name_ar').as('text_ar'),
            octets('project_images.name_en').as('text_en'),
          ])
          .where('project_images.project_id', 'in', ids)
          .execute(),
    ),
  );
  return items.map((entry) =>
    withGallery(
      entry,
      'project',
      (gallery.get(entry.id) ?? []).map((row) => ({ ...row, source_bytes: 0 })),
    ),
  );
}

/** The designs' first gallery pages (what a design's reply and page hold) added to their costs. */
export async function designGalleries(db: Kysely<Database>, items: OfflineManifestItem[]): Promise<OfflineManifestItem[]> {
  const gallery = byOwner(
    await chunked(
      items.map((entry) => entry.id),
      (ids) =>
        db
          .selectFrom('portfolio_images')
          .innerJoin('media', 'media.id', 'portfolio_images.image_id')
          .select((eb) => [
            'portfolio_images.project_id as owner',
            'media.kind',
            'media.width',
            'media.height',
            eb(
              eb(octets('portfolio_images.title_ar'), '+', octets('portfolio_images.title_en')),
              '+',
              eb(octets('portfolio_images.description_ar'), '+', octets('portfolio_images.description_en')),
            ).as('text_bytes'),
          ])
          .where('portfolio_images.project_id', 'in', ids)
          .orderBy('portfolio_images.project_id')
          .orderBy('portfolio_images.position')
          .execute(),
    ),
  );
  // A design's gallery carries both languages' titles whatever the language.
  return items.map((entry) =>
    withGallery(
      entry,
      'design',
      (gallery.get(entry.id) ?? []).slice(0, FIRST_GALLERY_PAGE).map((row) => ({ ...row, text_ar: row.text_bytes, text_en: row.text_bytes, source_bytes: 0 })),
    ),
  );
}
