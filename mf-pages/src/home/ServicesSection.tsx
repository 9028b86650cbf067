import { interpolate } from '@site/shared/i18n';
import { sectionLoadPolicy, servicesQuery } from '@site/shared/request';
import { useQuery, useScreenTexts, useT } from '@site/shared/react';
import { CtaBlock } from './CtaBlock';
import { ServiceCard } from './ServiceCard';

/**
 * The services grid of the home page (docs/product.md#home, section 4), from GET /v1/services (read by
 * the server with the page, so it is in the first HTML; its code loads when it comes near). A failed load in the browser is tried again,
 * 3 attempts 2 s apart (docs/product.md#loading-error-empty), before the error shows; from the second attempt on
 * the loading state says which attempt it is.
 */
export default function ServicesSection() {
  const t = useT();
  const texts = useScreenTexts().services;
  const services = useQuery(servicesQuery, { attempts: sectionLoadPolicy.attempts });

  return (
    <section aria-labelledby="services-title" className="below-fold py-16 sm:py-24">
      <div className="container-page">
        <div className="max-w-2xl">
          <h2 id="services-title" className="text-3xl font-bold tracking-tight text-fg sm:text-4xl">
            {texts.title}
          </h2>
          <p className="mt-4 text-lg text-muted">{texts.subtitle}</p>
        </div>

        <div className="mt-12" aria-live="polite" aria-busy={services.status === 'loading'}>
          {services.status === 'loading' ? (
            <>
              {services.attempt > 1 ? (
                <p className="mb-6 text-sm text-muted" data-testid="services-attempt">
                  {interpolate(t.common.attempt, { attempt: services.attempt, attempts: services.attempts })}
                </p>
              ) : null}
              <ServicesSkeleton label={t.states.loading} />
            </>
          ) : null}
          {services.status === 'error' ? (
            <div role="alert" className="card p-8 text-center">
              <p className="text-danger">{t.errors.servicesLoad}</p>
              <button type="button" className="btn btn-ghost mt-4" onClick={services.reload}>
                {t.states.retry}
              </button>
            </div>
          ) : null}
          {services.status === 'ready' && services.data.length === 0 ? <p className="card p-8 text-center text-muted">{t.empty.services}</p> : null}
          {services.status === 'ready' && services.data.length > 0 ? (
            <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3" data-testid="services-grid">
              {services.data.map((service) => (
                <li key={service.id} className="flex">
                  <ServiceCard service={service} />
                </li>
              ))}
            </ul>
          ) : null}
        </div>

        <CtaBlock />
      </div>
    </section>
  );
}

function ServicesSkeleton({ label }: { label: string }) {
  return (
    <div role="status" aria-label={label} className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {Array.from({ length: 6 }, (_, index) => (
        <div key={index} className="card h-64 animate-pulse bg-surface motion-reduce:animate-none" />
      ))}
    </div>
  );
}
