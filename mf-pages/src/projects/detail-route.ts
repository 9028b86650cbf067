import { interpolate } from '@site/shared/i18n';
import { isNotFound, peekQuery, projectQueries } from '@site/shared/request';
import { pageHead, type LoadedRoute, type PageHead, type RouteContext } from '@site/shared/page';
import { paths } from '@site/shared/site';
import { prepareSanitizer } from '../rich-text/sanitizer';
import { MAIN_IMAGE_SIZES } from './images';

/** The /projects/{id} route once loaded (shipped with its screen; see `lazyRoute`), the server's HTML sanitiser made ready. */
export async function load({ meta, lang, params }: RouteContext): Promise<LoadedRoute> {
  const [queries] = await Promise.all([projectQueries(), prepareSanitizer()]);
  const query = queries.projectQuery(params['id'] ?? '');
  return {
    reads: [query],
    // The head from the project: its title, summary, image, breadcrumbs, and its main image preloaded.
    head: (): PageHead => {
      if (isNotFound(query, lang)) return pageHead(meta, 'notFound');
      const peeked = peekQuery(query, lang);
      if (!peeked || !('data' in peeked)) return pageHead(meta, 'projects');
      const { project } = peeked.data;
      const path = paths.project(project.id);
      return {
        title: interpolate(meta.titleTemplate, { title: project.title }),
        description: project.summary || interpolate(meta.project.description, { name: project.title }),
        image: project.image ? { url: project.image, width: project.imageMeta?.width, height: project.imageMeta?.height, alt: project.title } : null,
        breadcrumbs: [
          { name: meta.siteName, path: paths.home },
          { name: meta.projects.title, path: paths.projects },
          { name: project.title, path },
        ],
        // Reached by its slug, the project's address is still its id's (the one the sitemap lists).
        canonicalPath: path,
        lcpImage: project.image ? { src: project.image, srcset: project.imageMeta?.srcset, sizes: MAIN_IMAGE_SIZES } : null,
      };
    },
    status: () => (isNotFound(query, lang) ? 404 : 200),
  };
}
