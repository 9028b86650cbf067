import { contactPageQuery } from '@site/shared/request';
import { contentIcons, Mail, MapPin, Phone, SiteLink, type LucideIcon } from '@site/shared/ui';
import { FALLBACK_PHONE, paths, withLang } from '@site/shared/site';
import { useLanguage, useQuery, useScreenTexts, useT } from '@site/shared/react';
import type { Language } from '@site/shared/contract';
import { use, type ReactNode } from 'react';
import { PageHero } from '../common/PageHero';

type NavKey = 'home' | 'services' | 'about' | 'projects' | 'portfolio' | 'clients' | 'blog' | 'contact' | 'consultation' | 'privacy' | 'terms' | 'sitemap';

/** The nine main pages (those whose links carry `?lang=` carry it here too) and the three legal pages (docs/product.md#legal-pages-and-sitemap). */
export function sitemapLinks(lang: Language): { main: { key: NavKey; href: string }[]; legal: { key: NavKey; href: string }[] } {
  return {
    main: [
      { key: 'home', href: withLang(paths.home, lang) },
      { key: 'services', href: withLang(paths.services, lang) },
      { key: 'about', href: withLang(paths.about, lang) },
      { key: 'projects', href: paths.projects },
      { key: 'portfolio', href: withLang(paths.portfolio, lang) },
      { key: 'clients', href: paths.clients },
      { key: 'blog', href: paths.blog },
      { key: 'contact', href: paths.contact },
      { key: 'consultation', href: withLang(paths.consultation, lang) },
    ],
    legal: [
      { key: 'privacy', href: paths.privacy },
      { key: 'terms', href: paths.terms },
      { key: 'sitemap', href: paths.sitemap },
    ],
  };
}

/** /sitemap (docs/product.md#legal-pages-and-sitemap): the nine main pages, the three legal pages, and the contact info (email, phone, Bani Suef, Egypt). */
export default function SitemapPage() {
  const t = useScreenTexts().sitemap;
  const core = useT();
  const lang = useLanguage();
  const { FileText, Scale } = use(contentIcons());
  const links = sitemapLinks(lang);
  return (
    <>
      <PageHero eyebrow={core.nav.sitemap} title={t.title} text={t.intro} />
      <div className="container-page grid items-start gap-6 pb-20 sm:pb-28 lg:grid-cols-3">
        <LinkGroup id="sitemap-main" title={t.mainPages} Icon={FileText} links={links.main} />
        <LinkGroup id="sitemap-legal" title={t.legalPages} Icon={Scale} links={links.legal} />
        <ContactInfo />
      </div>
    </>
  );
}

function LinkGroup({ id, title, Icon, links }: { id: string; title: string; Icon: LucideIcon; links: { key: NavKey; href: string }[] }) {
  const nav = useT().nav;
  return (
    <section aria-labelledby={id} className="card p-6 sm:p-8">
      <GroupTitle id={id} Icon={Icon}>
        {title}
      </GroupTitle>
      <ul className="mt-6 grid gap-1" data-testid={id}>
        {links.map((link) => (
          <li key={link.key}>
            <SiteLink href={link.href} className="focus-ring flex items-center justify-between rounded-lg px-3 py-2.5 font-medium text-fg hover:bg-surface-2">
              {nav[link.key]}
              <bdi dir="ltr" className="text-sm text-muted">
                {link.href.split('?')[0]}
              </bdi>
            </SiteLink>
          </li>
        ))}
      </ul>
    </section>
  );
}

function ContactInfo() {
  const t = useScreenTexts().sitemap;
  const contact = useQuery(contactPageQuery);
  const info = contact.status === 'ready' ? contact.data.contactInfo : null;
  const phone = info?.phone ?? FALLBACK_PHONE;
  return (
    <section aria-labelledby="sitemap-contact" className="card p-6 sm:p-8">
      <GroupTitle id="sitemap-contact" Icon={Mail}>
        {t.contactInfo}
      </GroupTitle>
      <dl className="mt-6 grid gap-5" data-testid="sitemap-contact-info">
        {info?.email ? (
          <Row Icon={Mail} label={t.emailLabel}>
            <a href={`mailto:${info.email}`} className="hover:underline">
              <bdi dir="ltr">{info.email}</bdi>
            </a>
          </Row>
        ) : null}
        <Row Icon={Phone} label={t.phoneLabel}>
          <a href={`tel:${phone.replace(/[^\d+]/g, '')}`} className="hover:underline">
            <bdi dir="ltr">{phone}</bdi>
          </a>
        </Row>
        <Row Icon={MapPin} label={t.locationLabel}>
          {t.location}
        </Row>
      </dl>
    </section>
  );
}

function GroupTitle({ id, Icon, children }: { id: string; Icon: LucideIcon; children: ReactNode }) {
  return (
    <h2 id={id} className="flex items-center gap-3 text-xl font-bold text-fg">
      <span aria-hidden="true" className="grid size-10 place-items-center rounded-xl bg-primary-soft text-primary">
        <Icon className="size-5" />
      </span>
      {children}
    </h2>
  );
}

/**
 * A `dl`'s group holds only `dt` and `dd`: the icon is in the `dt` (its negative bottom margin
 * keeps the line as tall as the label's), and the `dd` starts past it (size-5 + gap-3 = 2rem).
 */
function Row({ Icon, label, children }: { Icon: LucideIcon; label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="flex gap-x-3 text-sm text-muted">
        <Icon aria-hidden="true" className="mt-0.5 -mb-0.5 size-5 shrink-0" />
        {label}
      </dt>
      <dd className="mt-0.5 min-w-0 break-words ps-8 font-medium text-fg">{children}</dd>
    </div>
  );
}
