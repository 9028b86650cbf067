import { SiteLink } from '@site/shared/ui';
import { useLanguage, useT } from '@site/shared/react';
import type { ContactView } from '@site/shared/request';
import { footerLinks, type NavItem } from '../navigation/links';
import { BrandMark } from '../navigation/BrandMark';
import { ContactBlock } from './ContactBlock';
import { Newsletter } from './Newsletter';

/**
 * The site footer (docs/product.md#every-page): the 11 links, the newsletter box of mf-forms, the
 * contact data of the contact page when it was loaded, and the current year.
 */
export function Footer({ contact = null }: { contact?: ContactView['contactInfo'] | null }) {
  const t = useT();
  const lang = useLanguage();
  const links = footerLinks(t, lang);
  const year = new Date().getFullYear();

  return (
    <footer data-testid="site-footer" aria-label={t.footer.label} className="below-fold mt-12 border-t border-line bg-surface">
      <div
        className={`container-page grid gap-x-10 gap-y-12 max-lg:py-16 sm:max-lg:grid-cols-2 lg:py-20 ${
          contact ? 'lg:grid-cols-[1.4fr_1.1fr_0.8fr_1.2fr]' : 'lg:grid-cols-[1.6fr_1.2fr_1fr]'
        }`}
      >
        <div className="sm:max-lg:col-span-2">
          <BrandMark name={t.brand.name} tagline={t.brand.tagline} />
          <p className="mt-5 max-w-sm leading-relaxed text-muted">{t.footer.about}</p>
          <Newsletter />
        </div>
        <LinkColumn title={t.footer.quickLinks} links={links.slice(0, 8)} twoColumns />
        <LinkColumn title={t.footer.legal} links={links.slice(8)} />
        {contact ? <ContactBlock info={contact} /> : null}
      </div>
      <div className="border-t border-line">
        <p className="container-page flex flex-wrap gap-x-2 py-6 text-sm text-muted max-sm:pe-24 sm:pe-28" data-testid="footer-year">
          <span>
            {/* Server and browser may disagree on the year at New Year (time zones): the browser wins. */}© <span suppressHydrationWarning>{year}</span>{' '}
            {t.brand.name}.
          </span>
          <span>{t.footer.rights}</span>
        </p>
      </div>
    </footer>
  );
}

function LinkColumn({ title, links, twoColumns = false }: { title: string; links: NavItem[]; twoColumns?: boolean }) {
  return (
    <nav aria-label={title}>
      <h2 className="text-sm font-bold text-fg">{title}</h2>
      <ul className={`mt-4 grid gap-x-6 gap-y-1 ${twoColumns ? 'grid-cols-2' : ''}`}>
        {links.map((link) => (
          <li key={link.path}>
            <SiteLink
              href={link.href}
              className="focus-ring -mx-1 inline-flex min-h-9 items-center rounded-md px-1 text-[0.95rem] text-muted transition-colors hover:text-primary"
            >
              {link.label}
            </SiteLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
