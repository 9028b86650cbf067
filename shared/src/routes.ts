/**
 * The site's routes (spec section 2) and which micro-frontend owns each. root-config uses
 * `ownerOf` for single-spa activity; each app matches its own paths with wouter.
 * Everything not owned by portfolio or forms belongs to mf-pages, which shows the 404 page
 * for paths it does not know.
 */
export type AppName = 'mf-pages' | 'mf-portfolio' | 'mf-forms';

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
} as const;

const portfolioPath = /^\/portfolio(?:\/[^/]+)?\/?$/;
const formsPath = /^\/consultation\/?$/;

export function ownerOf(pathname: string): AppName {
  if (portfolioPath.test(pathname)) return 'mf-portfolio';
  if (formsPath.test(pathname)) return 'mf-forms';
  return 'mf-pages';
}

/** Links the spec says carry `?lang=` (portfolio, consultation, services, about, home). */
export function withLang(path: string, lang: string): string {
  const [base, query = ''] = path.split('?');
  const params = new URLSearchParams(query);
  params.set('lang', lang);
  return `${base}?${params.toString()}`;
}
