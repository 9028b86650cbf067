import { Clock, contentIcons, type ContentIcons } from '@site/shared/ui';
import { blogQueries, type BlogPostDetailView } from '@site/shared/request';
import { formatLongDate } from '@site/shared/format';
import { interpolate, plural } from '@site/shared/i18n';
import { paths } from '@site/shared/site';
import type { RouteParams } from '@site/shared/page';
import { useLanguage, useQuery, useScreenTexts, useT } from '@site/shared/react';
import { use, useMemo } from 'react';
import { DetailFrame } from '../common/DetailFrame';
import { DetailHeader, HeadFact } from '../common/DetailHeader';
import { FeaturedBadge } from './FeaturedBadge';
import { RichText } from '../rich-text/RichText';
import { articleFromLoaded } from './loaded-article';
import { ARTICLE_IMAGE_SIZES } from './images';
import { RelatedArticles } from './RelatedArticles';
import { ShareButton } from './ShareButton';
import { ContentImage } from '../common/ContentImage';

/**
 * /blog/{slug} (docs/product.md#blog): back link, category, 'Featured', name, description, date,
 * reading time (from the article's words), the author where the content names one, Share, the
 * image, the quote, the sanitised HTML body and 'Related Articles'. Loading, 'Error loading
 * article' with the message, or 'Article not found' (404 from the server): its DetailFrame.
 */
export default function ArticlePage({ params }: { params: RouteParams }) {
  const queries = use(blogQueries());
  const icons = use(contentIcons());
  const t = useScreenTexts();
  const lang = useLanguage();
  const slug = params['slug'] ?? '';
  const fromList = useMemo(() => articleFromLoaded(queries, slug, lang), [queries, slug, lang]);
  const detail = useQuery(fromList ? null : queries.blogPostBySlugQuery(slug));
  const { BookOpen } = icons;
  return (
    <DetailFrame
      name="article"
      query={detail}
      known={fromList}
      notFound={{ title: t.blog.notFound, text: t.blogScreen.notFoundText, icon: <BookOpen aria-hidden="true" /> }}
      errorTitle={t.blog.errorLoading}
      back={{ href: paths.blog, label: t.blog.backToBlog }}
    >
      {(article) => <Article detail={article} icons={icons} />}
    </DetailFrame>
  );
}

function Article({ detail, icons }: { detail: BlogPostDetailView; icons: ContentIcons }) {
  const { post, related } = detail;
  const t = useScreenTexts();
  const core = useT();
  const lang = useLanguage();
  const { Calendar, Quote, User } = icons;

  return (
    <article className="pb-20 sm:pb-28" data-testid="article-page">
      <DetailHeader
        name="article"
        back={{ href: paths.blog, label: t.blog.backToBlog, testId: 'back-to-blog' }}
        category={post.category}
        badge={post.isBest ? <FeaturedBadge /> : null}
        narrow
      >
        <h1 className="mt-5 text-3xl font-extrabold leading-tight tracking-tight text-fg sm:text-[2.75rem] sm:leading-[1.2]">{post.name}</h1>
        <p className="mt-5 text-lg leading-relaxed text-muted sm:text-xl">{post.description}</p>
        <div className="mt-8 flex flex-wrap items-center justify-between gap-4 border-y border-line py-4">
          <dl className="flex flex-wrap items-center gap-x-6 gap-y-2 text-sm text-muted">
            {post.author ? (
              <HeadFact icon={User} label={t.blog.authorLabel} valueClassName="font-medium text-fg" testId="article-author">
                {interpolate(t.blogScreen.byAuthor, { author: post.author })}
              </HeadFact>
            ) : null}
            {post.date ? (
              <HeadFact icon={Calendar} label={t.blogScreen.publishedOn}>
                <time dateTime={post.date}>{formatLongDate(post.date, lang)}</time>
              </HeadFact>
            ) : null}
            {post.readingMinutes > 0 ? (
              <HeadFact icon={Clock} label={t.blog.readingTime} testId="reading-time">
                {plural(core.counts.minutes, post.readingMinutes, lang)}
              </HeadFact>
            ) : null}
          </dl>
          <ShareButton title={post.name} text={post.description} path={paths.article(post.slug)} icons={icons} />
        </div>
      </DetailHeader>

      {post.image ? (
        <div className="container-page">
          <ContentImage
            src={post.image}
            meta={post.imageMeta}
            sizes={ARTICLE_IMAGE_SIZES}
            priority
            alt={post.name}
            className="mx-auto aspect-[16/9] w-full max-w-5xl rounded-3xl border border-line"
            testId="article-image"
          />
        </div>
      ) : null}

      <div className="container-page mt-12 sm:mt-16">
        <div className="mx-auto max-w-3xl">
          {post.quote ? (
            <figure className="below-fold relative mb-12 rounded-3xl bg-primary-soft px-7 py-8 sm:px-10" data-testid="article-quote">
              <Quote aria-hidden="true" className="size-8 text-primary rtl:-scale-x-100" />
              <blockquote className="mt-4 text-xl font-semibold leading-relaxed text-fg sm:text-2xl sm:leading-relaxed">
                <p>{post.quote}</p>
              </blockquote>
            </figure>
          ) : null}
          {/* Block by block after the load (shared/src/state/layout-script.ts): on a phone the body starts below the first screen. */}
          <RichText html={post.content ?? ''} testId="article-body" className="below-fold-each mx-auto" />
        </div>
      </div>

      {related.length > 0 ? <RelatedArticles posts={related} icons={icons} /> : null}
    </article>
  );
}
