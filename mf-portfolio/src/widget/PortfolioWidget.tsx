import { EmptyState, ErrorBox } from '@site/shared/ui';
import { portfolioApi, requestErrorText, type PortfolioProjectView } from '@site/shared/api';
import { useQuery, useT } from '@site/shared/react';
import { ReadyWhenShown, useWidgetEvents, type WidgetProps } from '@site/shared/embed';
import { use, useRef, useState } from 'react';
import { CARD_SIZES, PortfolioCard } from '../ui/PortfolioCard';
import { DesignView } from './DesignView';

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
  const designs = useQuery(api.portfolioPageQuery({ page: 1, perPage: attributes.limit }));
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
      <DesignView
        project={open}
        onBack={() => {
          setOpen(null);
          // Back where the visitor left: focus on the card's action they opened.
          requestAnimationFrame(() => list.current?.querySelectorAll<HTMLElement>('[data-testid="portfolio-card-open"]')[cameFrom.current ?? 0]?.focus());
        }}
      />
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
