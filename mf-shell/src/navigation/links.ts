import { paths, withLang } from '@site/shared/site';
import type { CoreTexts } from '@site/shared/i18n';
import type { Language } from '@site/shared/contract';

export interface NavItem {
  href: string;
  /** the path part, for marking the current page */
  path: string;
  label: string;
}

type NavKey = keyof Omit<CoreTexts['nav'], 'label'>;

/** Paths whose links carry `?lang=` (docs/product.md#screens-and-routes: portfolio, consultation, services, about, home). */
const carriesLang = new Set<string>([paths.home, paths.services, paths.about, paths.portfolio, paths.consultation]);

function item(key: NavKey, path: string, t: CoreTexts, lang: Language): NavItem {
  return { path, href: carriesLang.has(path) ? withLang(path, lang) : path, label: t.nav[key] };
}

/** The header's 8 links, in order (docs/product.md#every-page). */
export function headerLinks(t: CoreTexts, lang: Language): NavItem[] {
  return [
    item('home', paths.home, t, lang),
    item('services', paths.services, t, lang),
    item('about', paths.about, t, lang),
    item('projects', paths.projects, t, lang),
    item('portfolio', paths.portfolio, t, lang),
    item('clients', paths.clients, t, lang),
    item('blog', paths.blog, t, lang),
    item('contact', paths.contact, t, lang),
  ];
}

/** The footer's 11 links: the header's 8 plus the legal pages and the sitemap. */
export function footerLinks(t: CoreTexts, lang: Language): NavItem[] {
  return [...headerLinks(t, lang), item('privacy', paths.privacy, t, lang), item('terms', paths.terms, t, lang), item('sitemap', paths.sitemap, t, lang)];
}

/** A link is current on its own path, and on the pages below it (except home). */
export function isCurrent(itemPath: string, location: string): boolean {
  if (itemPath === paths.home) return location === paths.home;
  return location === itemPath || location.startsWith(`${itemPath}/`);
}

/** A portfolio project's own page (`/portfolio/{slug}`), where the header navigation waits for the scroll. */
export function isPortfolioDetail(location: string): boolean {
  return /^\/portfolio\/[^/]+\/?$/.test(location);
}
