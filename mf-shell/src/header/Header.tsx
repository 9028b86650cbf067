import { chatLink, paths, SiteLink, useLanguage, useT, withLang } from '@site/shared';
import { MessageCircle } from 'lucide-react';
import { useLocation } from 'wouter';
import { headerLinks, isCurrent } from '../navigation/links';
import { LanguageSwitcher } from './LanguageSwitcher';
import { MobileMenu } from './MobileMenu';
import { ThemeToggle } from './ThemeToggle';
import { useScrolledPast } from './use-scrolled-past';

const OPAQUE_AFTER_PX = 50;

export function Header() {
  const t = useT();
  const lang = useLanguage();
  const [location] = useLocation();
  const scrolled = useScrolledPast(OPAQUE_AFTER_PX);
  const links = headerLinks(t, lang);

  return (
    <header
      data-testid="site-header"
      data-scrolled={scrolled}
      className={`fixed inset-x-0 top-0 z-40 transition-colors duration-200 ${
        scrolled ? 'border-b border-line bg-[var(--header-glass)] shadow-sm backdrop-blur-md' : 'bg-transparent'
      }`}
    >
      <a
        href="#main"
        className="btn btn-primary absolute start-4 top-2 z-50 -translate-y-24 focus:translate-y-0"
      >
        {t.header.skipToContent}
      </a>
      <div className="container-page flex h-18 items-center gap-4">
        <SiteLink href={withLang(paths.home, lang)} className="focus-ring flex items-center gap-2 rounded-lg" aria-label={t.brand.name}>
          <span aria-hidden="true" className="grid size-9 place-items-center rounded-xl bg-primary text-lg font-bold text-on-primary">
            {t.brand.name.charAt(0)}
          </span>
          <span className="text-xl font-bold tracking-tight">{t.brand.name}</span>
        </SiteLink>

        <nav aria-label={t.nav.label} className="ms-6 hidden lg:block">
          <ul className="flex items-center gap-1">
            {links.map((link) => {
              const current = isCurrent(link.path, location);
              return (
                <li key={link.path}>
                  <SiteLink
                    href={link.href}
                    aria-current={current ? 'page' : undefined}
                    className={`focus-ring rounded-lg px-3 py-2 text-[0.95rem] font-medium transition-colors ${
                      current ? 'text-primary' : 'text-muted hover:text-fg'
                    }`}
                  >
                    {link.label}
                  </SiteLink>
                </li>
              );
            })}
          </ul>
        </nav>

        <div className="ms-auto flex items-center gap-2">
          <LanguageSwitcher />
          <ThemeToggle />
          <a
            href={chatLink()}
            target="_blank"
            rel="noopener noreferrer"
            className="btn btn-primary hidden sm:inline-flex"
            data-testid="start-project"
          >
            <MessageCircle aria-hidden="true" className="size-4" />
            {t.header.startProject}
          </a>
          <MobileMenu links={links} location={location} />
        </div>
      </div>
    </header>
  );
}
