/**
 * The kinds of page the site has (docs/product.md#screens-and-routes), each with the route pattern
 * it answers: the only values the page metrics take as labels, whatever path a visitor asks for
 * (`/projects/123` is `project`, `/projects/:id`; an unknown path is `not_found`).
 */
const pageKinds = {
  home: '/',
  about: '/about',
  services: '/services',
  service: '/services/:id',
  projects: '/projects',
  project: '/projects/:id',
  portfolio: '/portfolio',
  portfolio_item: '/portfolio/:slug',
  blog: '/blog',
  article: '/blog/:slug',
  clients: '/clients',
  contact: '/contact',
  consultation: '/consultation',
  privacy: '/privacy-policy',
  terms: '/terms-of-service',
  sitemap: '/sitemap',
  embed: '/embed',
} as const;

export type PageKind = keyof typeof pageKinds | 'not_found';

const matchers = Object.entries(pageKinds).map(([kind, pattern]) => ({
  kind: kind as PageKind,
  test: new RegExp(`^${pattern.replace(/:[a-z]+/g, '[^/]+')}/?$`),
}));

/** The kind of page a path asks for. */
export function pageKindOf(pathname: string): PageKind {
  return matchers.find((matcher) => matcher.test.test(pathname))?.kind ?? 'not_found';
}

/** The route pattern of a kind of page (`/projects/:id`), as request metrics label it; `/*` for a path no page has. */
export function pagePatternOf(kind: PageKind): string {
  return kind === 'not_found' ? '/*' : pageKinds[kind];
}
