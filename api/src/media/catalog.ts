import type { Kysely } from 'kysely';
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
 * Where images are and how big they are, for building `image_url` and `image_meta`. URLs are
 * root-relative (`/api/media/...`), or absolute under PUBLIC_URL when it is set: never built
 * from a request's Host or X-Forwarded-* headers, which a client controls and a CDN might
 * cache for everyone.
 */
export class MediaCatalog {
  private byId = new Map<string, MediaInfo>();
  private loadedFor: string | null = null;
  private loading: Promise<void> | null = null;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly base: string,
  ) {}

  /** Reloads the catalog when the content version changed. */
  async ensure(version: string): Promise<void> {
    if (this.loadedFor === version) return;
    this.loading ??= (async () => {
      const rows = await this.db.selectFrom('media').select(['id', 'name', 'kind', 'width', 'height', 'tint']).execute();
      this.byId = new Map(rows.map((row) => [row.id, row]));
      this.loadedFor = version;
    })().finally(() => {
      this.loading = null;
    });
    await this.loading;
    if (this.loadedFor !== version) await this.ensure(version);
  }

  get(id: string | null | undefined): MediaInfo | undefined {
    return id ? this.byId.get(id) : undefined;
  }

  url(info: MediaInfo, width?: number): string {
    return `${this.base}/${mediaPath(info, width)}`;
  }

  /** `image_url` (the middle width) and `image_meta` of one image, or nulls when there is none. */
  image(id: string | null | undefined): { image_url: string | null; image_meta: ImageMeta | null } {
    const info = this.get(id);
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
