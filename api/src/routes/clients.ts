import type { FastifyInstance } from 'fastify';
import { DEFAULT_PER_PAGE, type ClientsResponse } from '@site/shared/contract';
import { offsetOf, paginationOf, readPage } from '../http/pagination';
import { cachedRead, local, type ReadContext } from './read-context';

/**
 * GET /v1/clients (`page`, `per_page`): `data` is the array (docs/product.md#the-calls), one page of it in
 * display order, with the page's `total`, `current_page`, `last_page` and `per_page` beside it.
 * `logo` is a drawn logo's URL, or the text of the content file as is (a path relative to the
 * API host, or a placeholder path with `{token}` that the site treats as no logo).
 */
export async function clientsRoutes(app: FastifyInstance, context: ReadContext): Promise<void> {
  const { db, media } = context;
  app.get(
    '/clients',
    cachedRead(context, async (request, lang): Promise<ClientsResponse> => {
      const page = readPage(request.query, { perPage: DEFAULT_PER_PAGE.clients });
      const [rows, counted] = await Promise.all([
        db.selectFrom('clients').selectAll().orderBy('sort_order').orderBy('id').limit(page.perPage).offset(offsetOf(page)).execute(),
        db
          .selectFrom('clients')
          .select((eb) => eb.fn.countAll<number>().as('count'))
          .executeTakeFirstOrThrow(),
      ]);
      const images = await media.lookup(rows.map((row) => row.logo_id));
      return {
        success: true,
        data: rows.map((row) => ({
          id: row.id,
          name: local(row, 'name', lang),
          description: local(row, 'description', lang),
          logo: images.image(row.logo_id).image_url ?? row.logo,
          website: row.website,
        })),
        ...paginationOf(Number(counted.count), page),
      };
    }),
  );
}
