import { chatLink, paths, withLang } from '@site/shared/site';
import { MessageCircle, SiteLink } from '@site/shared/ui';
import { useLanguage, useT } from '@site/shared/react';
import { useState } from 'react';
import { useLocation } from 'wouter';
import { BrandMark } from '../navigation/BrandMark';
import { headerLinks, isCurrent, isPortfolioDetail } from '../navigation/links';
import { OfflineDialogHost, OfflineToggle } from '../offline/OfflineToggle';
import { LanguageSwitcher } from './LanguageSwitcher';
import { MobileMenu } from './MobileMenu';
import { ThemeToggle } from './ThemeToggle';
import { useScrolledPast } from './use-scrolled-past';

/** The header turns opaque once the page is scrolled beyond 50 px (docs/product.md#every-page). */
const OPAQUE_AFTER_PX = 50;

/**
 * The fixed site header (docs/product.md#every-page): transparent at the top, opaque past 50 px; on a
 * portfolio detail page its navigation stays hidden until then.
 */
export function Header() {
  const t = useT();
  const lang = useLanguage();
  const [location] = useLocation();
  const scrolled = useScrolledPast(OPAQUE_AFTER_PX);
  const links = headerLinks(t, lang);
  const navHidden = isPortfolioDetail(location) && !scrolled;
  const [menuOpen, setMenuOpen] = useState(false);
  // The offline dialog's host is mounted from the first press of either offline toggle on.
  const [offlineUsed, setOfflineUsed] = useState(false);
  const offlinePressed = () => setOfflineUsed(true);
  const opaque = scrolled || menuOpen;

  return (
    <header
      data-testid="site-header"
      data-scrolled={scrolled}
      data-nav-hidden={navHidden}
      className={`fixed inset-x-0 top-0 z-40 border-b transition-[background-color,border-color,box-shadow] duration-200 ${
        opaque ? 'border-line bg-[var(--header-glass)] shadow-sm backdrop-blur-md' : 'border-transparent bg-transparent'
      }`}
    >
      <a href="#main" className="btn btn-primary absolute start-4 top-3 z-50 -translate-y-24 focus:translate-y-0">
        {t.header.skipToContent}
      </a>
      <div className="container-page flex h-18 items-center gap-3">
        <SiteLink href={withLang(paths.home, lang)} className="focus-ring shrink-0 rounded-xl" data-testid="brand-link">
          <BrandMark name={t.brand.name} />
        </SiteLink>

        <nav
          aria-label={t.nav.label}
          className={`transition-opacity duration-200 max-lg:hidden lg:max-xl:ms-4 xl:ms-8 ${navHidden ? 'invisible opacity-0' : ''}`}
          data-testid="desktop-nav"
        >
          <ul className="flex items-center max-xl:gap-0.5 xl:gap-1">
            {links.map((link) => {
              const current = isCurrent(link.path, location);
              return (
                <li key={link.path}>
                  <SiteLink
                    href={link.href}
                    aria-current={current ? 'page' : undefined}
                    className={`nav-link focus-ring relative inline-flex min-h-11 items-center rounded-lg text-[0.95rem] font-medium transition-colors max-xl:px-2.5 xl:px-3 ${
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

        <div className="ms-auto flex items-center max-sm:gap-1.5 sm:gap-2">
          <LanguageSwitcher />
          <ThemeToggle />
          <div className="max-lg:hidden">
            <OfflineToggle onPress={offlinePressed} />
          </div>
          <a href={chatLink()} target="_blank" rel="noopener noreferrer" className="btn btn-primary ms-1 max-sm:hidden" data-testid="start-project">
            <MessageCircle aria-hidden="true" className="size-4" />
            {t.header.startProject}
            <span className="sr-only">{t.header.opensInNewTab}</span>
          </a>
          <MobileMenu links={links} location={location} open={menuOpen} onOpenChange={setMenuOpen} hidden={navHidden} onOfflinePress={offlinePressed} />
        </div>
      </div>
      {offlineUsed && <OfflineDialogHost />}
    </header>
  );
}
