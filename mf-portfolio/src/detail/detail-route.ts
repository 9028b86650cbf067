import { interpolate } from '@site/shared/i18n';
import { contactPageQuery, isNotFound, peekQuery, portfolioQueries, type PortfolioProjectView, type PortfolioQueries } from '@site/shared/request';
import { pageHead, type LoadedRoute, type PageHead, type RouteContext } from '@site/shared/page';
import { paths } from '@site/shared/site';

/** The hero image's width: the page's container (80rem less its padding), else nearly the viewport. */
export const HERO_SIZES = '(min-width: 1280px) 1216px, 94vw';

type DetailQuery = ReturnType<PortfolioQueries['portfolioDetailPageQuery']>;

/** What the detail's first screen reads: the project with its first gallery page (9 images) and its similar works. */
export function detailQuery(queries: PortfolioQueries, slug: string): DetailQuery {
  return queries.portfolioDetailPageQuery(slug);
}

type Meta = RouteContext['meta'];

/**
 * A project's head, from its content: '{title} | Nasaq' in the page's language, its
 * description, its main image (link previews), breadcrumbs from home, and the hero image as
 * the page's LCP image (preloaded with `fetchpriority="high"`, with the hero's `srcset`/`sizes`).
 */
export function projectHead(project: PortfolioProjectView, meta: Meta): PageHead {
  const image = project.mainImage;
  const imageMeta = project.mainImageMeta;
  return {
    title: interpolate(meta.titleTemplate, { title: project.title }),
    description: project.description || interpolate(meta.portfolioItem.description, { name: project.title }),
    image: image ? { url: image, width: imageMeta?.width, height: imageMeta?.height, alt: project.title } : null,
    breadcrumbs: [
      { name: meta.siteName, path: paths.home },
      { name: meta.portfolio.title, path: paths.portfolio },
      { name: project.title, path: paths.portfolioItem(project.slug) },
    ],
    lcpImage: image ? { src: image, srcset: imageMeta?.srcset, sizes: imageMeta?.srcset ? HERO_SIZES : undefined } : null,
  };
}

/**
 * The /portfolio/{slug} route once loaded: it reads the project with its first gallery page, and
 * the contact data of the chat buttons (the shell reads it too); its head is the project's, the
 * 404 page's for an unknown slug (the server's reply for the first screen said so), the
 * portfolio's until the project is there.
 */
export async function loadDetailRoute({ meta, lang, params }: RouteContext): Promise<LoadedRoute> {
  const query = detailQuery(await portfolioQueries(), params['slug'] ?? '');
  const status = (): 200 | 404 => (isNotFound(query, lang) ? 404 : 200);
  const head = (): PageHead => {
    const peeked = peekQuery(query, lang);
    if (peeked && 'data' in peeked) return projectHead(peeked.data.project, meta);
    return pageHead(meta, status() === 404 ? 'notFound' : 'portfolio');
  };
  return { reads: [query, contactPageQuery], head, status };
}
