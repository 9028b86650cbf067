import { contentIcons } from '@site/shared/ui';
import { useScreenTexts, useT } from '@site/shared/react';
import type { ClientView } from '@site/shared/request';
import { use } from 'react';
import { ClientLogo } from './ClientLogo';

/**
 * A client of /clients (docs/product.md#clients): logo, name, description when there is one, a decorative
 * five-star row (hidden from screen readers), and 'Visit Website' in a new tab when it has a site.
 * `compact`: the home strip's version (logo, name, website link).
 */
export function ClientCard({ client, compact = false, headingLevel = 'h2' }: { client: ClientView; compact?: boolean; headingLevel?: 'h2' | 'h3' }) {
  const t = useScreenTexts().clients;
  const core = useT();
  const { Star, ExternalLink } = use(contentIcons());
  const Heading = headingLevel;
  return (
    <article className={`card flex h-full w-full flex-col items-center text-center ${compact ? 'gap-4 p-6' : 'gap-4 p-7'}`} data-testid="client-card">
      <ClientLogo client={client} />
      <Heading className="text-lg font-bold text-fg">{client.name}</Heading>
      {!compact && client.description ? <p className="leading-relaxed text-muted">{client.description}</p> : null}
      {!compact ? (
        <span aria-hidden="true" className="flex gap-1 text-accent" data-testid="client-stars">
          {Array.from({ length: 5 }, (_, index) => (
            <Star key={index} className="size-4 fill-current" />
          ))}
        </span>
      ) : null}
      {client.website ? (
        <a
          href={client.website}
          target="_blank"
          rel="noopener noreferrer"
          className="focus-ring mt-auto inline-flex items-center gap-2 rounded font-semibold text-primary hover:underline"
          data-testid="client-website"
        >
          {t.visitWebsite}
          <span className="sr-only">
            {' '}
            {client.name} {core.header.opensInNewTab}
          </span>
          <ExternalLink aria-hidden="true" className="size-4" />
        </a>
      ) : null}
    </article>
  );
}
