import type { FastifyInstance } from 'fastify';
import type { Selectable } from 'kysely';
import {
  DEFAULT_PER_PAGE,
  type GalleriesPagination,
  type GalleryImage,
  type PortfolioDetailResponse,
  type PortfolioListResponse,
  type PortfolioProject,
} from '@site/shared/contract';
import type { PortfolioImagesTable, PortfolioProjectsTable } from '../db/schema';
import { parseIdOrSlug, type ItemKey } from '../http/id-or-slug';
import { offsetOf, paginationOf, readPage } from '../http/pagination';
import type { ImageLookup } from '../media/catalog';
import { NotFound, both, cachedRead, flag, type ReadContext } from './read-context';

const GALLERY_PER_PAGE = 9;
const MAX_SLICE = 100;
const RELATED_LIMIT = 3;

type Query = Record<string, unknown>;

function integer(value: unknown, fallback: number, min: number, max: number): number {
  const number = typeof value === 'string' && /^\d{1,9}$/.test(value) ? Number(value) : Number.NaN;
  return Number.isInteger(number) && number >= min ? Math.min(number, max) : fallback;
}

/**
 * Which slice of a gallery a query asks for (docs/product.md#the-calls): `all=true`; or `offset` (0) and
 * `limit` (9); or `gallery_page` (1) and `per_page` (9). Junk values fall back to the defaults.
 */
function gallerySlice(query: Query, total: number): { offset: number; limit: number; pagination: GalleriesPagination } {
  if (query['all'] === 'true' || query['all'] === '1') {
    return { offset: 0, limit: Math.max(total, 1), pagination: { total, current_page: 1, last_page: 1 } };
  }
  if (query['offset'] !== undefined || query['limit'] !== undefined) {
    const limit = integer(query['limit'], GALLERY_PER_PAGE, 1, MAX_SLICE);
    const offset = integer(query['offset'], 0, 0, 1_000_000);
    return {
      offset,
      limit,
      pagination: { total, current_page: Math.floor(offset / limit) + 1, last_page: Math.max(1, Math.ceil(total / limit)) },
    };
  }
  const perPage = integer(query['per_page'], GALLERY_PER_PAGE, 1, MAX_SLICE);
  const page = integer(query['gallery_page'], 1, 1, 1_000_000);
  return {
    offset: (page - 1) * perPage,
    limit: perPage,
    pagination: { total, current_page: page, last_page: Math.max(1, Math.ceil(total / perPage)) },
  };
}

/**
 * GET /v1/social-media (`page` 1, `per_page` 6) and /v1/social-media/slug/{slug} or
 * /v1/social-media/{id|slug} (gallery slices, see `gallerySlice`). Titles and descriptions come
 * as `{ar, en}` whatever the language. Only active projects are shown. In lists, `galleries` is
 * empty and `galleries_pagination.total` counts the images (see the contract).
 */
export async function portfolioRoutes(app: FastifyInstance, context: ReadContext): Promise<void> {
  const { db, media } = context;

  function toProject(row: Selectable<PortfolioProjectsTable>, images: ImageLookup): Omit<PortfolioProject, 'galleries'> {
    const main = images.image(row.image_id);
    return {
      id: row.id,
      slug: row.slug,
      title: both(row.title_ar, row.title_en) ?? { ar: row.slug, en: row.slug },
      description: both(row.description_ar, row.description_en),
      main_image_url: main.image_url,
      main_image_meta: main.image_meta,
      project_date: row.project_date,
      is_active: flag(row.is_active),
    };
  }

  function toImage(row: Selectable<PortfolioImagesTable>, images: ImageLookup): GalleryImage {
    const { image_url, image_meta } = images.image(row.image_id);
    return {
      id: row.id,
      image_url: image_url ?? '',
      title: both(row.title_ar, row.title_en),
      description: both(row.description_ar, row.description_en),
      image_meta,
    };
  }

  const active = () => db.selectFrom('portfolio_projects').where('is_active', '=', 1);

  app.get<{ Querystring: Query }>(
    '/social-media',
    cachedRead<{ Querystring: Query }>(context, async (request): Promise<PortfolioListResponse> => {
      const page = readPage(request.query, { perPage: DEFAULT_PER_PAGE.designs });
      const [rows, counted] = await Promise.all([
        active().selectAll().orderBy('sort_order').orderBy('id').limit(page.perPage).offset(offsetOf(page)).execute(),
        active()
          .select((eb) => eb.fn.countAll<number>().as('count'))
          .executeTakeFirstOrThrow(),
      ]);
      const counts =
        rows.length === 0
          ? []
          : await db
              .selectFrom('portfolio_images')
              .select((eb) => ['project_id', eb.fn.countAll<number>().as('count')])
              .where(
                'project_id',
                'in',
                rows.map((row) => row.id),
              )
              .groupBy('project_id')
              .execute();
      const images = await media.lookup(rows.map((row) => row.image_id));
      const data: PortfolioProject[] = rows.map((row) => {
        const total = Number(counts.find((count) => count.project_id === row.id)?.count ?? 0);
        return {
          ...toProject(row, images),
          galleries: [],
          galleries_pagination: { total, current_page: 1, last_page: Math.max(1, Math.ceil(total / GALLERY_PER_PAGE)) },
        };
      });
      return { success: true, data: { ...paginationOf(Number(counted.count), page), data } };
    }),
  );

  async function detail(key: ItemKey | null, query: Query): Promise<PortfolioDetailResponse | NotFound> {
    const row = key
      ? await active()
          .selectAll()
          .$call((q) => ('id' in key ? q.where('id', '=', key.id) : q.where('slug', '=', key.slug)))
          .executeTakeFirst()
      : undefined;
    if (!row) return new NotFound('Project not found');
    const counted = await db
      .selectFrom('portfolio_images')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('project_id', '=', row.id)
      .executeTakeFirstOrThrow();
    const slice = gallerySlice(query, Number(counted.count));
    const [images, related] = await Promise.all([
      db.selectFrom('portfolio_images').selectAll().where('project_id', '=', row.id).orderBy('position').limit(slice.limit).offset(slice.offset).execute(),
      active().selectAll().where('id', '!=', row.id).orderBy('sort_order').orderBy('id').limit(RELATED_LIMIT).execute(),
    ]);
    const lookup = await media.lookup([row.image_id, ...images.map((image) => image.image_id), ...related.map((other) => other.image_id)]);
    return {
      success: true,
      data: {
        ...toProject(row, lookup),
        galleries: images.map((image) => toImage(image, lookup)),
        galleries_pagination: slice.pagination,
        related: related.map((other) => toProject(other, lookup)),
      },
    };
  }

  app.get<{ Params: { slug: string }; Querystring: Query }>(
    '/social-media/slug/:slug',
    cachedRead<{ Params: { slug: string }; Querystring: Query }>(context, (request) => detail({ slug: request.params.slug }, request.query)),
  );

  app.get<{ Params: { idOrSlug: string }; Querystring: Query }>(
    '/social-media/:idOrSlug',
    cachedRead<{ Params: { idOrSlug: string }; Querystring: Query }>(context, (request) => detail(parseIdOrSlug(request.params.idOrSlug), request.query)),
  );
}
