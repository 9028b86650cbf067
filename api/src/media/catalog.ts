import type { Kysely } from 'kysely';
import { LRUCache } from 'lru-cache';
import type { ImageMeta } from '@site/shared/contract';
import type { Database, MediaTable } from '../db/schema';
import { readTint } from './tint';

export type MediaInfo = Pick<MediaTable, 'id' | 'name' | 'kind' | 'width' | 'height' | 'tint'>;

/** The WebP widths served for an image of this natural width: a third, two thirds and all of it. */
export function widthsOf(width: number): number[] {
  return [...new Set([Math.round(width / 3), Math.round((width * 2) / 3), width])].filter((w) => w >= 16);
}

export function mediaPath(info: Pick<MediaInfo, 'id' | 'name' | 'kind'>, width?: number): string {
  return info.kind === 'vector' ? `api/media/${info.name}.${info.id}.svg` : `api/media/${info.name}.${info.id}.${width}.webp`;
}

/**
 * How many images' facts the catalog keeps in memory: about 300 bytes each, so at most about
 * 1.5 MB whatever the number of images (the demo content has 470; 100 times it, 40 000). A
 * read that needs more at once gets them all the same (see `lookup`).
 */
export const MEDIA_CATALOG_ENTRIES = 5000;
/** Ids asked for in one query (SQLite's and PostgreSQL's parameter limits are far above). */
const QUERY_CHUNK = 500;

export interface ImageFields {
  image_url: string | null;
  image_meta: ImageMeta | null;
}

/** The images one read needs, loaded: `image(id)` builds `image_url` and `image_meta`. */
export interface ImageLookup {
  get(id: string | null | undefined): MediaInfo | undefined;
  image(id: string | null | undefined): ImageFields;
}

/**
 * Where images are and how big they are, for building `image_url` and `image_meta`. URLs are
 * root-relative (`/api/media/...`), or absolute under PUBLIC_URL when it is set: never built
 * from a request's Host or X-Forwarded-* headers, which a client controls and a CDN might
 * cache for everyone. The facts of the images read recently are kept (least recently used
 * out first, `MEDIA_CATALOG_ENTRIES` at most); a read asks the database for the others it
 * needs, in one query.
 */
export class MediaCatalog {
  private readonly known = new LRUCache<string, MediaInfo>({ max: MEDIA_CATALOG_ENTRIES });
  private version: string | null = null;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly base: string,
  ) {}

  /** An import changed the content version: what was kept may be stale (a re-import refreshes tints). */
  async ensure(version: string): Promise<void> {
    if (this.version === version) return;
    this.known.clear();
    this.version = version;
  }

  /** The images of `ids` (nulls and repeats ignored), those not kept read from the database. */
  async lookup(ids: Iterable<string | null | undefined>): Promise<ImageLookup> {
    const found = new Map<string, MediaInfo>();
    const missing: string[] = [];
    for (const id of new Set(ids)) {
      if (!id) continue;
      const info = this.known.get(id);
      if (info) found.set(id, info);
      else missing.push(id);
    }
    for (let i = 0; i < missing.length; i += QUERY_CHUNK) {
      const rows = await this.db
        .selectFrom('media')
        .select(['id', 'name', 'kind', 'width', 'height', 'tint'])
        .where('id', 'in', missing.slice(i, i + QUERY_CHUNK))
        .execute();
      for (const row of rows) {
        found.set(row.id, row);
        this.known.set(row.id, row);
      }
    }
    return {
      get: (id) => (id ? found.get(id) : undefined),
      image: (id) => this.image(id ? found.get(id) : undefined),
    };
  }

  /** How many images' facts are kept now (tests, the scale bench). */
  get size(): number {
    return this.known.size;
  }

  url(info: MediaInfo, width?: number): string {
    return `${this.base}/${mediaPath(info, width)}`;
  }

  /** `image_url` (the middle width) and `image_meta` of one image, or nulls when there is none. */
  private image(info: MediaInfo | undefined): ImageFields {
    if (!info) return { image_url: null, image_meta: null };
    if (info.kind === 'vector') return { image_url: this.url(info), image_meta: { width: info.width, height: info.height } };
    const widths = widthsOf(info.width);
    const meta: ImageMeta = {
      width: info.width,
      height: info.height,
      srcset: widths.map((w) => `${this.url(info, w)} ${w}w`).join(', '),
    };
    const tint = readTint(info.tint);
    if (tint) meta.tint = tint;
    return { image_url: this.url(info, widths[Math.min(1, widths.length - 1)]), image_meta: meta };
  }
}
