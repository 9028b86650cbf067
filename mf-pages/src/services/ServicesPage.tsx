import { contentIcons } from '@site/shared/ui';
import { interpolate } from '@site/shared/i18n';
import { sectionLoadPolicy, servicesQuery } from '@site/shared/request';
import { useQuery, useScreenTexts, useT } from '@site/shared/react';
import { use } from 'react';
import { PageHero } from '../common/PageHero';
import { SectionHeading } from '../common/SectionHeading';
import { WhyUsPoints } from '../common/WhyUsPoints';
import { CtaBlock } from '../home/CtaBlock';
import { ServiceCard, type ServiceCardData } from '../home/ServiceCard';
import { defaultServices } from './default-services';

/**
 * /services (docs/product.md#services): every service (name, description, image, learn more); when the
 * list is empty or cannot be loaded (3 attempts 2 s apart), the six built-in services, with a
 * note when it failed; why choose us (professional team, fast delivery, high quality).
 */
export default function ServicesPage() {
  const t = useScreenTexts();
  const core = useT();
  const services = useQuery(servicesQuery, { attempts: sectionLoadPolicy.attempts });
  const fromApi = services.status === 'ready' && services.data.length > 0 ? services.data : null;
  const shown: ServiceCardData[] | null = services.status === 'loading' ? null : (fromApi ?? defaultServices(t.services.defaults));

  return (
    <>
      <PageHero eyebrow={core.nav.services} title={t.services.title} text={t.services.subtitle} />
      <section aria-label={t.services.title} className="container-page pb-16 sm:pb-24">
        <div aria-busy={services.status === 'loading'}>
          {services.status === 'loading' ? <ServicesLoading attempt={services.attempt} attempts={services.attempts} /> : null}
          {services.status === 'error' ? <FallbackNote /> : null}
          {shown ? (
            <ul
              className="below-fold-each grid gap-6 [--wait-block-size:35rem] sm:grid-cols-2 lg:grid-cols-3"
              data-testid="services-grid"
              data-fallback={fromApi ? undefined : 'true'}
            >
              {shown.map((service, index) => (
                <li key={service.id} className="flex">
                  <ServiceCard service={service} headingLevel="h2" priority={index === 0} />
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      </section>
      <section aria-labelledby="services-why-title" className="bg-surface py-16 sm:py-24">
        <div className="container-page">
          <SectionHeading id="services-why-title" title={t.whyUs.title} text={t.whyUs.subtitle} />
          <div className="mt-12">
            <WhyUsPoints points={['professionalTeam', 'fastDelivery', 'highQuality']} />
          </div>
        </div>
      </section>
      <div className="container-page pb-20 sm:pb-28">
        <CtaBlock />
      </div>
    </>
  );
}

function ServicesLoading({ attempt, attempts }: { attempt: number; attempts: number }) {
  const core = useT();
  return (
    <>
      {attempt > 1 ? (
        <p className="mb-6 text-sm text-muted" data-testid="services-attempt">
          {interpolate(core.common.attempt, { attempt, attempts })}
        </p>
      ) : null}
      <div role="status" aria-label={core.states.loading} className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {Array.from({ length: 6 }, (_, index) => (
          <div key={index} aria-hidden="true" className="card h-72 animate-pulse bg-surface motion-reduce:animate-none" />
        ))}
      </div>
    </>
  );
}

/** 'حدث خطأ في تحميل الخدمات', and that the built-in services are shown instead (docs/product.md#services). */
function FallbackNote() {
  const t = useScreenTexts().services;
  const { Info } = use(contentIcons());
  return (
    <div role="status" className="mb-8 flex items-start gap-3 rounded-2xl border border-line bg-surface p-5" data-testid="services-fallback-note">
      <Info aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
      <p className="text-fg">
        <span className="font-semibold">{t.loadError}</span> {t.fallbackNote}
      </p>
    </div>
  );
}
