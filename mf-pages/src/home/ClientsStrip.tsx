import { HOME_CLIENTS, homeClientsQuery, sectionLoadPolicy } from '@site/shared/request';
import { paths } from '@site/shared/site';
import { useQuery, useScreenTexts, useT } from '@site/shared/react';
import { ClientCard } from '../clients/ClientCard';
import { LoadingState } from '../common/LoadingState';
import { HomeSection } from './HomeSection';
import { SectionStates } from './SectionStates';

/**
 * Home, section 6 (docs/product.md#home): the first six clients (logo, name, website link), 'View All
 * Clients', the empty text, and on failure (after 3 attempts 2 s apart) an error whose retry
 * loads again rather than reloading the page: the rest of the page works (docs/product.md#loading-error-empty).
 */
export default function ClientsStrip() {
  const t = useScreenTexts().clients;
  const core = useT();
  const clients = useQuery(homeClientsQuery, { attempts: sectionLoadPolicy.attempts });

  return (
    <HomeSection
      id="clients-title"
      title={t.title}
      text={t.subtitle}
      action={{ href: paths.clients, label: t.viewAll, testId: 'home-clients-all' }}
      testId="home-clients"
    >
      <SectionStates
        state={clients}
        loading={<LoadingState label={t.loading} attempt={clients.attempt} attempts={clients.attempts} />}
        error={{ text: core.blocks.clients, retry: clients.reload }}
        empty={{ text: t.empty, when: (data) => data.items.length === 0 }}
        testId="home-clients"
      >
        {(data) => (
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3" data-testid="home-clients-list">
            {data.items.slice(0, HOME_CLIENTS).map((client) => (
              <li key={client.id} className="flex">
                <ClientCard client={client} compact headingLevel="h3" />
              </li>
            ))}
          </ul>
        )}
      </SectionStates>
    </HomeSection>
  );
}
