import { mkdirSync } from 'node:fs';
import { readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Kysely } from 'kysely';
import sharp from 'sharp';
import type { Database } from '../db/schema';
import { widthsOf } from './catalog';

// One libvips thread per image and no libvips cache: renders are rare (each size once per
// installation) and memory matters more than a warm cache on a small machine.
sharp.concurrency(1);
sharp.cache(false);

const WEBP = { quality: 80, effort: 4 } as const;

/**
 * Renders images to WebP on first request and keeps the files in `cacheDir` (under DATA_DIR),
 * so the first start does no image work at all and each size is made once. At most
 * `concurrency` renders run at a time; a second request for a size being made waits for it.
 */
export class MediaRenderer {
  private running = 0;
  private readonly queue: (() => void)[] = [];
  private readonly inFlight = new Map<string, Promise<Buffer | null>>();
  /** variants made since the server started (the metrics read it) */
  made = 0;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly cacheDir: string,
    private readonly concurrency = 2,
  ) {
    mkdirSync(cacheDir, { recursive: true });
  }

  /** The WebP of image `id` at `width`, or null when there is no such image or width. */
  async webp(id: string, width: number): Promise<Buffer | null> {
    const file = path.join(this.cacheDir, `${id}-${width}.webp`);
    try {
      return await readFile(file);
    } catch {
      // not rendered yet
    }
    const key = `${id}-${width}`;
    let pending = this.inFlight.get(key);
    if (!pending) {
      pending = this.render(id, width, file).finally(() => this.inFlight.delete(key));
      this.inFlight.set(key, pending);
    }
    return pending;
  }

  /** The SVG of a vector image (a logo), or null. */
  async svg(id: string): Promise<string | null> {
    const row = await this.db.selectFrom('media').select(['source', 'kind']).where('id', '=', id).executeTakeFirst();
    return row?.kind === 'vector' ? row.source : null;
  }

  private async render(id: string, width: number, file: string): Promise<Buffer | null> {
    const row = await this.db.selectFrom('media').selectAll().where('id', '=', id).executeTakeFirst();
    if (!row || row.kind !== 'raster' || !widthsOf(row.width).includes(width)) return null;
    await this.slot();
    try {
      const input = row.mime === 'image/svg+xml' ? Buffer.from(row.source, 'utf8') : Buffer.from(row.source, 'base64');
      // SVG is rasterised straight at the target size (density), not drawn large and shrunk.
      const options = row.mime === 'image/svg+xml' ? { density: Math.max(1, (72 * width) / row.width) } : {};
      const output = await sharp(input, options).resize({ width }).webp(WEBP).toBuffer();
      const temporary = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
      await writeFile(temporary, output);
      await rename(temporary, file);
      this.made += 1;
      return output;
    } finally {
      this.release();
    }
  }

  /** Renders waiting for a free slot now. */
  get queued(): number {
    return this.queue.length;
  }

  private async slot(): Promise<void> {
    if (this.running < this.concurrency) {
      this.running++;
      return;
    }
    await new Promise<void>((resolve) => this.queue.push(resolve));
  }

  private release(): void {
    const next = this.queue.shift();
    if (next) next();
    else this.running--;
  }
}
