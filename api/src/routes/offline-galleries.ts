import type { Kysely } from 'kysely';
import type { Language, OfflineManifestItem } from '@site/shared/contract';
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

/** What a gallery adds to an item: its JSON in the reply (twice in the page), and its thumbnails. */
function withGallery(item: OfflineManifestItem, kind: 'project' | 'design', pictures: (Picture & { text_bytes: number })[]): OfflineManifestItem {
  const json = pictures.reduce((sum, picture) => sum + IMAGE_JSON + Number(picture.text_bytes), 0);
  const reply = (item.reply ?? 0) + json;
  return {
    ...item,
    reply,
    page: pageBytes(kind, reply),
    images: (item.images ?? 0) + pictures.reduce((sum, picture) => sum + imageBytes(picture, 'thumbnail'), 0),
    image_count: item.image_count + pictures.length,
  };
}

/** The projects' galleries (every image of a project's page) added to their costs. */
export async function projectGalleries(db: Kysely<Database>, lang: Language, items: OfflineManifestItem[]): Promise<OfflineManifestItem[]> {
  const gallery = byOwner(
    await chunked(
      items.map((entry) => entry.id),
      (ids) =>
        db
          .selectFrom('project_images')
          .innerJoin('media', 'media.id', 'project_images.image_id')
          .select(['project_images.project_id as owner', 'media.kind', 'media.width', 'media.height', octets(`project_images.name_${lang}`).as('text_bytes')])
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
  return items.map((entry) =>
    withGallery(
      entry,
      'design',
      (gallery.get(entry.id) ?? []).slice(0, FIRST_GALLERY_PAGE).map((row) => ({ ...row, source_bytes: 0 })),
    ),
  );
}
