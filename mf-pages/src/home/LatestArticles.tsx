import { ArrowRight, Clock, contentIcons, SiteLink, Skeleton, SkeletonText } from '@site/shared/ui';
import { blogQueries, type BlogPostView } from '@site/shared/request';
import { formatLongDate } from '@site/shared/format';
import { paths } from '@site/shared/site';
import { plural } from '@site/shared/i18n';
import { useLanguage, useQuery, useScreenTexts, useT } from '@site/shared/react';
import { use } from 'react';
import { reloadPage } from '../common/reload-page';
import { HomeSection } from './HomeSection';
import { SectionStates } from './SectionStates';
import { HOME_ARTICLES, latestArticlesQuery } from './home-queries';
import { ContentImage } from '../common/ContentImage';

/**
 * Home, section 9 (docs/product.md#home): the three newest articles, the first large (featured) and
 * two beside it, each linking to /blog/{slug}, and a link to /blog. Loading, empty and error
 * states (the error's retry reloads the page).
 */
export default function LatestArticles() {
  const t = useScreenTexts().blog;
  const core = useT();
  const posts = useQuery(latestArticlesQuery(use(blogQueries())));

  return (
    <HomeSection
      id="articles-title"
      title={t.latestTitle}
      text={t.latestSubtitle}
      action={{ href: paths.blog, label: t.viewAll, testId: 'home-articles-all' }}
      surface
      testId="home-articles"
    >
      <SectionStates
        state={posts}
        loading={<ArticlesSkeleton label={core.states.loading} />}
        error={{ text: core.blocks.blogPosts, retry: reloadPage }}
        empty={{ text: t.empty, when: (data) => data.length === 0 }}
        testId="home-articles"
      >
        {(data) => <ArticleList posts={data.slice(0, HOME_ARTICLES)} />}
      </SectionStates>
    </HomeSection>
  );
}

function ArticlesSkeleton({ label }: { label: string }) {
  return (
    <div className="grid gap-6 lg:grid-cols-2" aria-label={label} role="status" data-testid="home-articles-loading">
      <div className="card overflow-hidden">
        <Skeleton className="aspect-[16/9] rounded-none" />
        <div className="grid gap-4 p-6">
          <Skeleton className="h-7 w-3/4" />
          <SkeletonText lines={3} />
        </div>
      </div>
      <div className="grid gap-6">
        {[0, 1].map((index) => (
          <div key={index} className="card grid gap-4 p-6">
            <Skeleton className="h-6 w-2/3" />
            <SkeletonText lines={2} />
          </div>
        ))}
      </div>
    </div>
  );
}

/** The first article large (featured), the others beside it. */
function ArticleList({ posts: [first, ...rest] }: { posts: readonly BlogPostView[] }) {
  if (!first) return null;
  return (
    <ul className="grid gap-6 lg:grid-cols-2" data-testid="home-articles-list">
      <li className="flex">
        <ArticleCard post={first} featured />
      </li>
      {rest.length > 0 ? (
        <li className="grid gap-6">
          <ul className="grid gap-6">
            {rest.map((post) => (
              <li key={post.id} className="flex">
                <ArticleCard post={post} />
              </li>
            ))}
          </ul>
        </li>
      ) : null}
    </ul>
  );
}

const FEATURED_SIZES = '(min-width: 1280px) 600px, (min-width: 1024px) calc((100vw - 5.5rem) / 2), calc(100vw - 2rem)';
const SIDE_SIZES = '(min-width: 640px) 208px, calc(100vw - 2rem)';

/** An article: the featured one large with its image on top, the others with a small image beside their text. */
function ArticleCard({ post, featured = false }: { post: BlogPostView; featured?: boolean }) {
  const t = useScreenTexts().blog;
  const core = useT();
  const lang = useLanguage();
  const { Calendar, Star } = use(contentIcons());
  const image = post.image ? (
    <ContentImage
      src={post.image}
      meta={post.imageMeta}
      sizes={featured ? FEATURED_SIZES : SIDE_SIZES}
      className={featured ? 'aspect-[16/9] h-auto w-full' : 'aspect-[16/10] h-auto w-full sm:h-full sm:w-52 sm:shrink-0'}
    />
  ) : null;
  return (
    <article
      className={`card group flex w-full overflow-hidden ${featured ? 'flex-col' : 'flex-col sm:flex-row'}`}
      data-testid={featured ? 'home-article-featured' : 'home-article'}
    >
      {image}
      <div className="flex flex-1 flex-col p-6">
        <div className="flex flex-wrap items-center gap-2 text-sm">
          {post.category ? <span className="font-semibold text-primary">{post.category.name}</span> : null}
          {post.isBest ? (
            <span
              className="inline-flex items-center gap-1 rounded-full bg-accent-soft px-2.5 py-0.5 text-xs font-semibold text-fg"
              data-testid="article-featured-badge"
            >
              <Star aria-hidden="true" className="size-3 fill-current text-accent" />
              {t.featured}
            </span>
          ) : null}
        </div>
        <h3 className={`mt-2 font-bold text-fg ${featured ? 'text-2xl' : 'text-lg'}`}>{post.name}</h3>
        <p className={`mt-3 leading-relaxed text-muted ${featured ? 'line-clamp-3' : 'line-clamp-2'}`}>{post.description}</p>
        <p className="mt-4 flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-muted">
          {post.date ? (
            <span className="inline-flex items-center gap-1.5">
              <Calendar aria-hidden="true" className="size-4" />
              <time dateTime={post.date}>{formatLongDate(post.date, lang)}</time>
            </span>
          ) : null}
          <span className="inline-flex items-center gap-1.5">
            <span className="sr-only">{t.readingTime}:</span>
            <Clock aria-hidden="true" className="size-4" />
            {plural(core.counts.minutes, Math.max(1, post.readingMinutes), lang)}
          </span>
        </p>
        <SiteLink
          href={paths.article(post.slug)}
          className="focus-ring mt-5 inline-flex items-center gap-2 self-start rounded font-semibold text-primary"
          aria-label={`${t.readArticle}: ${post.name}`}
        >
          {t.readArticle}
          <ArrowRight aria-hidden="true" className="size-4 rtl:-scale-x-100" />
        </SiteLink>
      </div>
    </article>
  );
}
