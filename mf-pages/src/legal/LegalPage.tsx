import { ArrowRight, CheckCircle2, contentIcons, SiteLink, type ContentIcons, type LucideIcon } from '@site/shared/ui';
import { formatLongDate } from '@site/shared/format';
import { interpolate, type LegalTexts } from '@site/shared/i18n';
import { paths } from '@site/shared/site';
import { useLanguage, useTextPack, useT } from '@site/shared/react';
import { use } from 'react';
import { PageHero } from '../common/PageHero';

/** The terms' minimum age (docs/product.md#legal-pages-and-sitemap). */
export const MINIMUM_AGE = 18;
/** When the texts of both pages were last revised (shown as 'Last updated'). */
export const LEGAL_UPDATED = '2026-11-23';

type Legal = LegalTexts['legal'];

interface Section {
  key: string;
  title: string;
  text: string;
  items?: string[] | undefined;
}

/** What one legal page shows, in the page's language. */
interface LegalContent {
  title: string;
  intro: string;
  /** the four principle cards */
  principles: { key: string; title: string; text: string; Icon: LucideIcon }[];
  /** the list of points */
  points: string[];
  /** the full text */
  sections: Section[];
}

function sectionsOf(sections: Readonly<Record<string, { title: string; text: string; items?: Readonly<Record<string, string>> }>>): Section[] {
  return Object.entries(sections).map(([key, section]) => ({
    key,
    title: section.title,
    text: section.text,
    items: section.items && Object.values(section.items),
  }));
}

function privacyContent(t: Legal['privacy'], icons: ContentIcons): LegalContent {
  return {
    title: t.title,
    intro: t.intro,
    principles: [
      { key: 'necessary-data', title: t.necessaryData, text: t.necessaryDataText, Icon: icons.FileText },
      { key: 'no-sharing', title: t.noSharing, text: t.noSharingText, Icon: icons.Ban },
      { key: 'deletion', title: t.deletion, text: t.deletionText, Icon: icons.Trash2 },
      { key: 'security', title: t.security, text: t.securityText, Icon: icons.Lock },
    ],
    points: [t.pointNecessary, t.pointSharing, t.pointDeletion, t.pointCookies, t.pointSsl],
    sections: sectionsOf(t.sections),
  };
}

function termsContent(t: Legal['terms'], icons: ContentIcons): LegalContent {
  const age = (text: string) => interpolate(text, { age: MINIMUM_AGE });
  return {
    title: t.title,
    intro: t.intro,
    principles: [
      { key: 'accurate', title: t.accurate, text: t.accurateText, Icon: icons.UserCheck },
      { key: 'changes', title: t.changes, text: t.changesText, Icon: icons.FileText },
      { key: 'commercial-use', title: t.commercialUse, text: t.commercialUseText, Icon: icons.Ban },
      { key: 'suspension', title: t.suspension, text: t.suspensionText, Icon: icons.Scale },
    ],
    points: [t.pointAccurate, t.pointChanges, t.pointCommercial, t.pointSuspension, age(t.pointAge)],
    sections: sectionsOf(t.sections).map((section) => ({ ...section, text: age(section.text) })),
  };
}

/**
 * /privacy-policy and /terms-of-service (docs/product.md#legal-pages-and-sitemap): a static page each: the four
 * principle cards, the list of points, the full text section by section, and a link to /contact.
 */
export function LegalPage({ page }: { page: 'privacy' | 'terms' }) {
  const legal = useTextPack('legal').legal;
  const core = useT();
  const lang = useLanguage();
  const icons = use(contentIcons());
  const content = page === 'privacy' ? privacyContent(legal.privacy, icons) : termsContent(legal.terms, icons);
  return (
    <>
      <PageHero eyebrow={core.nav[page]} title={content.title} text={content.intro}>
        <p className="mt-6 text-sm text-muted" data-testid="legal-updated">
          {interpolate(legal.updated, { date: formatLongDate(LEGAL_UPDATED, lang) })}
        </p>
      </PageHero>
      <div className="container-page grid gap-16 pb-20 sm:pb-28">
        <section aria-labelledby="principles-title">
          <h2 id="principles-title" className="text-2xl font-bold tracking-tight text-fg sm:text-3xl">
            {legal.principlesTitle}
          </h2>
          <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-4" data-testid="legal-principles">
            {content.principles.map(({ key, title, text, Icon }) => (
              <li key={key} className="card p-6">
                <span aria-hidden="true" className="grid size-12 place-items-center rounded-2xl bg-primary-soft text-primary">
                  <Icon className="size-6" />
                </span>
                <h3 className="mt-5 text-lg font-bold text-fg">{title}</h3>
                <p className="mt-2 leading-relaxed text-muted">{text}</p>
              </li>
            ))}
          </ul>
        </section>

        <section aria-labelledby="points-title" className="rounded-3xl border border-line bg-surface p-6 sm:p-10">
          <h2 id="points-title" className="text-2xl font-bold tracking-tight text-fg">
            {legal.pointsTitle}
          </h2>
          <ul className="mt-6 grid gap-4" data-testid="legal-points">
            {content.points.map((point) => (
              <li key={point} className="flex items-start gap-3 text-lg text-fg">
                <CheckCircle2 aria-hidden="true" className="mt-1 size-5 shrink-0 text-accent" />
                {point}
              </li>
            ))}
          </ul>
        </section>

        <div className="grid max-w-3xl gap-10" data-testid="legal-sections">
          {content.sections.map((section) => (
            <section key={section.key} aria-labelledby={`legal-${section.key}`}>
              <h2 id={`legal-${section.key}`} className="text-2xl font-bold tracking-tight text-fg">
                {section.title}
              </h2>
              <p className="mt-4 text-lg leading-loose text-fg/85">{section.text}</p>
              {section.items ? (
                <ul className="mt-4 grid list-disc gap-2 ps-6 text-lg leading-relaxed text-fg/85 marker:text-primary">
                  {section.items.map((item) => (
                    <li key={item}>{item}</li>
                  ))}
                </ul>
              ) : null}
            </section>
          ))}
        </div>

        <aside aria-labelledby="legal-contact-title" className="card flex flex-col items-start gap-5 p-8 sm:flex-row sm:items-center sm:justify-between">
          <p id="legal-contact-title" className="text-lg font-semibold text-fg">
            {legal.contactText}
          </p>
          <SiteLink href={paths.contact} className="btn btn-primary" data-testid="legal-contact">
            {legal.contactLink}
            <ArrowRight aria-hidden="true" className="size-4 rtl:-scale-x-100" />
          </SiteLink>
        </aside>
      </div>
    </>
  );
}

/** /privacy-policy. */
export function PrivacyPage() {
  return <LegalPage page="privacy" />;
}

/** /terms-of-service. */
export function TermsPage() {
  return <LegalPage page="terms" />;
}
