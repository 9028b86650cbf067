import { ArrowLeft, CheckCircle2, Clock, SiteLink } from '@site/shared/ui';
import { paths, withLang } from '@site/shared/site';
import { useLanguage } from '@site/shared/react';
import type { FormTexts } from '@site/shared/i18n';
import { useEffect, useState } from 'react';
import { forgetOutcomeOf, pageOutcomeOf } from '../form/page-outcome';
import { usePageTexts } from '../form/texts';
import { ConsultationForm } from './ConsultationForm';
import { ConsultationSuccess } from './ConsultationSuccess';

/**
 * /consultation (docs/product.md#consultation): a back link to /about, the request form, and beside it the
 * benefits and the 24-hour response note; after a request went, the thank-you view.
 */
export function ConsultationPage() {
  const t = usePageTexts();
  const lang = useLanguage();
  // Sent without its code (docs/forms.md): the server rendered the thank-you view, which hydrates as it is.
  const [sent, setSent] = useState(() => pageOutcomeOf('consultation')?.state === 'sent');
  useEffect(() => {
    if (sent) forgetOutcomeOf('consultation');
  }, [sent]);
  const text = t.consultation;

  return (
    <div className="bg-[image:var(--hero-glow)] bg-no-repeat pb-20 max-sm:pt-28 sm:pt-32" data-testid="consultation-page">
      <div className="container-page">
        {sent ? (
          <ConsultationSuccess t={t} />
        ) : (
          <>
            <SiteLink
              href={withLang(paths.about, lang)}
              className="focus-ring -mx-1 inline-flex min-h-11 items-center gap-2 rounded-lg px-1 text-sm font-medium text-muted transition-colors hover:text-primary"
              data-testid="consultation-back"
            >
              <ArrowLeft aria-hidden="true" className="size-4 rtl:-scale-x-100" />
              {text.back}
            </SiteLink>
            <header className="mt-4 max-w-2xl">
              <h1 className="text-3xl font-extrabold tracking-tight text-fg sm:text-4xl lg:text-5xl">{text.title}</h1>
              <p className="mt-4 text-lg leading-relaxed text-muted">{text.subtitle}</p>
            </header>
            <div className="mt-10 grid items-start gap-8 lg:grid-cols-[minmax(0,1fr)_22rem]">
              <ConsultationForm t={t} onSent={() => setSent(true)} />
              <Benefits t={t} />
            </div>
          </>
        )}
      </div>
    </div>
  );
}

function Benefits({ t }: { t: FormTexts }) {
  const text = t.consultation;
  return (
    <aside aria-labelledby="consultation-benefits" className="grid gap-6 lg:sticky lg:top-28">
      <section className="card p-6 sm:p-8">
        <h2 id="consultation-benefits" className="text-lg font-bold text-fg">
          {text.benefitsTitle}
        </h2>
        <ul className="mt-5 grid gap-4">
          {[text.benefitFree, text.benefitExperts, text.benefitPlan, text.benefitTech].map((benefit) => (
            <li key={benefit} className="flex items-start gap-3 text-fg">
              <CheckCircle2 aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-accent" />
              <span>{benefit}</span>
            </li>
          ))}
        </ul>
      </section>
      <p className="flex items-center gap-4 rounded-2xl bg-primary px-6 py-5 font-semibold text-on-primary" data-testid="consultation-response-time">
        <span aria-hidden="true" className="grid size-11 shrink-0 place-items-center rounded-xl bg-on-primary/15">
          <Clock className="size-5" />
        </span>
        {text.responseTime}
      </p>
    </aside>
  );
}
