import { Clock, type ContentIcons } from '@site/shared/ui';
import { formatLongDate } from '@site/shared/format';
import { paths } from '@site/shared/site';
import { plural } from '@site/shared/i18n';
import { useLanguage, useScreenTexts, useT } from '@site/shared/react';
import type { BlogPostView } from '@site/shared/request';
import { BLOG_CARD_SIZES } from './images';
import { CardLink } from '../common/CardLink';
import { ContentImage } from '../common/ContentImage';
import { FeaturedBadge } from './FeaturedBadge';

interface Props {
  post: BlogPostView;
  icons: ContentIcons;
  /** the list's first article: wider, side by side from `sm` */
  lead?: boolean;
  /** its image is the first screen's largest: loaded at once, first */
  priority?: boolean;
  /** h2 in the list, h3 under 'Related Articles' */
  headingLevel?: 2 | 3;
}

/**
 * An article card (docs/product.md#blog): the image or a placeholder of its category, 'Featured' when
 * `is_best`, category, name, description, date, reading time and 'Read Article' to /blog/{slug}.
 * The whole card is the link's target.
 */
export function BlogCard({ post, icons, lead = false, priority = false, headingLevel = 2 }: Props) {
  const t = useScreenTexts();
  const core = useT();
  const lang = useLanguage();
  const { Calendar, Newspaper } = icons;
  const Heading = headingLevel === 2 ? 'h2' : 'h3';

  return (
    <article
      data-testid="blog-card"
      className={`card group relative flex h-full w-full overflow-hidden transition-shadow hover:shadow-lg ${lead ? 'flex-col sm:flex-row' : 'flex-col'}`}
    >
      <div className={`relative shrink-0 overflow-hidden ${lead ? 'sm:w-1/2' : ''}`}>
        {post.image ? (
          <ContentImage
            src={post.image}
            meta={post.imageMeta}
            sizes={BLOG_CARD_SIZES}
            priority={priority}
            className={`aspect-[16/10] w-full transition-transform duration-500 motion-safe:group-hover:scale-[1.03] ${lead ? 'sm:h-full' : ''}`}
          />
        ) : (
          <div
            aria-hidden="true"
            className={`grid aspect-[16/10] w-full place-items-center bg-gradient-to-br from-primary-soft to-accent-soft text-primary ${lead ? 'sm:h-full' : ''}`}
            data-testid="blog-card-placeholder"
          >
            <span className="grid justify-items-center gap-3 px-6 text-center">
              <Newspaper className="size-10" />
              {post.category ? <span className="text-sm font-semibold">{post.category.name}</span> : null}
            </span>
          </div>
        )}
        {post.isBest ? <FeaturedBadge small /> : null}
      </div>
      <div className={`flex flex-1 flex-col ${lead ? 'p-6 sm:p-8' : 'p-6'}`}>
        {post.category ? <p className="text-sm font-semibold text-primary">{post.category.name}</p> : null}
        <Heading className={`mt-2 font-bold leading-snug text-fg ${lead ? 'text-2xl sm:text-3xl' : 'text-xl'}`}>{post.name}</Heading>
        <p className={`mt-3 flex-1 leading-relaxed text-muted ${lead ? 'line-clamp-4' : 'line-clamp-3'}`}>{post.description}</p>
        <div className="mt-5 flex flex-wrap items-center gap-x-5 gap-y-2 text-sm text-muted">
          {post.date ? (
            <span className="inline-flex items-center gap-1.5">
              <Calendar aria-hidden="true" className="size-4" />
              <span className="sr-only">{t.blogScreen.publishedOn}: </span>
              <time dateTime={post.date}>{formatLongDate(post.date, lang)}</time>
            </span>
          ) : null}
          {post.readingMinutes > 0 ? (
            <span className="inline-flex items-center gap-1.5">
              <Clock aria-hidden="true" className="size-4" />
              <span className="sr-only">{t.blog.readingTime}: </span>
              {plural(core.counts.minutes, post.readingMinutes, lang)}
            </span>
          ) : null}
        </div>
        <CardLink href={paths.article(post.slug)} label={t.blog.readArticle} item={post.name} className="mt-5 self-start" testId="read-article" />
      </div>
    </article>
  );
}
