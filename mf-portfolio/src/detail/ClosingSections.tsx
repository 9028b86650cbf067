import { chatLink, paths } from '@site/shared/site';
import { contactPageQuery, type PortfolioProjectView } from '@site/shared/request';
import { interpolate } from '@site/shared/i18n';
import { MessageCircle, Send, SiteLink, lucideIcon } from '@site/shared/ui';
import { useQuery, useScreenTexts, useT } from '@site/shared/react';
import { CARD_SIZES, PortfolioCard } from '../ui/PortfolioCard';
import * as lucide from '@lucide/icons';

const Heart = /* @__PURE__ */ lucideIcon(lucide.Heart);

export interface ClosingProps {
  projectTitle: string;
  /** other projects, at most 3 */
  related: PortfolioProjectView[];
}

/** The company's chat number: the contact page's phone (the page already holds it: the shell reads it), else the fixed one. */
function useCompanyPhone(): string | null {
  const contact = useQuery(contactPageQuery);
  return contact.status === 'ready' ? contact.data.contactInfo.phone : null;
}

/**
 * The end of a project's page (docs/product.md#design-portfolio), below the fold in a chunk of its own:
 * 'Love This Design?' with two buttons opening the chat in a new tab, 'Similar Works' (at most 3
 * other projects, and a contact button), and 'Want a Similar Design?' with an order button.
 * Each section is `.below-fold`: the page's first layouts skip it while the page loads
 * (shared/src/state/layout-script.ts); on a phone it was half the text the Arabic page laid out first.
 */
export default function ClosingSections({ projectTitle, related }: ClosingProps) {
  const t = useT();
  const s = useScreenTexts().portfolio;
  const phone = useCompanyPhone();
  const order = chatLink(phone, interpolate(s.orderMessage, { title: projectTitle }));
  const newTab = <span className="sr-only"> {t.header.opensInNewTab}</span>;

  return (
    <>
      <section aria-labelledby="love-title" className="below-fold pb-16 sm:pb-20" data-testid="portfolio-love">
        <div className="container-page">
          <div className="card flex flex-col gap-8 bg-[image:var(--hero-glow)] p-8 sm:p-12 md:flex-row md:items-center md:justify-between">
            <div className="flex max-w-xl gap-5">
              <span aria-hidden="true" className="grid size-12 shrink-0 place-items-center rounded-2xl bg-primary-soft text-primary">
                <Heart className="size-6" />
              </span>
              <div>
                <h2 id="love-title" className="text-2xl font-bold text-fg sm:text-3xl">
                  {s.loveTitle}
                </h2>
                <p className="mt-3 text-lg leading-relaxed text-muted">{s.loveText}</p>
              </div>
            </div>
            <div className="flex flex-wrap gap-3">
              <a href={order} target="_blank" rel="noopener noreferrer" className="btn btn-primary" data-testid="portfolio-love-order">
                <Send aria-hidden="true" className="size-5 rtl:-scale-x-100" />
                {s.loveOrder}
                {newTab}
              </a>
              <a
                href={chatLink(phone)}
                target="_blank"
                rel="noopener noreferrer"
                className="btn bg-whatsapp text-white hover:bg-whatsapp-strong"
                data-testid="portfolio-love-chat"
              >
                <MessageCircle aria-hidden="true" className="size-5" />
                {s.loveChat}
                {newTab}
              </a>
            </div>
          </div>
        </div>
      </section>

      {related.length > 0 ? (
        <section aria-labelledby="similar-title" className="below-fold border-y border-line bg-surface py-16 sm:py-20" data-testid="portfolio-similar">
          <div className="container-page">
            <div className="flex flex-wrap items-end justify-between gap-6">
              <div className="max-w-2xl">
                <h2 id="similar-title" className="text-3xl font-bold tracking-tight text-fg sm:text-4xl">
                  {s.similarTitle}
                </h2>
                <p className="mt-3 text-lg text-muted">{s.similarText}</p>
              </div>
              <SiteLink href={paths.contact} className="btn btn-ghost" data-testid="portfolio-contact">
                {s.contactUs}
              </SiteLink>
            </div>
            <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3 lg:gap-8">
              {related.slice(0, 3).map((project) => (
                <li key={project.id} className="flex">
                  <PortfolioCard project={project} sizes={CARD_SIZES} heading="h3" compact />
                </li>
              ))}
            </ul>
          </div>
        </section>
      ) : null}

      <section aria-labelledby="want-title" className="below-fold py-16 sm:py-20" data-testid="portfolio-want">
        <div className="container-page">
          <div className="rounded-3xl bg-primary px-8 py-12 text-center text-on-primary sm:px-12 sm:py-16">
            <h2 id="want-title" className="text-2xl font-bold sm:text-4xl">
              {s.wantSimilarTitle}
            </h2>
            <p className="mx-auto mt-4 max-w-xl text-lg opacity-90">{s.wantSimilarText}</p>
            <a
              href={order}
              target="_blank"
              rel="noopener noreferrer"
              className="btn mt-8 bg-on-primary px-6 text-base text-primary hover:opacity-90"
              data-testid="portfolio-order"
            >
              <Send aria-hidden="true" className="size-5 rtl:-scale-x-100" />
              {s.orderButton}
              {newTab}
            </a>
          </div>
        </div>
      </section>
    </>
  );
}
