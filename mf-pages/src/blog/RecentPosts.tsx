import { formatLongDate } from '@site/shared/format';
import { ImageWithFallback, SiteLink, type ContentIcons } from '@site/shared/ui';
import { paths } from '@site/shared/site';
import { useLanguage, useScreenTexts } from '@site/shared/react';
import type { BlogPostView } from '@site/shared/request';

/** The sidebar's recent posts (GET /v1/blogs/recent): thumbnail, name and date, each a link to the article. */
export function RecentPosts({ posts, icons }: { posts: readonly BlogPostView[]; icons: ContentIcons }) {
  const t = useScreenTexts();
  const lang = useLanguage();
  const { Newspaper } = icons;
  return (
    <section aria-labelledby="recent-posts-title" className="card p-6" data-testid="recent-posts">
      <h2 id="recent-posts-title" className="text-lg font-bold text-fg">
        {t.blog.recentPosts}
      </h2>
      <ul className="mt-5 grid gap-5">
        {posts.map((post) => (
          <li key={post.id}>
            <SiteLink href={paths.article(post.slug)} className="focus-ring group flex items-start gap-4 rounded-xl">
              {post.image ? (
                <ImageWithFallback
                  src={post.image}
                  srcSet={post.imageMeta?.srcset}
                  sizes="96px"
                  width={96}
                  height={72}
                  alt=""
                  className="h-[4.5rem] w-24 shrink-0 rounded-xl"
                />
              ) : (
                <span aria-hidden="true" className="grid h-[4.5rem] w-24 shrink-0 place-items-center rounded-xl bg-primary-soft text-primary">
                  <Newspaper className="size-6" />
                </span>
              )}
              <span className="min-w-0">
                <span className="line-clamp-2 font-semibold leading-snug text-fg group-hover:text-primary">{post.name}</span>
                {post.date ? (
                  <time dateTime={post.date} className="mt-1 block text-sm text-muted">
                    {formatLongDate(post.date, lang)}
                  </time>
                ) : null}
              </span>
            </SiteLink>
          </li>
        ))}
      </ul>
    </section>
  );
}
