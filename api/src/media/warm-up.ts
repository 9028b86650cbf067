import type { Kysely } from 'kysely';
import { DEFAULT_PER_PAGE, OFFLINE_IMAGE_WIDTHS, RECENT_POSTS, type OfflineManifest } from '@site/shared/contract';
import type { ContentVersion } from '../content/content-version';
import type { Database } from '../db/schema';
import { offlineManifest } from '../routes/offline-manifest';
import { takenWidth } from '../routes/offline-sizes';
import { widthsOf } from './catalog';
import type { Variant, VariantQueue } from './variant-queue';

/** How often an idle server looks for an import made by another process (`npm run content:import`). */
const VERSION_POLL_MS = 15_000;
/** Ids asked for in one query. */
const CHUNK = 500;
/** A design's page shows its first gallery page: 9 images (docs/product.md#business-constants). */
const FIRST_GALLERY_PAGE = 9;

/**
 * The image variants made ahead of time, most needed first (docs/api.md#images-made-ahead-of-time):
 * 1. the first screens: every served width of the images on the first page of the projects,
 *    articles and designs and of the services (home, the lists), whatever the screen's width;
 * 2. the offline download's images, in the order it fetches them: the main image at phone width
 *    of each item the offline manifest keeps (a project, an article, a design in turn, newest
 *    first; the services; the recent articles), then their galleries at thumbnail width.
 * Logos are SVG files, served as they are: nothing to make.
 */
export async function variantsAhead(db: Kysely<Database>, manifest: OfflineManifest): Promise<Variant[]> {
  const [projects, blogs, designs, services, recent] = await Promise.all([
    db.selectFrom('projects').select(['id', 'image_id']).orderBy('date', 'desc').orderBy('id', 'desc').limit(DEFAULT_PER_PAGE.projects).execute(),
    db.selectFrom('blogs').select(['id', 'image_id']).orderBy('date', 'desc').orderBy('id', 'desc').limit(DEFAULT_PER_PAGE.blogs).execute(),
    db
      .selectFrom('portfolio_projects')
      .select(['id', 'image_id'])
      .where('is_active', '=', 1)
      .orderBy('project_date', 'desc')
      .orderBy('id', 'desc')
      .limit(DEFAULT_PER_PAGE.designs)
      .execute(),
    db.selectFrom('services').select(['id', 'image_id']).orderBy('sort_order').orderBy('id').limit(DEFAULT_PER_PAGE.services).execute(),
    db.selectFrom('blogs').select(['id', 'image_id']).orderBy('date', 'desc').orderBy('id', 'desc').limit(RECENT_POSTS.default).execute(),
  ]);
  const firstScreens = [...projects, ...blogs, ...designs, ...services].map((row) => row.image_id);

  // The offline items in the plan's order: a project, an article, a design in turn.
  const turns = Math.max(manifest.projects.length, manifest.blogs.length, manifest.designs.length);
  const offlineIds = { projects: [] as number[], blogs: [] as number[], designs: [] as number[] };
  for (let rank = 0; rank < turns; rank++) {
    for (const kind of ['projects', 'blogs', 'designs'] as const) {
      const item = manifest[kind][rank];
      if (item) offlineIds[kind].push(item.id);
    }
  }
  const [mainOf, projectGalleries, designGalleries] = await Promise.all([
    mainImages(db, offlineIds),
    galleries(db, 'project_images', offlineIds.projects, null),
    galleries(db, 'portfolio_images', offlineIds.designs, FIRST_GALLERY_PAGE),
  ]);
  const offlineMain: (string | null)[] = [...services.map((row) => row.image_id), ...recent.map((row) => row.image_id)];
  for (let rank = 0; rank < turns; rank++) {
    for (const kind of ['projects', 'blogs', 'designs'] as const) {
      const id = offlineIds[kind][rank];
      if (id !== undefined) offlineMain.push(mainOf[kind].get(id) ?? null);
    }
  }
  const thumbnails = [
    ...offlineIds.projects.flatMap((id) => projectGalleries.get(id) ?? []),
    ...offlineIds.designs.flatMap((id) => designGalleries.get(id) ?? []),
  ];

  const sizes = await rasterWidths(db, [...firstScreens, ...offlineMain, ...thumbnails]);
  const variants: Variant[] = [];
  const every = (id: string | null) => (id && sizes.has(id) ? widthsOf(sizes.get(id)!).map((width) => ({ id, width })) : []);
  const at = (use: keyof typeof OFFLINE_IMAGE_WIDTHS) => (id: string | null) =>
    id && sizes.has(id) ? [{ id, width: takenWidth(sizes.get(id)!, OFFLINE_IMAGE_WIDTHS[use]) }] : [];
  variants.push(...firstScreens.flatMap(every), ...offlineMain.flatMap(at('main')), ...thumbnails.flatMap(at('thumbnail')));
  return variants;
}

