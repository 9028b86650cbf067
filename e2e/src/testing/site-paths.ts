import { routePaths } from '@site/api/route-paths';

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
 * Every route of the site on a running site, with the first item of each detail route (read from
 * its API), and a path no route owns (the 404 page): what the HTML check and the page benchmark
 * visit (the list itself: api/src/site/route-paths.ts).
 */
export async function everySitePath(origin: string): Promise<string[]> {
  const [service, project, post, design] = await Promise.all([
    firstOf<{ id: number }>(origin, 'services'),
    firstOf<{ id: number }>(origin, 'projects'),
    firstOf<{ slug: string }>(origin, 'blogs'),
    firstOf<{ slug: string }>(origin, 'social-media'),
  ]);
  return routePaths({ service: service.id, project: project.id, article: post.slug, design: design.slug });
}
