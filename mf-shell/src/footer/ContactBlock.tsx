import { Clock, Mail, MapPin, Phone } from '@site/shared/ui';
import { useT } from '@site/shared/react';
import type { ContactView } from '@site/shared/request';
import type { ReactNode } from 'react';

/**
 * The company's contact data from the contact page, in the footer (docs/product.md#every-page). Plain text,
 * copyable; values of unknown direction (phone, email) in `<bdi>` so they read correctly in
 * Arabic. Lines the API left empty are not shown.
 */
export function ContactBlock({ info }: { info: ContactView['contactInfo'] }) {
  const t = useT();
  const rows: { key: string; icon: ReactNode; label: string; value: string; isolate: boolean }[] = [];
  if (info.phone) rows.push({ key: 'phone', icon: <Phone />, label: t.footer.phone, value: info.phone, isolate: true });
  if (info.email) rows.push({ key: 'email', icon: <Mail />, label: t.footer.email, value: info.email, isolate: true });
  if (info.address) rows.push({ key: 'address', icon: <MapPin />, label: t.footer.address, value: info.address, isolate: false });
  if (info.workingHours) rows.push({ key: 'hours', icon: <Clock />, label: t.footer.hours, value: info.workingHours, isolate: false });
  if (rows.length === 0) return null;

  return (
    <section aria-labelledby="footer-contact-title" data-testid="footer-contact">
      <h2 id="footer-contact-title" className="text-sm font-bold text-fg">
        {t.footer.contactTitle}
      </h2>
      <address className="mt-4 not-italic">
        <ul className="grid gap-3">
          {rows.map((row) => (
            <li key={row.key} className="flex gap-3">
              <span aria-hidden="true" className="mt-0.5 grid size-8 shrink-0 place-items-center rounded-lg bg-surface-2 text-primary [&>svg]:size-4">
                {row.icon}
              </span>
              <span className="min-w-0">
                <span className="block text-xs font-medium text-muted">{row.label}</span>
                <span className="block break-words text-sm text-fg" data-testid={`footer-${row.key}`}>
                  {row.isolate ? <bdi dir="ltr">{row.value}</bdi> : row.value}
                </span>
              </span>
            </li>
          ))}
        </ul>
      </address>
    </section>
  );
}
