import type { FastifyInstance } from 'fastify';
import type { ClientsResponse } from '@site/shared/contract';
import { cachedRead, local, type ReadContext } from './read-context';

/**
 * GET /v1/clients: `data` is the array itself (docs/product.md#the-calls), in display order. `logo` is a drawn
 * logo's URL, or the text of the content file as is (a path relative to the API host, or a
 * placeholder path with `{token}` that the site treats as no logo).
 */
export async function clientsRoutes(app: FastifyInstance, context: ReadContext): Promise<void> {
  const { db, media } = context;
  app.get(
    '/clients',
    cachedRead(context, async (_request, lang): Promise<ClientsResponse> => {
      const rows = await db.selectFrom('clients').selectAll().orderBy('sort_order').orderBy('id').execute();
      return {
        success: true,
        data: rows.map((row) => ({
          id: row.id,
          name: local(row, 'name', lang),
          description: local(row, 'description', lang),
          logo: media.image(row.logo_id).image_url ?? row.logo,
          website: row.website,
        })),
      };
    }),
  );
}
