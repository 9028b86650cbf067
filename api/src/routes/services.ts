import type { FastifyInstance } from 'fastify';
import type { Selectable } from 'kysely';
import { DEFAULT_PER_PAGE, type Language, type Service, type ServiceDetailResponse, type ServicesListResponse } from '@site/shared/contract';
import type { ServicesTable } from '../db/schema';
import { parseIdOrSlug, type ItemKey } from '../http/id-or-slug';
import { offsetOf, paginationOf, readPage } from '../http/pagination';
import type { ImageLookup } from '../media/catalog';
import { NotFound, cachedRead, local, type ReadContext } from './read-context';

const RELATED_LIMIT = 3;

/**
 * GET /api/v1/services, /api/v1/services/{id|slug} and /services/slug/{slug} (docs/api.md#routes-and-replies), in the language of
 * the request. Registered with `{ prefix: '/v1' }` inside the /api plugin.
 */
export async function servicesRoutes(app: FastifyInstance, context: ReadContext): Promise<void> {
  const { db, media } = context;

  function toService(row: Selectable<ServicesTable>, lang: Language, images: ImageLookup): Service {
    const image = row.image_id ? images.image(row.image_id) : { image_url: row.image_url, image_meta: null };
    return {
      id: row.id,
      slug: row.slug,
      name: local(row, 'name', lang),
      description: local(row, 'description', lang),
      icon: row.icon,
      image_url: image.image_url,
      image_meta: image.image_meta,
      sort_order: row.sort_order,
    };
  }

  app.get(
    '/services',
    cachedRead(context, async (request, lang): Promise<ServicesListResponse> => {
      const page = readPage(request.query, { perPage: DEFAULT_PER_PAGE.services });
      const [rows, count] = await Promise.all([
        db.selectFrom('services').selectAll().orderBy('sort_order').orderBy('id').limit(page.perPage).offset(offsetOf(page)).execute(),
        db
          .selectFrom('services')
          .select((eb) => eb.fn.countAll<number>().as('count'))
          .executeTakeFirstOrThrow(),
      ]);
      const images = await media.lookup(rows.map((row) => row.image_id));
      return { success: true, data: { ...paginationOf(Number(count.count), page), data: rows.map((row) => toService(row, lang, images)) } };
    }),
  );

  const detail = async (key: ItemKey | null, lang: Language): Promise<ServiceDetailResponse | NotFound> => {
    const row = key
      ? await db
          .selectFrom('services')
          .selectAll()
          .$call((query) => ('id' in key ? query.where('id', '=', key.id) : query.where('slug', '=', key.slug)))
          .executeTakeFirst()
      : undefined;
    if (!row) return new NotFound('Service not found');
    const related = await db
      .selectFrom('services')
      .select(['id', 'slug', 'name_ar', 'name_en', 'description_ar', 'description_en'])
      .where('id', '!=', row.id)
      .orderBy('sort_order')
      .orderBy('id')
      .limit(RELATED_LIMIT)
      .execute();
    return {
      success: true,
      data: {
        service: toService(row, lang, await media.lookup([row.image_id])),
        related_services: related.map((other) => ({
          id: other.id,
          slug: other.slug,
          name: local(other, 'name', lang),
          description: local(other, 'description', lang),
        })),
      },
    };
  };

  app.get<{ Params: { idOrSlug: string } }>(
    '/services/:idOrSlug',
    cachedRead<{ Params: { idOrSlug: string } }>(context, (request, lang) => detail(parseIdOrSlug(request.params.idOrSlug), lang)),
  );
  app.get<{ Params: { slug: string } }>(
    '/services/slug/:slug',
    cachedRead<{ Params: { slug: string } }>(context, (request, lang) => detail({ slug: request.params.slug }, lang)),
  );
}
