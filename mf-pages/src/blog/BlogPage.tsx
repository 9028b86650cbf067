import { blogQueries, HttpError, requestErrorText } from '@site/shared/request';
import { contentIcons, EmptyState, ErrorBox, SiteLink, Spinner } from '@site/shared/ui';
import { interpolate, plural } from '@site/shared/i18n';
import { paths } from '@site/shared/site';
import { LoadMoreButton } from '@site/shared/paging';
import { useLanguage, useQuery, useScreenTexts, useT } from '@site/shared/react';
import { use } from 'react';
import { useSearch } from 'wouter';
import { FilterChips, type Chip } from '../common/FilterChips';
import { PageIntro } from '../common/PageIntro';
import { reloadPage } from '../common/reload-page';
import { param, withParams } from '../common/search-params';
import { BlogCard } from './BlogCard';
import { BlogSearch } from './BlogSearch';
import { RecentPosts } from './RecentPosts';
import { useBlogList } from './use-blog-list';

/**
 * /blog (docs/product.md#blog): title and description, the search box (`?q=`), category chips
 * (`?category=`), the grid of articles with 'Load more', and the recent posts. The server
 * renders the first page for the URL's search and category.
 */
export default function BlogPage() {
  const queries = use(blogQueries());
  const icons = use(contentIcons());
  const t = useScreenTexts();
  const core = useT();
  const lang = useLanguage();
  const search = useSearch();
  const q = param(search, 'q');
  const category = param(search, 'category');
  const list = useBlogList(queries, { search: q, category });
  const categories = useQuery(queries.blogCategoriesQuery);
  const recent = useQuery(queries.recentBlogPostsQuery);

  const chips: Chip[] = [
    { slug: null, label: core.common.all, href: withParams(paths.blog, search, { category: null }) },
    ...(categories.status === 'ready' ? categories.data : []).map((item) => ({
      slug: item.slug,
      label: item.name,
      href: withParams(paths.blog, search, { category: item.slug }),
    })),
  ];
  const clearSearch = withParams(paths.blog, search, { q: null });

  return (
    <div className="pb-20 sm:pb-28" data-testid="blog-page">
      <PageIntro title={t.blog.title} text={t.blog.description}>
        <BlogSearch query={q ?? ''} search={search} icons={icons} />
      </PageIntro>

      <div className="container-page grid gap-12 lg:grid-cols-[minmax(0,1fr)_18rem] lg:gap-10 xl:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="min-w-0">
          <FilterChips label={t.blog.categories} chips={chips} selected={category} />
          <h2 className="sr-only">{t.blogScreen.allArticles}</h2>
          <p className="mt-6 min-h-6 text-sm font-medium text-muted" aria-live="polite" data-testid="blog-results">
            {q && list.status === 'ready' && list.items.length > 0 ? plural(t.blogScreen.results, list.total, lang, { query: q }) : ''}
          </p>

          <div className="mt-4" aria-busy={list.status === 'loading'}>
            {list.status === 'loading' ? (
              <div className="grid min-h-64 place-items-center" data-testid="blog-loading">
                <Spinner label={core.states.loading} />
              </div>
            ) : null}

            {list.status === 'error' && list.error instanceof HttpError && list.error.status === 404 && category ? (
              <EmptyState text={t.blog.empty}>
                <SiteLink href={withParams(paths.blog, search, { category: null })} className="btn btn-primary">
                  {core.common.all}
                </SiteLink>
              </EmptyState>
            ) : list.status === 'error' ? (
              <ErrorBox title={t.blog.failed} text={requestErrorText(list.error, core)} retryLabel={core.blocks.retry} onRetry={reloadPage} />
            ) : null}

            {list.status === 'ready' && list.items.length === 0 ? (
              q ? (
                <EmptyState text={interpolate(t.blogScreen.noResults, { query: q })}>
                  <SiteLink href={clearSearch} className="btn btn-ghost">
                    {t.blogScreen.clearSearch}
                  </SiteLink>
                </EmptyState>
              ) : (
                <EmptyState text={t.blog.empty} />
              )
            ) : null}

            {list.status === 'ready' && list.items.length > 0 ? (
              <>
                <ul className="below-fold-each grid gap-6 [--wait-block-size:33rem] sm:grid-cols-2" data-testid="blog-grid">
                  {list.items.map((post, index) => (
                    <li key={post.id} className={`flex ${index === 0 ? 'sm:col-span-2' : ''}`}>
                      <BlogCard post={post} icons={icons} lead={index === 0} priority={index === 0} />
                    </li>
                  ))}
                </ul>
                {list.moreError ? (
                  <ErrorBox className="mt-8" text={t.blogScreen.moreFailed} retryLabel={core.blocks.retry} onRetry={list.loadMore} />
                ) : list.hasMore ? (
                  <div className="mt-12 flex justify-center">
                    <LoadMoreButton busy={list.loadingMore} label={t.blog.loadMore} busyLabel={core.common.loadingMore} onClick={list.loadMore} />
                  </div>
                ) : null}
              </>
            ) : null}
          </div>
        </div>

        <aside className="grid content-start gap-6 lg:sticky lg:top-28 lg:self-start">
          {recent.status === 'ready' && recent.data.length > 0 ? <RecentPosts posts={recent.data} icons={icons} /> : null}
        </aside>
      </div>
    </div>
  );
}
