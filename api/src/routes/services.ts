import type { FastifyInstance } from 'fastify';
import type { Kysely, Selectable } from 'kysely';
import type { Language, Service, ServiceDetailResponse, ServicesListResponse } from '@site/shared/contract';
import type { Database, ServicesTable } from '../db/schema';
import { sendError } from '../http/errors';
import { resolveLanguage } from '../http/language';
import { paginationOf, readPage } from '../http/pagination';

const RELATED_LIMIT = 3;

function toService(row: Selectable<ServicesTable>, lang: Language): Service {
  return {
    id: row.id,
    slug: row.slug,
    name: lang === 'ar' ? row.name_ar : row.name_en,
    description: lang === 'ar' ? row.description_ar : row.description_en,
    icon: row.icon,
    image_url: row.image_url,
    sort_order: row.sort_order,
  };
}

/** GET /api/v1/services and /api/v1/services/{id|slug} (spec section 7). */
export async function servicesRoutes(app: FastifyInstance, options: { db: Kysely<Database> }): Promise<void> {
  const { db } = options;

  app.get('/api/v1/services', async (request): Promise<ServicesListResponse> => {
    const lang = resolveLanguage(request);
    const page = readPage(request.query, { perPage: 50 });
    const [rows, count] = await Promise.all([
      db
        .selectFrom('services')
        .selectAll()
        .orderBy('sort_order')
        .orderBy('id')
        .limit(page.perPage)
        .offset((page.page - 1) * page.perPage)
        .execute(),
      db.selectFrom('services').select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow(),
    ]);
    return {
      success: true,
      data: { ...paginationOf(Number(count.count), page), data: rows.map((row) => toService(row, lang)) },
    };
  });

  app.get<{ Params: { idOrSlug: string } }>('/api/v1/services/:idOrSlug', async (request, reply) => {
    const lang = resolveLanguage(request);
    const key = request.params.idOrSlug;
    const row = await db
      .selectFrom('services')
      .selectAll()
      .where(/^\d+$/.test(key) ? 'id' : 'slug', '=', /^\d+$/.test(key) ? Number(key) : key)
      .executeTakeFirst();
    if (!row) return sendError(reply, 404, 'Service not found');
    const related = await db
      .selectFrom('services')
      .selectAll()
      .where('id', '!=', row.id)
      .orderBy('sort_order')
      .orderBy('id')
      .limit(RELATED_LIMIT)
      .execute();
    const body: ServiceDetailResponse = {
      success: true,
      data: {
        service: toService(row, lang),
        related_services: related.map((other) => {
          const { id, slug, name, description } = toService(other, lang);
          return { id, slug, name, description };
        }),
      },
    };
    return body;
  });
}
