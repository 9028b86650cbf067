import { chatLink } from '@site/shared/site';
import { Clock, contentIcons, ErrorBox, Mail, MapPin, MessageCircle, Phone, Skeleton, type LucideIcon } from '@site/shared/ui';
import { contactPageQuery, type ContactView } from '@site/shared/request';
import { useQuery, useScreenTexts, useT } from '@site/shared/react';
import { use, type ReactNode } from 'react';
import { PageHero } from '../common/PageHero';
import { ContactFormOrFallback } from './ContactFormOrFallback';
import { WorkingHours } from './WorkingHours';

/**
 * /contact (docs/product.md#contact): the hero; the marketing tools strip (analytics, ads, SEO tools,
 * social media); mf-forms' contact form; the phone, email, address and working hours cards from
 * the contact data (the hours: Sunday–Thursday 8:00–18:00, Friday–Saturday 10:00–16:00); the
 * quick chat (the loaded phone, else the default number); the three branches; and 'Failed to load
 * contact data' with a retry when the contact data cannot be loaded.
 */
export default function ContactPage() {
  const t = useScreenTexts().contact;
  const core = useT();
  const contact = useQuery(contactPageQuery);
  const info = contact.status === 'ready' ? contact.data.contactInfo : null;
  return (
    <>
      <PageHero eyebrow={core.nav.contact} title={t.title} text={t.subtitle} />
      <MarketingTools />
      <section aria-label={t.sectionTitle} className="container-page py-16 sm:py-20">
        <div className="grid gap-10 lg:grid-cols-[1.5fr_1fr] lg:gap-12">
          <ContactFormOrFallback headingLevel={2} />
          <div className="grid h-fit gap-6">
            <section aria-labelledby="contact-info-title" aria-busy={contact.status === 'loading'}>
              <h2 id="contact-info-title" className="text-2xl font-bold text-fg">
                {t.infoTitle}
              </h2>
              <div className="mt-6">
                {contact.status === 'error' ? <ErrorBox text={t.failed} retryLabel={core.blocks.retry} onRetry={contact.reload} /> : <InfoCards info={info} />}
              </div>
            </section>
            <QuickChat phone={info?.phone ?? null} />
          </div>
        </div>
      </section>
      <Locations />
    </>
  );
}

function MarketingTools() {
  const t = useScreenTexts().contact;
  const { ChartColumn, Megaphone, Search, Share2 } = use(contentIcons());
  const tools: { key: string; label: string; Icon: LucideIcon }[] = [
    { key: 'analytics', label: t.analytics, Icon: ChartColumn },
    { key: 'ads', label: t.ads, Icon: Megaphone },
    { key: 'seo', label: t.seoTools, Icon: Search },
    { key: 'social', label: t.socialMedia, Icon: Share2 },
  ];
  return (
    <section aria-labelledby="tools-title" className="border-y border-line bg-surface py-10">
      <div className="container-page flex flex-col gap-6 lg:flex-row lg:items-center lg:justify-between">
        <h2 id="tools-title" className="text-lg font-bold text-fg">
          {t.toolsTitle}
        </h2>
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-4" data-testid="marketing-tools">
          {tools.map(({ key, label, Icon }) => (
            <li key={key} className="flex items-center gap-3 rounded-2xl border border-line bg-bg px-4 py-3 font-medium text-fg">
              <Icon aria-hidden="true" className="size-5 shrink-0 text-primary" />
              {label}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

function InfoCards({ info }: { info: ContactView['contactInfo'] | null }) {
  const t = useScreenTexts().contact;
  const cards: { key: string; Icon: LucideIcon; label: string; value: ReactNode }[] = [];
  if (info?.phone) {
    const phone = info.phone;
    cards.push({
      key: 'phone',
      Icon: Phone,
      label: t.phone,
      value: (
        <a href={`tel:${phone.replace(/[^\d+]/g, '')}`} className="hover:underline">
          <bdi dir="ltr">{phone}</bdi>
        </a>
      ),
    });
  }
  if (info?.email) {
    cards.push({
      key: 'email',
      Icon: Mail,
      label: t.email,
      value: (
        <a href={`mailto:${info.email}`} className="break-all hover:underline">
          <bdi dir="ltr">{info.email}</bdi>
        </a>
      ),
    });
  }
  if (info?.address) cards.push({ key: 'address', Icon: MapPin, label: t.address, value: info.address });
  cards.push({
    key: 'hours',
    Icon: Clock,
    label: t.workingHours,
    value: <WorkingHours />,
  });
  return (
    <ul className="grid gap-4" data-testid="contact-info">
      {!info
        ? [0, 1, 2].map((index) => (
            <li key={index} className="card flex gap-4 p-5">
              <Skeleton className="size-11 shrink-0" />
              <div className="grid flex-1 gap-2">
                <Skeleton className="h-3.5 w-20" />
                <Skeleton className="h-4 w-40" />
              </div>
            </li>
          ))
        : null}
      {cards.map(({ key, Icon, label, value }) => (
        <li key={key} className="card flex gap-4 p-5" data-testid={`contact-${key}`}>
          <span aria-hidden="true" className="grid size-11 shrink-0 place-items-center rounded-xl bg-primary-soft text-primary">
            <Icon className="size-5" />
          </span>
          <div className="min-w-0">
            <h3 className="text-sm font-medium text-muted">{label}</h3>
            <div className="mt-1 font-semibold text-fg">{value}</div>
          </div>
        </li>
      ))}
    </ul>
  );
}

function QuickChat({ phone }: { phone: string | null }) {
  const t = useScreenTexts().contact;
  return (
    <section aria-labelledby="quick-chat-title" className="card border-whatsapp/40 p-6">
      <h2 id="quick-chat-title" className="text-lg font-bold text-fg">
        {t.quickChatTitle}
      </h2>
      <p className="mt-2 text-muted">{t.quickChatText}</p>
      <a
        href={chatLink(phone)}
        target="_blank"
        rel="noopener noreferrer"
        className="btn mt-5 w-full bg-whatsapp text-white hover:bg-whatsapp-strong"
        data-testid="contact-quick-chat"
      >
        <MessageCircle aria-hidden="true" className="size-5" />
        {t.quickChat}
      </a>
    </section>
  );
}

function Locations() {
  const t = useScreenTexts().contact;
  const core = useT().chooser;
  const branches = [
    { key: 'egypt', country: core.egypt, city: core.beniSuef, main: true },
    { key: 'saudi-arabia', country: core.saudiArabia, city: core.riyadh, main: false },
    { key: 'jordan', country: core.jordan, city: core.amman, main: false },
  ];
  return (
    <section aria-labelledby="locations-title" className="bg-surface py-16 sm:py-20">
      <div className="container-page">
        <h2 id="locations-title" className="text-3xl font-bold tracking-tight text-fg">
          {t.locationsTitle}
        </h2>
        <p className="mt-3 text-lg text-muted">{t.locationsText}</p>
        <ul className="mt-10 grid gap-6 md:grid-cols-3" data-testid="contact-locations">
          {branches.map((branch) => (
            <li key={branch.key} className="card flex items-start gap-4 p-6">
              <span aria-hidden="true" className="grid size-11 shrink-0 place-items-center rounded-xl bg-accent-soft text-accent">
                <MapPin className="size-5" />
              </span>
              <div>
                <h3 className="text-lg font-bold text-fg">{branch.city}</h3>
                <p className="text-muted">{branch.country}</p>
                {branch.main ? <p className="mt-3 inline-flex rounded-full bg-primary-soft px-3 py-1 text-xs font-semibold text-primary">{core.main}</p> : null}
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