async function mainImages(db: Kysely<Database>, ids: Record<'projects' | 'blogs' | 'designs', number[]>) {
  const read = async (table: 'projects' | 'blogs' | 'portfolio_projects', wanted: number[]) => {
    const found = new Map<number, string | null>();
    for (let i = 0; i < wanted.length; i += CHUNK) {
      for (const row of await db
        .selectFrom(table)
        .select(['id', 'image_id'])
        .where('id', 'in', wanted.slice(i, i + CHUNK))
        .execute())
        found.set(row.id, row.image_id);
    }
    return found;
  };
  const [projects, blogs, designs] = await Promise.all([read('projects', ids.projects), read('blogs', ids.blogs), read('portfolio_projects', ids.designs)]);
  return { projects, blogs, designs };
}

/** Each owner's gallery images in order (the first `most` of each when given). */
async function galleries(db: Kysely<Database>, table: 'project_images' | 'portfolio_images', owners: number[], most: number | null) {
  const found = new Map<number, string[]>();
  for (let i = 0; i < owners.length; i += CHUNK) {
    const rows = await db
      .selectFrom(table)
      .select(['project_id', 'image_id'])
      .where('project_id', 'in', owners.slice(i, i + CHUNK))
      .orderBy('project_id')
      .orderBy('position')
      .execute();
    for (const row of rows) {
      const list = found.get(row.project_id) ?? [];
      if (most === null || list.length < most) list.push(row.image_id);
      found.set(row.project_id, list);
    }
  }
  return found;
}

/** The natural width of each raster image among `ids` (vectors and unknown ids left out). */
async function rasterWidths(db: Kysely<Database>, ids: (string | null)[]): Promise<Map<string, number>> {
  const wanted = [...new Set(ids.filter((id): id is string => id !== null))];
  const found = new Map<string, number>();
  for (let i = 0; i < wanted.length; i += CHUNK) {
    const rows = await db
      .selectFrom('media')
      .select(['id', 'width'])
      .where('id', 'in', wanted.slice(i, i + CHUNK))
      .where('kind', '=', 'raster')
      .execute();
    for (const row of rows) found.set(row.id, row.width);
  }
  return found;
}

export interface WarmUp {
  /** the content version whose variants were last queued, null before the first */
  readonly version: string | null;
  stop(): void;
}

/**
 * Queues the variants of the content the server has now, then again whenever an import changes
 * the content version (a request notices it within a second; an idle server within
 * `VERSION_POLL_MS`). A database that does not answer leaves the version unqueued: the next
 * look tries again, and requests still render what they ask for on demand.
 */
export function startWarmUp(options: {
  db: Kysely<Database>;
  version: ContentVersion;
  queue: VariantQueue;
  log: { warn: (object: object, message: string) => void; info: (object: object, message: string) => void };
  pollMs?: number;
}): WarmUp {
  let queued: string | null = null;
  let busy = false;
  const look = async () => {
    if (busy) return;
    busy = true;
    try {
      const version = await options.version.current();
      if (version === queued) return;
      const manifest = await offlineManifest(options.db);
      const added = options.queue.add(await variantsAhead(options.db, manifest));
      queued = version;
      options.log.info({ version, added }, 'image variants queued to be made ahead of time');
    } catch (error) {
      options.log.warn({ err: error }, 'image variants could not be listed: trying again later');
    } finally {
      busy = false;
    }
  };
  void look();
  const timer = setInterval(() => void look(), options.pollMs ?? VERSION_POLL_MS);
  timer.unref();
  return {
    get version() {
      return queued;
    },
    stop() {
      clearInterval(timer);
    },
  };
}
