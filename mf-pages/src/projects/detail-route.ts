import { interpolate } from '@site/shared/i18n';
import { isNotFound, peekQuery, projectsApi } from '@site/shared/api';
import { pageHead, type AppRoute, type PageHead } from '@site/shared/page';
import { paths } from '@site/shared/site';
import { ifLoaded } from '../common/loaded';
import { MAIN_IMAGE_SIZES } from './images';

/** What the /projects/{id} route works out from its data (shipped with its screen; see `lazyRoute`). */
const projectQuery = (id: string | undefined) => ifLoaded(projectsApi())?.projectQuery(id ?? '');

export const reads: NonNullable<AppRoute['reads']> = ({ params }) => {
  const query = projectQuery(params['id']);
  return query ? [query] : [];
};

/** The head from the project: its title, summary, image, breadcrumbs, and its main image preloaded. */
export const head: AppRoute['head'] = ({ meta, lang, params }): PageHead => {
  const query = projectQuery(params['id']);
  if (!query) return pageHead(meta, 'projects');
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
};

export const status: NonNullable<AppRoute['status']> = ({ lang, params }) => {
  const query = projectQuery(params['id']);
  return query && isNotFound(query, lang) ? 404 : 200;
};
