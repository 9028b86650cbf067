import { paths } from '@site/shared/site';

/** One item of each detail route (its id or slug), or null where the site holds none. */
export interface DetailSamples {
  service: number | null;
  project: number | null;
  article: string | null;
  design: string | null;
}

/** A path no route owns: the 404 page. */
const UNOWNED_PATH = '/no-such-page';

/**
 * Every route of the site (`shared/src/site/routes.ts`), each detail route with its sample (left
 * out when there is none), and a path no route owns: what the release's smoke render, the HTML
 * check and the page benchmarks visit. A route added to `paths` is a type error here until it
 * is listed.
 */
export function routePaths(samples: DetailSamples): string[] {
  const { service, project, article, design } = samples;
  const byRoute: Record<keyof typeof paths, string | null> = {
    home: paths.home,
    about: paths.about,
    services: paths.services,
    service: service === null ? null : paths.service(service),
    projects: paths.projects,
    project: project === null ? null : paths.project(project),
    portfolio: paths.portfolio,
    portfolioItem: design === null ? null : paths.portfolioItem(design),
    blog: paths.blog,
    article: article === null ? null : paths.article(article),
    clients: paths.clients,
    contact: paths.contact,
    consultation: paths.consultation,
    privacy: paths.privacy,
    terms: paths.terms,
    sitemap: paths.sitemap,
    embed: paths.embed,
  };
  return [...Object.values(byRoute).filter((path): path is string => path !== null), UNOWNED_PATH];
}
