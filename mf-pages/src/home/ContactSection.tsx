import { chatLink } from '@site/shared/site';
import { Clock, Mail, MapPin, MessageCircle, Phone } from '@site/shared/ui';
import { contactPageQuery, type ContactView } from '@site/shared/request';
import { useQuery, useScreenTexts } from '@site/shared/react';
import type { ReactNode } from 'react';
import { ContactFormOrFallback } from '../contact/ContactFormOrFallback';
import { WorkingHours } from '../contact/WorkingHours';

/**
 * Home, section 10 (docs/product.md#home): the contact section (the page's `#contact`, on the block's
 * holder): how to reach us, from the contact data, and mf-forms' contact form.
 */
export default function ContactSection() {
  const t = useScreenTexts().contact;
  const contact = useQuery(contactPageQuery);
  const info = contact.status === 'ready' ? contact.data.contactInfo : null;
  return (
    <section aria-labelledby="contact-title" className="below-fold py-16 sm:py-24" data-testid="home-contact">
      <div className="container-page grid gap-12 lg:grid-cols-[1fr_1.4fr] lg:gap-16">
        <div>
          <h2 id="contact-title" className="text-3xl font-bold tracking-tight text-fg sm:text-4xl">
            {t.sectionTitle}
          </h2>
          <p className="mt-4 text-lg leading-relaxed text-muted">{t.sectionText}</p>
          {info ? <ContactList info={info} /> : null}
          <a
            href={chatLink(info?.phone)}
            target="_blank"
            rel="noopener noreferrer"
            className="btn mt-8 bg-whatsapp text-white hover:bg-whatsapp-strong"
            data-testid="home-contact-chat"
          >
            <MessageCircle aria-hidden="true" className="size-5" />
            {t.quickChat}
          </a>
        </div>
        <ContactFormOrFallback headingLevel={3} />
      </div>
    </section>
  );
}

function ContactList({ info }: { info: ContactView['contactInfo'] }) {
  const t = useScreenTexts().contact;
  const rows: { key: string; icon: ReactNode; label: string; value: ReactNode }[] = [];
  if (info.phone) rows.push({ key: 'phone', icon: <Phone />, label: t.phone, value: <bdi dir="ltr">{info.phone}</bdi> });
  if (info.email) rows.push({ key: 'email', icon: <Mail />, label: t.email, value: <bdi dir="ltr">{info.email}</bdi> });
  if (info.address) rows.push({ key: 'address', icon: <MapPin />, label: t.address, value: info.address });
  rows.push({ key: 'hours', icon: <Clock />, label: t.workingHours, value: <WorkingHours /> });
  return (
    <address className="mt-8 not-italic">
      <ul className="grid gap-4">
        {rows.map((row) => (
          <li key={row.key} className="flex gap-4">
            <span aria-hidden="true" className="grid size-11 shrink-0 place-items-center rounded-xl bg-primary-soft text-primary [&>svg]:size-5">
              {row.icon}
            </span>
            <span className="min-w-0">
              <span className="block text-sm text-muted">{row.label}</span>
              <span className="block break-words font-medium text-fg" data-testid={`home-contact-${row.key}`}>
                {row.value}
              </span>
            </span>
          </li>
        ))}
      </ul>
    </address>
  );
}
