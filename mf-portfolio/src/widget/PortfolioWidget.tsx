import { EmptyState, ErrorBox } from '@site/shared/ui';
import { portfolioQueries, requestErrorText, type PortfolioProjectView } from '@site/shared/request';
import { portfolioGrid } from '@site/shared/contract';
import { useQuery, useT } from '@site/shared/react';
import { ReadyWhenShown, useWidgetEvents, type WidgetProps } from '@site/shared/embed';
import { lazy, Suspense, use, useRef, useState } from 'react';
import { CARD_SIZES, PortfolioCard } from '../ui/PortfolioCard';

type PortfolioQueries = Awaited<ReturnType<typeof portfolioQueries>>;

/**
 * The widget's one read: the first `limit` designs. The embed loader starts it beside the
 * widget's module (its path is the contract's `widgetFirstRead`), and the entry asks for it as
 * the widget mounts.
 */
export function portfolioWidgetQuery(queries: PortfolioQueries, limit: number) {
  return queries.portfolioPageQuery({ page: 1, perPage: limit });
}

/**
 * The grid of the widget's own width, not the viewport's (container queries on the widget's root:
 * a partner's narrow column on a desktop gets one or two columns). The same thresholds as
 * `PORTFOLIO_GRID`, by which the loader reserves the widget's height (the test holds them together).
 */
export const WIDGET_GRID = 'grid gap-6 @min-[560px]:grid-cols-2 @min-[880px]:grid-cols-3 @min-[880px]:gap-8';

/** How wide a card's image is shown in a widget `width` pixels wide (its `sizes`); the site's own rule before the width is known. */
export function widgetCardSizes(width: number): string {
  return width > 0 ? `${Math.ceil(portfolioGrid(width).cardWidth)}px` : CARD_SIZES;
}

/**
 * Asks for the first card's image as soon as its URL is known (the designs' reply), at the
 * priority and in the width the card will show it: it is the largest element of a phone's first
 * screen, and the card's own image then finds it downloaded or on its way.
 */
export function preloadFirstImage(project: PortfolioProjectView | undefined, width: number): void {
  if (!project?.mainImage || typeof Image === 'undefined') return;
  const image = new Image();
  image.fetchPriority = 'high';
  if (project.mainImageMeta?.srcset) {
    image.sizes = widgetCardSizes(width);
    image.srcset = project.mainImageMeta.srcset;
  }
  image.src = project.mainImage;
}

// A design's view (its gallery, the lightbox, the screens' texts) loads when one is opened.
const DesignView = lazy(() => import('./DesignView').then((module) => ({ default: module.DesignView })));

/** While a design's view loads: its gallery's skeleton. */
function DesignLoading({ label }: { label: string }) {
  return (
    <div
      role="status"
      aria-label={label}
      className="grid gap-6 @min-[560px]:grid-cols-2 @min-[880px]:grid-cols-3"
      data-testid="portfolio-widget-gallery-loading"
    >
      {Array.from({ length: 3 }, (_, index) => (
        <div key={index} className="skeleton aspect-[4/3] rounded-2xl" />
      ))}
    </div>
  );
}

/**
 * `<nasaq-portfolio>`: the designs as the home teaser's cards (the first `limit`, 1–24, of the
 * list), with its loading, empty ('No designs available') and error (with a retry) states. A
 * design opens in place (`DesignView`: its gallery and the shared lightbox), never leaving the
 * partner's page (and fires `nasaq:open-design`); 'Back' returns to the cards with focus on the
 * card it left from.
 */
export function PortfolioWidget({ attributes, width }: WidgetProps) {
  const queries = use(portfolioQueries());
  const t = useT();
  const events = useWidgetEvents();
  const designs = useQuery(portfolioWidgetQuery(queries, attributes.limit));
  const [open, setOpen] = useState<PortfolioProjectView | null>(null);
  const list = useRef<HTMLUListElement>(null);
  const cameFrom = useRef<number | null>(null);

  if (designs.status === 'loading') {
    return (
      <div role="status" aria-label={t.states.loading} className={WIDGET_GRID} data-testid="portfolio-widget-loading">
        {Array.from({ length: attributes.limit }, (_, index) => (
          <div key={index} className="card h-96 overflow-hidden">
            <div className="skeleton aspect-[4/3] rounded-none" />
          </div>
        ))}
      </div>
    );
  }
  if (designs.status === 'error') {
    return (
      <>
        <ErrorBox title={t.blocks.portfolio} text={requestErrorText(designs.error, t)} retryLabel={t.blocks.retry} onRetry={designs.reload} />
        <ReadyWhenShown events={events} />
      </>
    );
  }
  const items = designs.data.items.slice(0, attributes.limit);
  if (open) {
    return (
      <Suspense fallback={<DesignLoading label={t.states.loading} />}>
        <DesignView
          project={open}
          onBack={() => {
            setOpen(null);
            // Back where the visitor left: focus on the card's action they opened.
            requestAnimationFrame(() => list.current?.querySelectorAll<HTMLElement>('[data-testid="portfolio-card-open"]')[cameFrom.current ?? 0]?.focus());
          }}
        />
      </Suspense>
    );
  }
  return (
    <>
      {items.length === 0 ? (
        <EmptyState text={t.empty.designs} />
      ) : (
        <ul ref={list} className={WIDGET_GRID} data-testid="portfolio-widget">
          {items.map((project, index) => (
            <li key={project.id} className="flex">
              <PortfolioCard
                project={project}
                sizes={widgetCardSizes(width)}
                // The first card's image is the widget's largest on a phone's first screen (often the page's): loaded first.
                priority={index === 0}
                heading="h3"
                onOpen={() => {
                  cameFrom.current = index;
                  setOpen(project);
                  events?.openDesign({ id: project.id, slug: project.slug });
                }}
              />
            </li>
          ))}
        </ul>
      )}
      <ReadyWhenShown events={events} />
    </>
  );
}
