import { blogsApi, isNotFound, peekQuery } from '@site/shared/api';
import { interpolate } from '@site/shared/i18n';
import { pageHead, type AppRoute, type PageHead } from '@site/shared/page';
import { paths } from '@site/shared/site';
import { ifLoaded } from '../common/loaded';
import { articleFromLoaded } from './loaded-article';
import { ARTICLE_IMAGE_SIZES } from './images';

/** What the /blog/{slug} route works out from its data (shipped with its screen; see `lazyRoute`). */
export const reads: NonNullable<AppRoute['reads']> = ({ params }) => {
  const api = ifLoaded(blogsApi());
  return api ? [api.blogPostBySlugQuery(params['slug'] ?? '')] : [];
};

/** The head from the article: Open Graph `article`, JSON-LD `Article` with its date, breadcrumbs, its image preloaded. */
export const head: AppRoute['head'] = ({ meta, lang, params }): PageHead => {
  const api = ifLoaded(blogsApi());
  const slug = params['slug'] ?? '';
  if (!api) return pageHead(meta, 'blog');
  const query = api.blogPostBySlugQuery(slug);
  if (isNotFound(query, lang)) return pageHead(meta, 'notFound');
  const peeked = peekQuery(query, lang);
  const found = peeked && 'data' in peeked ? peeked.data : articleFromLoaded(api, slug, lang);
  if (!found) return pageHead(meta, 'blog');
  const { post } = found;
  return {
    title: interpolate(meta.titleTemplate, { title: post.name }),
    description: post.description,
    type: 'article',
    image: post.image ? { url: post.image, width: post.imageMeta?.width, height: post.imageMeta?.height, alt: post.name } : null,
    article: { published: post.date ?? undefined, author: post.author ?? undefined, section: post.category?.name },
    breadcrumbs: [
      { name: meta.siteName, path: paths.home },
      { name: meta.blog.title, path: paths.blog },
      { name: post.name, path: paths.article(post.slug) },
    ],
    lcpImage: post.image ? { src: post.image, srcset: post.imageMeta?.srcset, sizes: ARTICLE_IMAGE_SIZES } : null,
  };
};

export const status: NonNullable<AppRoute['status']> = ({ lang, params }) => {
  const api = ifLoaded(blogsApi());
  return api && isNotFound(api.blogPostBySlugQuery(params['slug'] ?? ''), lang) ? 404 : 200;
};
