import { contentIcons, EmptyState, ErrorBox, SiteLink, Skeleton, SkeletonText } from '@site/shared/ui';
import { formatNumber } from '@site/shared/format';
import { HttpError, projectQueries } from '@site/shared/request';
import { paths } from '@site/shared/site';
import { plural } from '@site/shared/i18n';
import { LoadMoreButton, useLoadMore } from '@site/shared/paging';
import { useLanguage, useQuery, useScreenTexts, useT } from '@site/shared/react';
import { use, useEffect, useRef } from 'react';
import { useSearch } from 'wouter';
import { FilterChips, type Chip } from '../common/FilterChips';
import { PageIntro } from '../common/PageIntro';
import { reloadPage } from '../common/reload-page';
import { param, withParams } from '../common/search-params';
import { ProjectCard } from './ProjectCard';
import { useAllProjects } from './use-all-projects';

/** 12 projects at first, 12 more per 'Load more', after 500 ms (docs/product.md#lists-and-paging). */
const PROJECTS_SHOWN_AT_FIRST = 12;
const PROJECTS_PER_LOAD_MORE = 12;
export const LOAD_MORE_DELAY_MS = 500;

/** Waits `ms`, or rejects when `signal` aborts (a new filter, the page left). */
function delay(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = window.setTimeout(resolve, ms);
    signal.addEventListener('abort', () => {
      window.clearTimeout(timer);
      reject(new DOMException('The list changed', 'AbortError'));
    });
  });
}

/**
 * /projects (docs/product.md#projects): title, category chips ('all' and the server's categories, by
 * slug, in the URL as `?category=`), the grid of cards, 'Load more'. The list comes by the
 * fetch-all rule (use-all-projects.ts); the server renders the first page of the selected
 * category, which is more than the 12 shown.
 */
export default function ProjectsPage() {
  const queries = use(projectQueries());
  const icons = use(contentIcons());
  const t = useScreenTexts();
  const core = useT();
  const lang = useLanguage();
  const search = useSearch();
  const category = param(search, 'category');
  const categories = useQuery(queries.projectCategoriesQuery);
  const list = useAllProjects(queries, category);

  // What is shown: 12, then 12 more per 'Load more' (after its delay); a new filter (or language) starts again at 12.
  const key = `${lang} ${category ?? ''}`;
  const total = list.status === 'ready' ? list.total : 0;
  const shown = useLoadMore<number>({
    key,
    scope: key,
    initial: list.status === 'ready' ? PROJECTS_SHOWN_AT_FIRST : null,
    canLoadMore: (count) => count < total,
    step: (count, signal) => delay(LOAD_MORE_DELAY_MS, signal).then(() => count + PROJECTS_PER_LOAD_MORE),
  });
  const count = shown.state ?? PROJECTS_SHOWN_AT_FIRST;
  const links = useRef<(HTMLAnchorElement | null)[]>([]);
  const focusFrom = useRef<number | null>(null);

  useEffect(() => {
    focusFrom.current = null;
  }, [key]);

  // After 'Load more', the keyboard continues at the first card it added (once that card is there).
  useEffect(() => {
    const from = focusFrom.current;
    const link = from === null ? null : links.current[from];
    if (link) {
      link.focus();
      focusFrom.current = null;
    }
  });

  const loadMore = () => {
    focusFrom.current = count;
    shown.loadMore();
  };

  const chips: Chip[] = [
    { slug: null, label: t.projects.all, href: withParams(paths.projects, search, { category: null }) },
    ...(categories.status === 'ready' ? categories.data : []).map((item) => ({
      slug: item.slug,
      label: item.name,
      href: withParams(paths.projects, search, { category: item.slug }),
    })),
  ];

  return (
    <div className="pb-20 sm:pb-28" data-testid="projects-page">
      <PageIntro title={t.projects.title} text={t.projects.subtitle} />
      <div className="container-page">
        <FilterChips label={t.projects.filterLabel} chips={chips} selected={category} />

        <div className="mt-10" aria-busy={list.status === 'loading'}>
          {list.status === 'loading' ? <GridSkeleton label={core.states.loading} /> : null}

          {list.status === 'error' && category && list.error instanceof HttpError && list.error.status === 404 ? (
            <EmptyState text={t.projectsScreen.unknownCategory}>
              <SiteLink href={withParams(paths.projects, search, { category: null })} className="btn btn-primary">
                {t.projectsScreen.showAll}
              </SiteLink>
            </EmptyState>
          ) : list.status === 'error' ? (
            <ErrorBox title={t.projects.failed} text={t.projects.backupNote} retryLabel={core.blocks.retry} onRetry={reloadPage} />
          ) : null}

          {list.status === 'ready' && list.items.length === 0 ? <EmptyState text={t.projects.empty} /> : null}

          {list.status === 'ready' && list.items.length > 0 ? (
            <>
              <ul className="below-fold-each grid gap-6 [--wait-block-size:31rem] sm:grid-cols-2 lg:grid-cols-3" data-testid="projects-grid">
                {list.items.slice(0, count).map((project, index) => (
                  <li key={project.id} className="flex">
                    <ProjectCard
                      project={project}
                      icons={icons}
                      priority={index === 0}
                      linkRef={(link) => {
                        links.current[index] = link;
                      }}
                    />
                  </li>
                ))}
              </ul>
              <p className="mt-8 text-center text-sm text-muted" aria-live="polite" data-testid="projects-count">
                {plural(t.projectsScreen.showing, list.total, lang, { shown: formatNumber(Math.min(count, list.items.length), lang) })}
              </p>
              {list.rest === 'error' && count > list.items.length ? (
                <ErrorBox className="mt-6" text={t.projectsScreen.moreFailed} retryLabel={core.blocks.retry} onRetry={list.retryRest} />
              ) : count < list.total ? (
                <div className="mt-12 flex justify-center">
                  <LoadMoreButton
                    busy={shown.loadingMore || (count > list.items.length && list.rest === 'loading')}
                    label={t.projects.loadMore}
                    busyLabel={core.common.loadingMore}
                    onClick={loadMore}
                  />
                </div>
              ) : null}
            </>
          ) : null}
        </div>
      </div>
    </div>
  );
}

function GridSkeleton({ label }: { label: string }) {
  return (
    <div role="status" aria-label={label} className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3" data-testid="projects-loading">
      {Array.from({ length: 6 }, (_, index) => (
        <div key={index} className="card overflow-hidden">
          <Skeleton className="aspect-[16/10] w-full rounded-none" />
          <div className="p-6">
            <Skeleton className="h-4 w-24" />
            <Skeleton className="mt-4 h-6 w-3/4" />
            <SkeletonText lines={3} className="mt-4" />
          </div>
        </div>
      ))}
    </div>
  );
}
