import { CheckCircle2, SiteLink } from '@site/shared/ui';
import { paths, withLang } from '@site/shared/site';
import { useLanguage, usePart, usePreferenceScope } from '@site/shared/react';
import type { FormTexts } from '@site/shared/i18n';
import { useEffect, useRef } from 'react';
import { scrollBehavior } from '../form/form-dom';

/**
 * The thank-you view after a request was sent (docs/product.md#consultation): 'Request Sent Successfully!'
 * with the 24-hour promise, the next steps, and links to `/?lang=` and `/services?lang=`. The
 * page goes to its top and focus to the heading, so every visitor learns the request went.
 */
export function ConsultationSuccess({ t }: { t: FormTexts }) {
  const lang = useLanguage();
  const heading = useRef<HTMLHeadingElement>(null);
  const text = t.consultation;

  const embedded = usePreferenceScope() !== null;
  // The page's one h1 on the site; in a widget, a section of a partner's page.
  const Heading = embedded ? 'h2' : 'h1';
  const part = usePart();

  useEffect(() => {
    // In a widget on a partner's page, the page is not ours to scroll to its top: focusing the
    // heading brings the widget's message into view.
    if (embedded) {
      heading.current?.focus();
      return;
    }
    window.scrollTo({ top: 0, behavior: scrollBehavior() });
    heading.current?.focus({ preventScroll: true });
  }, [embedded]);

  return (
    <section part={part('card')} className="card mx-auto max-w-2xl p-8 text-center sm:p-12" data-testid="consultation-success">
      <div aria-hidden="true" className="mx-auto grid size-16 place-items-center rounded-2xl bg-success-soft text-success">
        <CheckCircle2 className="size-8" />
      </div>
      <Heading ref={heading} tabIndex={-1} part={part('title')} className="mt-6 text-3xl font-bold tracking-tight text-fg outline-none sm:text-4xl">
        {text.successTitle}
      </Heading>
      <p className="mt-4 text-lg leading-relaxed text-muted">{text.successText}</p>

      <h2 className="mt-10 text-lg font-bold text-fg">{text.nextStepsTitle}</h2>
      <ol className="mx-auto mt-5 grid max-w-md gap-4 text-start">
        {[text.stepReview, text.stepCall, text.stepPlan].map((step, index) => (
          <li key={step} className="flex items-start gap-4">
            <span aria-hidden="true" className="grid size-8 shrink-0 place-items-center rounded-full bg-primary-soft text-sm font-bold text-primary">
              {index + 1}
            </span>
            <span className="pt-1 text-fg">{step}</span>
          </li>
        ))}
      </ol>

      <div className="mt-10 flex flex-wrap justify-center gap-3">
        <SiteLink href={withLang(paths.home, lang)} part={part('button')} className="btn btn-primary" data-testid="consultation-home">
          {text.backHome}
        </SiteLink>
        <SiteLink href={withLang(paths.services, lang)} part={part('button')} className="btn btn-ghost" data-testid="consultation-services">
          {text.browseServices}
        </SiteLink>
      </div>
    </section>
  );
}
