import { chatLink } from '@site/shared/site';
import { contactPageQuery } from '@site/shared/request';
import { Mail, MessageCircle, Phone } from '@site/shared/ui';
import { RemoteBlock } from '@site/shared/blocks';
import { useQuery, useScreenTexts } from '@site/shared/react';

/**
 * The contact form: mf-forms' component (`mf_forms/contact-form`), rendered with the page and
 * made live when the visitor first reaches for it (on /contact it is on the first screen, yet
 * most visitors only read the contact data); its heading at `headingLevel` (3 under a section's
 * `h2`). If that section is down, its place offers the other ways to reach us: the chat link
 * and the contact data.
 */
export function ContactFormOrFallback({ headingLevel }: { headingLevel: 2 | 3 }) {
  return (
    <RemoteBlock id="mf_forms/contact-form" hydrateOn="interaction" props={{ headingLevel }} fallback={<ContactFormFallback headingLevel={headingLevel} />} />
  );
}

function ContactFormFallback({ headingLevel }: { headingLevel: 2 | 3 }) {
  const t = useScreenTexts().contact;
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const contact = useQuery(contactPageQuery);
  const info = contact.status === 'ready' ? contact.data.contactInfo : null;
  return (
    <div className="card p-6 sm:p-8" data-testid="contact-form-fallback">
      <Heading className="text-xl font-bold text-fg">{t.formFallbackTitle}</Heading>
      <p className="mt-3 leading-relaxed text-muted">{t.formFallbackText}</p>
      <div className="mt-6 flex flex-wrap gap-3">
        <a
          href={chatLink(info?.phone)}
          target="_blank"
          rel="noopener noreferrer"
          className="btn bg-whatsapp text-white hover:bg-whatsapp-strong"
          data-testid="contact-fallback-chat"
        >
          <MessageCircle aria-hidden="true" className="size-5" />
          {t.quickChat}
        </a>
        {info?.phone ? (
          <a href={`tel:${info.phone.replace(/[^\d+]/g, '')}`} className="btn btn-ghost">
            <Phone aria-hidden="true" className="size-4" />
            <bdi dir="ltr">{info.phone}</bdi>
          </a>
        ) : null}
        {info?.email ? (
          <a href={`mailto:${info.email}`} className="btn btn-ghost">
            <Mail aria-hidden="true" className="size-4" />
            <bdi dir="ltr">{info.email}</bdi>
          </a>
        ) : null}
      </div>
    </div>
  );
}
