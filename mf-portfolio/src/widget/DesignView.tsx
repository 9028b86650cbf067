import { useLoadMore } from '@site/shared/paging';
import { ArrowLeft, ErrorBox, SiteLink, lucideIcon } from '@site/shared/ui';
import { galleryHasMore, portfolioQueries, requestErrorText, type GalleryState, type PortfolioProjectView } from '@site/shared/request';
import { paths, withLang } from '@site/shared/site';
import { useLanguage, usePart, useQuery, useTextPack, useT } from '@site/shared/react';
import { use, useEffect, useMemo, useRef } from 'react';
import { Gallery } from '../detail/Gallery';
import * as lucide from '@lucide/icons';

const ExternalLink = /* @__PURE__ */ lucideIcon(lucide.ExternalLink);

/**
 * One design inside the portfolio widget: 'Back to designs', its title, 'View on the site'
 * (its page, `/portfolio/{slug}?lang=`, in a new tab: SiteLink inside a widget), and the
 * detail page's own gallery: 9 images at a time with 'Load More Images', each opening the
 * shared lightbox inside the widget's shadow root.
 */
export function DesignView({ project, onBack }: { project: PortfolioProjectView; onBack: () => void }) {
  const queries = use(portfolioQueries());
  const t = useT();
  const s = useTextPack('embed').embed;
  const lang = useLanguage();
  const detail = useQuery(queries.portfolioDetailPageQuery(project.slug));
  const initial = useMemo<GalleryState | null>(
    () => (detail.status === 'ready' ? queries.toPortfolioDetailView(detail.data).gallery : null),
    [queries, detail],
  );
  const gallery = useLoadMore<GalleryState>({
    key: `${lang} ${project.slug}`,
    scope: project.slug,
    initial,
    canLoadMore: galleryHasMore,
    step: (state, signal) => queries.loadMoreGallery(project.slug, state, lang, signal),
  });
  const heading = useRef<HTMLHeadingElement>(null);
  const part = usePart();
  // The cards were replaced: focus goes to what replaced them, so a keyboard visitor stays in place.
  useEffect(() => heading.current?.focus({ preventScroll: true }), []);

  return (
    <div data-testid="portfolio-widget-design">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <button type="button" part={part('button')} onClick={onBack} className="btn btn-ghost btn-sm" data-testid="portfolio-widget-back">
          <ArrowLeft aria-hidden="true" className="size-4 rtl:-scale-x-100" />
          {s.backToDesigns}
        </button>
        <SiteLink
          href={withLang(paths.portfolioItem(project.slug), lang)}
          part={part('button')}
          className="btn btn-soft btn-sm"
          data-testid="portfolio-widget-site-link"
        >
          {s.viewOnSite}
          <ExternalLink aria-hidden="true" className="size-4" />
        </SiteLink>
      </div>
      <h3 ref={heading} tabIndex={-1} part={part('title')} className="mt-6 text-2xl font-bold tracking-tight text-fg outline-none">
        {project.title}
      </h3>
      {project.description ? <p className="mt-2 max-w-3xl leading-relaxed text-muted">{project.description}</p> : null}
      {detail.status === 'error' ? (
        <ErrorBox className="mt-6" title={t.errors.fetchGallery} text={requestErrorText(detail.error, t)} retryLabel={t.blocks.retry} onRetry={detail.reload} />
      ) : gallery.state ? (
        <Gallery projectTitle={project.title} gallery={{ ...gallery, state: gallery.state }} />
      ) : (
        <div
          role="status"
          aria-label={t.states.loading}
          className="mt-6 grid gap-6 @min-[560px]:grid-cols-2 @min-[880px]:grid-cols-3"
          data-testid="portfolio-widget-gallery-loading"
        >
          {Array.from({ length: 3 }, (_, index) => (
            <div key={index} className="skeleton aspect-[4/3] rounded-2xl" />
          ))}
        </div>
      )}
    </div>
  );
}
