import { ReadyWhenShown, useWidgetEvents, type WidgetProps } from '@site/shared/embed';
import { Suspense, useState } from 'react';
import { ConsultationForm } from '../consultation/ConsultationForm';
import { useBlockTexts } from '../form/texts';
import { ConsultationSuccess, FailureDialogWhenUsed, preloadViews } from './lazy-views';

/**
 * `<nasaq-consultation>`: the consultation form of /consultation (every field, rule, message,
 * honeypot and Idempotency-Key; the same payload and rate limits, it is the same component),
 * under the page's title and subtitle, then its thank-you view. `service` preselects a service;
 * a request received fires `nasaq:submitted` with its id only.
 */
export function ConsultationWidget({ attributes }: WidgetProps) {
  const t = useBlockTexts();
  const events = useWidgetEvents();
  const [sent, setSent] = useState(false);
  const text = t.consultation;

  if (sent)
    return (
      <Suspense fallback={null}>
        <ConsultationSuccess t={t} />
      </Suspense>
    );
  return (
    <div data-testid="consultation-widget" onFocusCapture={preloadViews}>
      <header className="max-w-2xl">
        <h2 className="text-2xl font-extrabold tracking-tight text-fg sm:text-3xl">{text.title}</h2>
        <p className="mt-3 leading-relaxed text-muted">{text.subtitle}</p>
      </header>
      <div className="mt-6">
        <ConsultationForm
          t={t}
          service={attributes.service ?? undefined}
          FailureDialog={FailureDialogWhenUsed}
          onSent={(reply) => {
            setSent(true);
            events?.submitted({ kind: 'consultation', id: reply.data?.id ?? null });
          }}
        />
      </div>
      <ReadyWhenShown events={events} />
    </div>
  );
}
