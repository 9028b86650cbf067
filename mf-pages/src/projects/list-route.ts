import { interpolate } from '@site/shared/i18n';
import { isNotFound, peekQuery, projectsApi } from '@site/shared/api';
import { pageHead, type AppRoute, type RouteContext } from '@site/shared/page';
import { ifLoaded } from '../common/loaded';
import { param } from '../common/search-params';
import { CARD_IMAGE_SIZES } from './images';

/** What the /projects route works out from its data (shipped with its screen; see `lazyRoute`). */
const categoryOf = (context: RouteContext) => param(context.search, 'category');

/** The categories for the chips, and the first page (50) of the list, or of the category in the URL. */
export const reads: NonNullable<AppRoute['reads']> = (context) => {
  const api = ifLoaded(projectsApi());
  return api ? [api.projectCategoriesQuery, api.projectListPageQuery(categoryOf(context), 1)] : [];
};

export const head: AppRoute['head'] = (context) => {
  const { meta, lang } = context;
  const api = ifLoaded(projectsApi());
  const generic = pageHead(meta, 'projects');
  if (!api) return generic;
  const slug = categoryOf(context);
  const categories = peekQuery(api.projectCategoriesQuery, lang);
  const category = slug && categories && 'data' in categories ? categories.data.find((item) => item.slug === slug) : undefined;
  const first = peekQuery(api.projectListPageQuery(slug, 1), lang);
  const lead = first && 'data' in first ? first.data.items[0] : undefined;
  return {
    ...generic,
    ...(category && { title: interpolate(meta.titleTemplate, { title: `${meta.projects.title}: ${category.name}` }) }),
    // The first card's image is the largest of the first screen.
    ...(lead?.image && { lcpImage: { src: lead.image, srcset: lead.imageMeta?.srcset, sizes: CARD_IMAGE_SIZES } }),
  };
};

/** A category that does not exist is not a page. */
export const status: NonNullable<AppRoute['status']> = (context) => {
  const api = ifLoaded(projectsApi());
  const slug = categoryOf(context);
  return api && slug && isNotFound(api.projectListPageQuery(slug, 1), context.lang) ? 404 : 200;
};
