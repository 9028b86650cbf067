import { interpolate } from '@site/shared/i18n';
import { isNotFound, peekQuery, projectQueries } from '@site/shared/request';
import { pageHead, type LoadedRoute, type RouteContext } from '@site/shared/page';
import { param } from '../common/search-params';
import { CARD_IMAGE_SIZES } from './images';

/**
 * The /projects route once loaded (shipped with its screen; see `lazyRoute`): the categories for
 * the chips and the first page (50) of the list, or of the category in the URL.
 */
export async function load({ meta, lang, search }: RouteContext): Promise<LoadedRoute> {
  const queries = await projectQueries();
  const slug = param(search, 'category');
  const first = queries.projectListPageQuery(slug, 1);
  return {
    reads: [queries.projectCategoriesQuery, first],
    head: () => {
      const categories = peekQuery(queries.projectCategoriesQuery, lang);
      const category = slug && categories && 'data' in categories ? categories.data.find((item) => item.slug === slug) : undefined;
      const firstPage = peekQuery(first, lang);
      const lead = firstPage && 'data' in firstPage ? firstPage.data.items[0] : undefined;
      return {
        ...pageHead(meta, 'projects'),
        ...(category && { title: interpolate(meta.titleTemplate, { title: `${meta.projects.title}: ${category.name}` }) }),
        // The first card's image is the largest of the first screen.
        ...(lead?.image && { lcpImage: { src: lead.image, srcset: lead.imageMeta?.srcset, sizes: CARD_IMAGE_SIZES } }),
      };
    },
    // A category that does not exist is not a page.
    status: () => (slug && isNotFound(first, lang) ? 404 : 200),
  };
}
