import { blogQueries, isNotFound, peekQuery } from '@site/shared/request';
import { interpolate } from '@site/shared/i18n';
import { pageHead, type LoadedRoute, type PageHead, type RouteContext } from '@site/shared/page';
import { paths } from '@site/shared/site';
import { prepareSanitizer } from '../rich-text/sanitizer';
import { articleFromLoaded } from './loaded-article';
import { ARTICLE_IMAGE_SIZES } from './images';

/** The /blog/{slug} route once loaded (shipped with its screen; see `lazyRoute`), the server's HTML sanitiser made ready. */
export async function load({ meta, lang, params }: RouteContext): Promise<LoadedRoute> {
  const [queries] = await Promise.all([blogQueries(), prepareSanitizer()]);
  const slug = params['slug'] ?? '';
  const query = queries.blogPostBySlugQuery(slug);
  return {
    reads: [query],
    // The head from the article: Open Graph `article`, JSON-LD `Article` with its date, breadcrumbs, its image preloaded.
    head: (): PageHead => {
      if (isNotFound(query, lang)) return pageHead(meta, 'notFound');
      const peeked = peekQuery(query, lang);
      const found = peeked && 'data' in peeked ? peeked.data : articleFromLoaded(queries, slug, lang);
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
    },
    status: () => (isNotFound(query, lang) ? 404 : 200),
  };
}
