import { EmptyState, ErrorBox } from '@site/shared/ui';
import { LoadMoreButton } from '@site/shared/paging';
import { useScreenTexts, useT } from '@site/shared/react';
import { LoadingState } from '../common/LoadingState';
import { PageHero } from '../common/PageHero';
import { reloadPage } from '../common/reload-page';
import { ClientCard } from './ClientCard';
import { useClientList } from './use-client-list';

/**
 * /clients (docs/product.md#clients): the heading; 'Loading clients...' with 'Attempt n of 3...' while a
 * failed load is tried again (3 attempts, 2 s apart); then 'Failed to load clients' with a Retry
 * that reloads the page; the empty text; or the clients' cards, a page at a time ('Load more').
 */
export default function ClientsPage() {
  const t = useScreenTexts().clients;
  const core = useT();
  const clients = useClientList();
  return (
    <>
      <PageHero eyebrow={core.nav.clients} title={t.title} text={t.subtitle} />
      <section aria-label={t.title} className="container-page pb-20 sm:pb-28" aria-busy={clients.status === 'loading'}>
        {clients.status === 'loading' ? (
          <LoadingState label={t.loading} attempt={clients.attempt} attempts={clients.attempts} testId="clients-loading" />
        ) : null}
        {clients.status === 'error' ? <ErrorBox text={t.failed} retryLabel={core.blocks.retry} onRetry={reloadPage} /> : null}
        {clients.status === 'ready' && clients.items.length === 0 ? <EmptyState text={t.empty} /> : null}
        {clients.status === 'ready' && clients.items.length > 0 ? (
          <>
            <ul className="below-fold-each grid gap-6 [--wait-block-size:19rem] sm:grid-cols-2 lg:grid-cols-3" data-testid="clients-grid">
              {clients.items.map((client) => (
                <li key={client.id} className="flex">
                  <ClientCard client={client} />
                </li>
              ))}
            </ul>
            {clients.moreError ? (
              <ErrorBox className="mt-8" text={t.moreFailed} retryLabel={core.blocks.retry} onRetry={clients.loadMore} />
            ) : clients.hasMore ? (
              <div className="mt-12 flex justify-center">
                <LoadMoreButton busy={clients.loadingMore} label={core.common.loadMore} busyLabel={core.common.loadingMore} onClick={clients.loadMore} />
              </div>
            ) : null}
          </>
        ) : null}
      </section>
    </>
  );
}
