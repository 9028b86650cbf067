/**
 * The site's routes (docs/product.md#screens-and-routes) and which micro-frontend owns each. root-config uses
 * `ownerOf` for single-spa activity; each app matches its own paths with wouter.
 * Everything not owned by portfolio or forms belongs to mf-pages, which shows the 404 page
 * for paths it does not know.
 */
import type { RemoteName } from '@site/shared/contract';

export type AppName = 'mf-pages' | 'mf-portfolio' | 'mf-forms';

/** The federation container of each content app (remotes.json names them so). */
export const remoteOfApp: Readonly<Record<AppName, RemoteName>> = {
  'mf-pages': 'mf_pages',
  'mf-portfolio': 'mf_portfolio',
  'mf-forms': 'mf_forms',
};

export const paths = {
  home: '/',
  about: '/about',
  services: '/services',
  service: (id: number | string) => `/services/${encodeURIComponent(String(id))}`,
  projects: '/projects',
  project: (id: number | string) => `/projects/${encodeURIComponent(String(id))}`,
  portfolio: '/portfolio',
  portfolioItem: (slug: string) => `/portfolio/${encodeURIComponent(slug)}`,
  blog: '/blog',
  article: (slug: string) => `/blog/${encodeURIComponent(slug)}`,
  clients: '/clients',
  contact: '/contact',
  consultation: '/consultation',
  privacy: '/privacy-policy',
  terms: '/terms-of-service',
  sitemap: '/sitemap',
  /** for partners: how to embed the widgets (noindex) */
  embed: '/embed',
} as const;

const portfolioPath = /^\/portfolio(?:\/[^/]+)?\/?$/;
const formsPath = /^\/consultation\/?$/;

export function ownerOf(pathname: string): AppName {
  if (portfolioPath.test(pathname)) return 'mf-portfolio';
  if (formsPath.test(pathname)) return 'mf-forms';
  return 'mf-pages';
}

/** A link with `?lang=`: those to portfolio, consultation, services, about and home carry it (docs/product.md#screens-and-routes). */
export function withLang(path: string, lang: string): string {
  const [base, query = ''] = path.split('?');
  const params = new URLSearchParams(query);
  params.set('lang', lang);
  return `${base}?${params.toString()}`;
}
