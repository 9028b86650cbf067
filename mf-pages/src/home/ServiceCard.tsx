import { ArrowRight, ImageWithFallback, SiteLink } from '@site/shared/ui';
import { paths } from '@site/shared/site';
import { useScreenTexts } from '@site/shared/react';
import type { ImageMeta } from '@site/shared/contract';
import { SERVICE_CARD_SIZES } from '../services/service-route';
import { ServiceIcon } from './service-icon';

/** What a service card shows: a service from the API, or one of the built-in defaults of /services. */
export interface ServiceCardData {
  id: number | string;
  name: string;
  description: string;
  icon: string | null;
  image_url: string | null;
  image_meta?: ImageMeta | null | undefined;
}

/** The services' image size when the API sends none (1440×900, like every service image). */
const DEFAULT_IMAGE = { width: 1440, height: 900 };

interface Props {
  service: ServiceCardData;
  headingLevel?: 'h2' | 'h3';
  /** The first card of /services: its image is the largest of a phone's first screen (the route preloads it). */
  priority?: boolean;
}

export function ServiceCard({ service, headingLevel = 'h3', priority = false }: Props) {
  const Heading = headingLevel;
  const t = useScreenTexts().services;
  const meta = service.image_meta ?? DEFAULT_IMAGE;
  return (
    <article data-testid="service-card" className="card group flex w-full flex-col overflow-hidden transition-shadow hover:shadow-lg">
      {service.image_url ? (
        <ImageWithFallback
          src={service.image_url}
          srcSet={service.image_meta?.srcset}
          sizes={SERVICE_CARD_SIZES}
          width={meta.width}
          height={meta.height}
          alt=""
          loading={priority ? 'eager' : undefined}
          fetchPriority={priority ? 'high' : undefined}
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
