import { mkdirSync } from 'node:fs';
import { access, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Kysely } from 'kysely';
import PQueue from 'p-queue';
import sharp from 'sharp';
import type { Database } from '../db/schema';
import { widthsOf } from './catalog';

// One libvips thread per image and no libvips cache: renders are rare (each size once per
// installation) and memory matters more than a warm cache on a small machine.
sharp.concurrency(1);
sharp.cache(false);

const WEBP = { quality: 80, effort: 4 } as const;

/** Who asked for a render: a visitor's request goes before anything the server prepares ahead of time. */
const PRIORITY = { request: 1, ahead: 0 } as const;

/** What `prepare` did: the file was made now, was already on disk, or the image or width does not exist. */
export type Prepared = 'made' | 'present' | 'none';

/**
 * Renders images to WebP and keeps the files in `cacheDir` (under DATA_DIR), so each size is made
 * once per installation (docs/api.md#images-made-ahead-of-time). At most `concurrency` renders run at a time
 * (2: the machine's other core serves requests), a visitor's request first: a variant asked for
 * that nobody made yet is rendered as soon as a render ends, ahead of the variants prepared in
 * the background (`prepare`, fed one at a time by the variant queue). A second request for a
 * variant being made waits for that render, whoever started it; one prepared in the background
 * and still waiting for its turn is moved ahead when a visitor asks for it.
 */
export class MediaRenderer {
  private readonly renders: PQueue;
  private readonly inFlight = new Map<string, Promise<Buffer | null>>();
  /** Prepared ahead, then asked for by a visitor before its render reached the queue (still reading its row). */
  private readonly wanted = new Set<string>();
  /** variants rendered because a visitor asked for them (those made ahead are the variant queue's `made`): the metrics read it */
  madeForRequests = 0;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly cacheDir: string,
    concurrency = 2,
  ) {
    mkdirSync(cacheDir, { recursive: true });
    this.renders = new PQueue({ concurrency });
  }

  /** The WebP of image `id` at `width` for a request, or null when there is no such image or width. */
  async webp(id: string, width: number): Promise<Buffer | null> {
    // Being made already: join that render, moved ahead now, before this request reads the disk,
    // so a request is ahead of every request made after it (a file read's turn is the thread pool's).
    const pending = this.join(key(id, width));
    if (pending) return pending;
    try {
      return await readFile(this.file(id, width));
    } catch {
      // not rendered yet
    }
    return this.make(id, width, PRIORITY.request);
  }

  /**
   * Makes the WebP of image `id` at `width` ahead of time (the variant queue): nothing when the
   * file is there already. The bytes are those a request would have made: one render path.
   */
  async prepare(id: string, width: number): Promise<Prepared> {
    // Being made for a request: that render is the one, and nothing is left to do here.
    const running = this.inFlight.get(key(id, width));
    if (running) return (await running) ? 'present' : 'none';
    try {
      await access(this.file(id, width));
      return 'present';
    } catch {
      // not rendered yet
    }
    return (await this.make(id, width, PRIORITY.ahead)) ? 'made' : 'none';
  }

  /** The SVG of a vector image (a logo), or null. */
  async svg(id: string): Promise<string | null> {
    const row = await this.db.selectFrom('media').select(['source', 'kind']).where('id', '=', id).executeTakeFirst();
    return row?.kind === 'vector' ? row.source : null;
  }

  /** Renders waiting for a slot and running now (tests, the queue's figures). */
  get load(): { waiting: number; running: number } {
    return { waiting: this.renders.size, running: this.renders.pending };
  }

  private file(id: string, width: number): string {
    return path.join(this.cacheDir, `${id}-${width}.webp`);
  }

  private make(id: string, width: number, priority: number): Promise<Buffer | null> {
    const name = key(id, width);
    const pending = priority === PRIORITY.request ? this.join(name) : this.inFlight.get(name);
    if (pending) return pending;
    const made = this.render(id, width, name, priority).finally(() => {
      this.inFlight.delete(name);
      this.wanted.delete(name);
    });
    this.inFlight.set(name, made);
    return made;
  }

  /** A visitor asks for a variant being made: its render, moved ahead of those prepared in the background. */
  private join(name: string): Promise<Buffer | null> | undefined {
    const pending = this.inFlight.get(name);
    if (!pending) return undefined;
    try {
      this.renders.setPriority(name, PRIORITY.request);
    } catch {
      // Not in the queue: running already (nothing to move), or still reading its row (it enters at request priority).
      this.wanted.add(name);
    }
    return pending;
  }

  private async render(id: string, width: number, name: string, priority: number): Promise<Buffer | null> {
    const row = await this.db.selectFrom('media').selectAll().where('id', '=', id).executeTakeFirst();
    if (!row || row.kind !== 'raster' || !widthsOf(row.width).includes(width)) return null;
    const file = this.file(id, width);
    return this.renders.add(
      async () => {
        const input = row.mime === 'image/svg+xml' ? Buffer.from(row.source, 'utf8') : Buffer.from(row.source, 'base64');
        // SVG is rasterised straight at the target size (density), not drawn large and shrunk.
        const options = row.mime === 'image/svg+xml' ? { density: Math.max(1, (72 * width) / row.width) } : {};
        const output = await sharp(input, options).resize({ width }).webp(WEBP).toBuffer();
        const temporary = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
        await writeFile(temporary, output);
        await rename(temporary, file);
        if (priority === PRIORITY.request) this.madeForRequests += 1;
        return output;
      },
      { priority: this.wanted.has(name) ? PRIORITY.request : priority, id: name },
    );
  }
}

function key(id: string, width: number): string {
  return `${id}-${width}`;
}
