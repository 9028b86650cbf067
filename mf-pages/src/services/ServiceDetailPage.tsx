import { ArrowLeft, ArrowRight, contentIcons, MessagePage, SiteLink } from '@site/shared/ui';
import { HttpError, type RelatedServiceView, type ServiceDetailView } from '@site/shared/request';
import { paths } from '@site/shared/site';
import { useQuery, useScreenTexts, useT } from '@site/shared/react';
import type { RouteParams } from '@site/shared/page';
import { use } from 'react';
import { CtaBand, ctaButton, ctaOutlineButton } from '../common/CtaBand';
import { PageLoading } from '../common/PageStates';
import { ServiceIcon } from '../home/service-icon';
import { SERVICE_IMAGE_SIZES, serviceQueryOf } from './service-route';
import { ContentImage } from '../common/ContentImage';

/**
 * /services/{id} (docs/product.md#services): back to home, the image with the name over it, the
 * description, the service info (its name and the fixed 'specialised technical service' type),
 * related services, and a call to action to /#contact and /services. An unknown id is the
 * not-found state (the server answers 404); any other failure an error with a link home.
 */
export default function ServiceDetailPage({ params }: { params: RouteParams }) {
  const service = useQuery(serviceQueryOf(params));
  if (service.status === 'loading') return <PageLoading />;
  if (service.status === 'error') return <ServiceError notFound={service.error instanceof HttpError && service.error.status === 404} />;
  return <ServiceDetail detail={service.data} />;
}

function ServiceError({ notFound }: { notFound: boolean }) {
  const t = useScreenTexts().serviceDetail;
  const core = useT();
  const { TriangleAlert, Search } = use(contentIcons());
  return (
    <div data-testid={notFound ? 'service-not-found' : 'service-error'}>
      <MessagePage
        eyebrow={notFound ? core.notFound.code : undefined}
        title={notFound ? t.notFound : core.errors.fetchService}
        text={notFound ? t.notFoundText : core.errors.tryLater}
        tone={notFound ? 'brand' : 'danger'}
        icon={notFound ? <Search aria-hidden="true" /> : <TriangleAlert aria-hidden="true" />}
      >
        <SiteLink href={paths.home} className="btn btn-primary" data-testid="service-home">
          {t.backToHome}
        </SiteLink>
        <SiteLink href={paths.services} className="btn btn-ghost">
          {t.ctaAllServices}
        </SiteLink>
      </MessagePage>
    </div>
  );
}

function ServiceDetail({ detail }: { detail: ServiceDetailView }) {
  const t = useScreenTexts().serviceDetail;
  const { service, related } = detail;
  const meta = service.image_meta;
  return (
    <article className="container-page pb-20 pt-28 sm:pb-28 sm:pt-32" data-testid="service-detail">
      <SiteLink href={paths.home} className="focus-ring inline-flex items-center gap-2 rounded font-medium text-muted hover:text-fg" data-testid="service-back">
        <ArrowLeft aria-hidden="true" className="size-4 rtl:-scale-x-100" />
        {t.backToHome}
      </SiteLink>

      <header className="relative mt-6 overflow-hidden rounded-3xl bg-primary" data-testid="service-hero">
        {service.image_url ? (
          <ContentImage
            src={service.image_url}
            meta={meta}
            sizes={SERVICE_IMAGE_SIZES}
            priority
            className="aspect-[16/10] h-auto max-h-[34rem] w-full sm:aspect-[21/9]"
          />
        ) : (
          <div aria-hidden="true" className="grid aspect-[21/9] min-h-56 w-full place-items-center text-on-primary/80">
            <ServiceIcon name={service.icon} className="size-20" />
          </div>
        )}
        <div className="absolute inset-0 bg-gradient-to-t from-black/85 via-black/40 to-transparent" />
        <div className="absolute inset-x-0 bottom-0 p-6 sm:p-10">
          <h1 className="max-w-3xl text-3xl font-extrabold leading-tight tracking-tight text-white sm:text-5xl">{service.name}</h1>
        </div>
      </header>

      <div className="mt-12 grid gap-10 lg:grid-cols-[1.6fr_1fr] lg:gap-16">
        <p className="text-lg leading-loose text-fg/90" data-testid="service-description">
          {service.description}
        </p>
        <aside aria-labelledby="service-info-title" className="card h-fit p-6 sm:p-7" data-testid="service-info">
          <h2 id="service-info-title" className="text-lg font-bold text-fg">
            {t.infoTitle}
          </h2>
          <dl className="mt-5 grid gap-4">
            <div>
              <dt className="text-sm text-muted">{t.nameLabel}</dt>
              <dd className="mt-1 font-semibold text-fg">{service.name}</dd>
            </div>
            <div>
              <dt className="text-sm text-muted">{t.typeLabel}</dt>
              <dd className="mt-1 font-semibold text-fg">{t.typeText}</dd>
            </div>
          </dl>
        </aside>
      </div>

      {related.length > 0 ? <RelatedServices related={related} /> : null}

      <section aria-labelledby="service-cta-title" className="mt-20">
        <CtaBand title={t.ctaTitle} text={t.ctaText} headingId="service-cta-title">
          <SiteLink href={`${paths.home}#contact`} className={ctaButton} data-testid="service-contact">
            {t.ctaContact}
          </SiteLink>
          <SiteLink href={paths.services} className={ctaOutlineButton} data-testid="service-all">
            {t.ctaAllServices}
          </SiteLink>
        </CtaBand>
      </section>
    </article>
  );
}

function RelatedServices({ related }: { related: RelatedServiceView[] }) {
  const texts = useScreenTexts();
  const t = texts.serviceDetail;
  const learnMore = texts.services.learnMore;
  return (
    <section aria-labelledby="related-title" className="mt-20">
      <h2 id="related-title" className="text-2xl font-bold tracking-tight text-fg sm:text-3xl">
        {t.related}
      </h2>
      <ul className="mt-8 grid gap-6 md:grid-cols-3" data-testid="related-services">
        {related.map((item) => (
          <li key={item.id} className="flex">
            <article className="card flex w-full flex-col p-6">
              <h3 className="text-lg font-bold text-fg">{item.name}</h3>
              <p className="mt-3 line-clamp-3 flex-1 leading-relaxed text-muted">{item.description}</p>
              <SiteLink
                href={paths.service(item.id)}
                className="focus-ring mt-5 inline-flex items-center gap-2 self-start rounded font-semibold text-primary"
                aria-label={`${learnMore}: ${item.name}`}
              >
                {learnMore}
                <ArrowRight aria-hidden="true" className="size-4 rtl:-scale-x-100" />
              </SiteLink>
            </article>
          </li>
        ))}
      </ul>
    </section>
  );
}
