import { paths } from '@site/shared/site';

interface ListReply<T> {
  data: { data: T[] };
}

async function firstOf<T>(origin: string, list: string): Promise<T> {
  const reply = (await (await fetch(`${origin}/api/v1/${list}`)).json()) as ListReply<T>;
  const first = reply.data.data[0];
  if (first === undefined) throw new Error(`/api/v1/${list} listed nothing: the seed should hold items`);
  return first;
}

/**
 * Every route of `shared/src/routes.ts` on a running site, with the first item of each detail
 * route (read from its API), and a path no route owns (the 404 page): what the HTML check and
 * the page benchmark visit. A route added to `paths` is a type error here until it is listed.
 */
export async function everySitePath(origin: string): Promise<string[]> {
  const [service, project, post, design] = await Promise.all([
    firstOf<{ id: number }>(origin, 'services'),
    firstOf<{ id: number }>(origin, 'projects'),
    firstOf<{ slug: string }>(origin, 'blogs'),
    firstOf<{ slug: string }>(origin, 'social-media'),
  ]);
  const byRoute: Record<keyof typeof paths, string> = {
    home: paths.home,
    about: paths.about,
    services: paths.services,
    service: paths.service(service.id),
    projects: paths.projects,
    project: paths.project(project.id),
    portfolio: paths.portfolio,
    portfolioItem: paths.portfolioItem(design.slug),
    blog: paths.blog,
    article: paths.article(post.slug),
    clients: paths.clients,
    contact: paths.contact,
    consultation: paths.consultation,
    privacy: paths.privacy,
    terms: paths.terms,
    sitemap: paths.sitemap,
    embed: paths.embed,
  };
  return [...Object.values(byRoute), '/no-such-page'];
}
