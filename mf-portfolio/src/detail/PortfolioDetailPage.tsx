import { useLoadMore } from '@site/shared/paging';
import { galleryHasMore, HttpError, portfolioQueries, type GalleryState, type PortfolioDetailView } from '@site/shared/request';
import { lazyBlock } from '@site/shared/blocks';
import { MessagePage, SiteLink, Spinner, lucideIcon } from '@site/shared/ui';
import { offlineMode } from '@site/shared/state';
import { paths, withLang } from '@site/shared/site';
import { useAnsweredFromStore, useLanguage, useOnline, useQuery, useScreenTexts, useSignalValue, useT } from '@site/shared/react';
import type { Language } from '@site/shared/contract';
import type { RouteParams } from '@site/shared/page';
import { use, useMemo } from 'react';
import { useHeldWhileLoading } from '../paging/use-held';
import type { ClosingProps } from './ClosingSections';
import { DetailHero } from './DetailHero';
import { fallbackDesign } from './offline-fallback';
import { OfflineBanner } from './OfflineBanner';
import { Gallery } from './Gallery';
import { detailQuery } from './detail-route';
import { useContentHead } from './use-content-head';
import * as lucide from '@lucide/icons';

const SearchX = /* @__PURE__ */ lucideIcon(lucide.SearchX);

/** 'Love This Design?', 'Similar Works' and 'Want a Similar Design?': below the fold, in a chunk of their own. */
export const Closing = lazyBlock<ClosingProps>('portfolio/closing', () => import(/* webpackChunkName: "portfolio-closing" */ './ClosingSections'));

/**
 * /portfolio/{slug} (docs/product.md#design-portfolio): the hero, the paged gallery with the lightbox, and the
 * closing sections; 'Loading project...' while it loads, 'Project Not Found' for an unknown slug
 * (the server answers 404) or a failed load. The first gallery page is the server's; more pages
 * load in the browser. A language switch keeps the page until the new language's data is there.
 */
export function PortfolioDetailPage({ params }: { params: RouteParams }) {
  const queries = use(portfolioQueries());
  const slug = params['slug'] ?? '';
  const lang = useLanguage();
  const query = detailQuery(queries, slug);
  const detail = useQuery(query);
  const s = useScreenTexts().portfolio;
  // Offline mode (docs/offline.md#what-the-visitor-gets): the stored copy answered, or nothing is stored and a
  // network failure shows the fallback project; either way the banner says so. A page the
  // service worker served from the stored pages with no network is the stored copy too.
  const offline = useSignalValue(offlineMode, false);
  const online = useOnline();
  const fromStore = useAnsweredFromStore(query.path, lang) && detail.status === 'ready';
  const useFallback = offline && detail.status === 'error' && !(detail.error instanceof HttpError && detail.error.status === 404);
  const data = detail.status === 'ready' ? detail.data : null;
  const fresh = useMemo<{ lang: Language; view: PortfolioDetailView } | null>(
    () => (data ? { lang, view: queries.toPortfolioDetailView(data) } : useFallback ? { lang, view: fallbackDesign(slug, s) } : null),
    [queries, data, lang, useFallback, slug, s],
  );
  const shown = useHeldWhileLoading(fresh, detail.status === 'loading', slug);
  // The gallery pages added belong to the language of the page they were added to.
  const shownLang = shown?.lang ?? lang;
  const gallery = useLoadMore<GalleryState>({
    key: `${shownLang} ${slug}`,
    scope: slug,
    initial: shown?.view.gallery ?? null,
    canLoadMore: galleryHasMore,
    step: (state, signal) => queries.loadMoreGallery(slug, state, shownLang, signal),
  });
  useContentHead(fresh?.view.project ?? null);

  if (!shown || !gallery.state) {
    return detail.status === 'error' ? <ProjectNotFound error={detail.error} /> : <ProjectLoading />;
  }
  const { project, related } = shown.view;
  return (
    <div data-testid="portfolio-detail">
      <DetailHero project={project} />
      {offline && (fromStore || !online || (useFallback && !data)) ? <OfflineBanner /> : null}
      <Gallery projectTitle={project.title} gallery={{ ...gallery, state: gallery.state }} />
      <Closing.Block props={{ projectTitle: project.title, related }} className="min-h-px" />
    </div>
  );
}

function ProjectLoading() {
  const s = useScreenTexts().portfolio;
  return (
    <div className="container-page grid min-h-[70vh] place-items-center pb-20 pt-32" data-testid="portfolio-detail-loading">
      <Spinner label={s.loadingProject} />
    </div>
  );
}

/** 'Project Not Found', for an unknown slug and for a load that failed; a failed load may be tried again. */
function ProjectNotFound({ error }: { error: Error }) {
  const t = useT();
  const s = useScreenTexts().portfolio;
  const lang = useLanguage();
  const unknown = error instanceof HttpError && error.status === 404;
  return (
    <div data-testid="portfolio-not-found">
      <MessagePage title={s.notFound} text={s.notFoundText} icon={<SearchX aria-hidden="true" />}>
        <SiteLink href={withLang(paths.portfolio, lang)} className="btn btn-primary" data-testid="portfolio-not-found-back">
          {s.backToPortfolio}
        </SiteLink>
        {unknown ? null : (
          <button type="button" className="btn btn-ghost" onClick={() => window.location.reload()}>
            {t.blocks.retry}
          </button>
        )}
      </MessagePage>
    </div>
  );
}
