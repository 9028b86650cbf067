import { ReadyWhenShown, useWidgetEvents, type WidgetProps } from '@site/shared/embed';
import { usePart } from '@site/shared/react';
import { Suspense, useEffect, useRef, useState } from 'react';
import { ConsultationForm } from '../consultation/ConsultationForm';
import { useBlockTexts } from '../form/texts';
import { ConsultationSuccess, FailureDialogWhenUsed, preloadViews } from './lazy-views';

/**
 * `<nasaq-consultation>`: the consultation form of /consultation (every field, rule, message,
 * honeypot and Idempotency-Key; the same payload and rate limits, it is the same component),
 * under the page's title and subtitle, then its thank-you view. `service` preselects a service;
 * `name`, `email`, `phone`, `country` and `description` (the attributes, or `el.prefill()` later)
 * fill the form once checked with its rules, a bad one left out with one warning (./prefill.ts,
 * loaded only then); the request carries the `source` attribute and the page's UTM fields. A
 * request received fires `nasaq:submitted` with its id only.
 */
export function ConsultationWidget({ attributes, utm, prefillCall }: WidgetProps) {
  const t = useBlockTexts();
  const events = useWidgetEvents();
  const part = usePart();
  const [sent, setSent] = useState(false);
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = box.current;
    if (element && (prefillCall || Object.keys(attributes.prefill).length > 0))
      void import('./prefill').then(({ prefillForm }) => prefillForm(element, attributes.prefill, prefillCall, t)).catch(() => undefined);
  });
  const text = t.consultation;

  if (sent)
    return (
      <Suspense fallback={null}>
        <ConsultationSuccess t={t} />
      </Suspense>
    );
  return (
    <div ref={box} data-testid="consultation-widget" onFocusCapture={preloadViews}>
      <header className="max-w-2xl">
        <h2 part={part('title')} className="text-2xl font-extrabold tracking-tight text-fg sm:text-3xl">
          {text.title}
        </h2>
        <p className="mt-3 leading-relaxed text-muted">{text.subtitle}</p>
      </header>
      <div className="mt-6">
        <ConsultationForm
          t={t}
          service={attributes.service ?? undefined}
          attribution={attributes.source ? { ...utm, source: attributes.source } : utm}
          FailureDialog={FailureDialogWhenUsed}
          onSent={(reply) => {
            setSent(true);
            events?.submitted({ id: reply.data?.id ?? null });
          }}
        />
      </div>
      <ReadyWhenShown events={events} />
    </div>
  );
}
