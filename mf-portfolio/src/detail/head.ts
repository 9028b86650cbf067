import { interpolate } from '@site/shared/i18n';
import { isNotFound, peekQuery, type PortfolioProjectView } from '@site/shared/api';
import { pageHead, type PageHead, type RouteContext } from '@site/shared/page';
import { paths } from '@site/shared/site';
import { loadedPortfolioApi, type PortfolioApi } from '../api';

/** The hero image's width: the page's container (80rem less its padding), else nearly the viewport. */
export const HERO_SIZES = '(min-width: 1280px) 1216px, 94vw';

/** What the detail's first screen reads: the project with its first gallery page (9 images) and its similar works. */
export function detailQuery(api: PortfolioApi, slug: string): ReturnType<PortfolioApi['portfolioDetailPageQuery']> {
  return api.portfolioDetailPageQuery(slug);
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

/** The first screen's reply for the project, if there is one yet. */
function peekProject({ lang, params }: RouteContext) {
  const api = loadedPortfolioApi();
  return api ? peekQuery(detailQuery(api, params['slug'] ?? ''), lang) : undefined;
}

/** The route's head: the project's, the 404 page's for an unknown slug, the portfolio's until the project is there. */
export function detailHead(context: RouteContext): PageHead {
  const peeked = peekProject(context);
  if (peeked && 'data' in peeked) return projectHead(peeked.data.project, context.meta);
  if (detailStatus(context) === 404) return pageHead(context.meta, 'notFound');
  return pageHead(context.meta, 'portfolio');
}

/** 404 for an unknown slug (the server's reply for the first screen said so). */
export function detailStatus({ lang, params }: RouteContext): 200 | 404 {
  const api = loadedPortfolioApi();
  return api && isNotFound(detailQuery(api, params['slug'] ?? ''), lang) ? 404 : 200;
}
