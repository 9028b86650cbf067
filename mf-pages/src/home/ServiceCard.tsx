import { ArrowRight, SiteLink } from '@site/shared/ui';
import { paths } from '@site/shared/site';
import { useScreenTexts } from '@site/shared/react';
import type { ImageMeta } from '@site/shared/contract';
import { SERVICE_CARD_SIZES } from '../services/service-route';
import { ServiceIcon } from './service-icon';
import { ContentImage } from '../common/ContentImage';

/** What a service card shows: a service from the API, or one of the built-in defaults of /services. */
export interface ServiceCardData {
  id: number | string;
  name: string;
  description: string;
  icon: string | null;
  image_url: string | null;
  image_meta?: ImageMeta | null | undefined;
}

interface Props {
  service: ServiceCardData;
  headingLevel?: 'h2' | 'h3';
  /** The first card of /services: its image is the largest of a phone's first screen (the route preloads it). */
  priority?: boolean;
}

export function ServiceCard({ service, headingLevel = 'h3', priority = false }: Props) {
  const Heading = headingLevel;
  const t = useScreenTexts().services;
  return (
    <article data-testid="service-card" className="card group flex w-full flex-col overflow-hidden transition-shadow hover:shadow-lg">
      {service.image_url ? (
        <ContentImage
          src={service.image_url}
          meta={service.image_meta}
          sizes={SERVICE_CARD_SIZES}
          priority={priority}
          className="aspect-[16/10] h-auto w-full"
        />
      ) : null}
      <div className="flex flex-1 flex-col p-6 sm:p-7">
        <span className="grid size-12 place-items-center rounded-2xl bg-accent-soft text-accent">
          <ServiceIcon name={service.icon} className="size-6" />
        </span>
        <Heading className="mt-5 text-xl font-bold text-fg">{service.name}</Heading>
        <p className="mt-3 flex-1 leading-relaxed text-muted">{service.description}</p>
        <SiteLink
          href={paths.service(service.id)}
          className="focus-ring mt-6 inline-flex items-center gap-2 self-start rounded font-semibold text-primary"
          aria-label={`${t.learnMore}: ${service.name}`}
        >
          {t.learnMore}
          <ArrowRight
            aria-hidden="true"
            className="size-4 transition-transform motion-safe:group-hover:translate-x-0.5 motion-safe:rtl:group-hover:-translate-x-0.5 rtl:-scale-x-100"
          />
        </SiteLink>
      </div>
    </article>
  );
}
