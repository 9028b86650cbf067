import { ArrowLeft, ArrowRight, paths, SiteLink, useDirection, useT, type Service } from '@site/shared';
import { ServiceIcon } from './service-icon';

export function ServiceCard({ service }: { service: Service }) {
  const t = useT();
  const Arrow = useDirection() === 'rtl' ? ArrowLeft : ArrowRight;
  return (
    <article data-testid="service-card" className="card group flex w-full flex-col overflow-hidden transition-shadow hover:shadow-lg">
      {service.image_url ? (
        <img src={service.image_url} alt="" loading="lazy" className="aspect-[16/9] w-full object-cover" />
      ) : null}
      <div className="flex flex-1 flex-col p-6 sm:p-7">
        <span className="grid size-12 place-items-center rounded-2xl bg-accent-soft text-accent">
          <ServiceIcon name={service.icon} className="size-6" />
        </span>
        <h3 className="mt-5 text-xl font-bold text-fg">{service.name}</h3>
        <p className="mt-3 flex-1 leading-relaxed text-muted">{service.description}</p>
        <SiteLink
          href={paths.service(service.id)}
          className="focus-ring mt-6 inline-flex items-center gap-2 self-start rounded font-semibold text-primary"
          aria-label={`${t.home.learnMore}: ${service.name}`}
        >
          {t.home.learnMore}
          <Arrow aria-hidden="true" className="size-4 transition-transform group-hover:translate-x-0.5 rtl:group-hover:-translate-x-0.5" />
        </SiteLink>
      </div>
    </article>
  );
}
