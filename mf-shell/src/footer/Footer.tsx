import { SiteLink, useLanguage, useT } from '@site/shared';
import { footerLinks } from '../navigation/links';

export function Footer() {
  const t = useT();
  const lang = useLanguage();
  const links = footerLinks(t, lang);
  const main = links.slice(0, 8);
  const legal = links.slice(8);
  const year = new Date().getFullYear();

  return (
    <footer data-testid="site-footer" aria-label={t.footer.label} className="mt-24 border-t border-line bg-surface">
      <div className="container-page grid gap-12 py-16 md:grid-cols-[1.4fr_1fr_1fr]">
        <div>
          <p className="flex items-center gap-2 text-xl font-bold">
            <span aria-hidden="true" className="grid size-9 place-items-center rounded-xl bg-primary text-on-primary">
              {t.brand.name.charAt(0)}
            </span>
            {t.brand.name}
          </p>
          <p className="mt-4 max-w-sm leading-relaxed text-muted">{t.footer.about}</p>
        </div>
        <nav aria-label={t.footer.quickLinks}>
          <h2 className="text-sm font-semibold tracking-wide text-fg">{t.footer.quickLinks}</h2>
          <ul className="mt-4 grid grid-cols-2 gap-x-6 gap-y-2">
            {main.map((link) => (
              <li key={link.path}>
                <SiteLink href={link.href} className="focus-ring rounded text-muted hover:text-primary">
                  {link.label}
                </SiteLink>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-label={t.footer.legal}>
          <h2 className="text-sm font-semibold tracking-wide text-fg">{t.footer.legal}</h2>
          <ul className="mt-4 grid gap-2">
            {legal.map((link) => (
              <li key={link.path}>
                <SiteLink href={link.href} className="focus-ring rounded text-muted hover:text-primary">
                  {link.label}
                </SiteLink>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <div className="border-t border-line">
        <p className="container-page py-6 text-sm text-muted" data-testid="footer-year">
          © <span>{year}</span> {t.brand.name}. {t.footer.rights}
        </p>
      </div>
    </footer>
  );
}
