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
 * the attributes `name`, `email`, `phone`, `country` and `description` fill the form from its
 * first paint, as written; once the widget is settled (ready, and the browser idle since) they
 * are checked with the form's rules, a bad one emptied with one warning (./prefill.ts and the
 * rules, loaded only then: never before the widget shows), and from then on a changed attribute
 * or an `el.prefill()` call fills its fields once checked. The request
 * carries the `source` attribute and the page's UTM fields. A request received fires
 * `nasaq:submitted` with its id only.
 */
export function ConsultationWidget({ attributes, utm, prefillCall, settled }: WidgetProps) {
  const t = useBlockTexts();
  const events = useWidgetEvents();
  const part = usePart();
  const [sent, setSent] = useState(false);
  const box = useRef<HTMLDivElement>(null);
  const [shown] = useState(attributes.prefill);
  useEffect(() => {
    const element = box.current;
    if (element && settled && (prefillCall || Object.keys(attributes.prefill).length > 0))
      void import('./prefill').then(({ prefillForm }) => prefillForm(element, shown, attributes.prefill, prefillCall, t)).catch(() => undefined);
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
          initial={shown}
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
