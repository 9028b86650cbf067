import { EmptyState, ErrorBox } from '@site/shared/ui';
import { portfolioApi, requestErrorText, type PortfolioProjectView } from '@site/shared/api';
import { useQuery, useT } from '@site/shared/react';
import { ReadyWhenShown, useWidgetEvents, type WidgetProps } from '@site/shared/embed';
import { lazy, Suspense, use, useRef, useState } from 'react';
import { CARD_SIZES, PortfolioCard } from '../ui/PortfolioCard';

type PortfolioApi = Awaited<ReturnType<typeof portfolioApi>>;

/** The widget's one read: the first `limit` designs (its entry starts it as the widget mounts). */
export function portfolioWidgetQuery(api: PortfolioApi, limit: number) {
  return api.portfolioPageQuery({ page: 1, perPage: limit });
}

// A design's view (its gallery, the lightbox, the screens' texts) loads when one is opened.
const DesignView = lazy(() => import('./DesignView').then((module) => ({ default: module.DesignView })));

/** While a design's view loads: its gallery's skeleton. */
function DesignLoading({ label }: { label: string }) {
  return (
    <div role="status" aria-label={label} className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3" data-testid="portfolio-widget-gallery-loading">
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
 * partner's page; 'Back' returns to the cards with focus on the card it left from.
 */
export function PortfolioWidget({ attributes }: WidgetProps) {
  const api = use(portfolioApi());
  const t = useT();
  const events = useWidgetEvents();
  const designs = useQuery(portfolioWidgetQuery(api, attributes.limit));
  const [open, setOpen] = useState<PortfolioProjectView | null>(null);
  const list = useRef<HTMLUListElement>(null);
  const cameFrom = useRef<number | null>(null);

  if (designs.status === 'loading') {
    return (
      <div role="status" aria-label={t.states.loading} className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3 lg:gap-8" data-testid="portfolio-widget-loading">
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
        <ul ref={list} className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3 lg:gap-8" data-testid="portfolio-widget">
          {items.map((project, index) => (
            <li key={project.id} className="flex">
              <PortfolioCard
                project={project}
                sizes={CARD_SIZES}
                // The first card's image is the widget's largest on a phone's first screen (often the page's): loaded first.
                priority={index === 0}
                heading="h3"
                onOpen={() => {
                  cameFrom.current = index;
                  setOpen(project);
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
