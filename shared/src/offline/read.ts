import { DEFAULT_PER_PAGE, MAX_PER_PAGE, type Language } from '@site/shared/contract';
import { slugify } from '@site/shared/request';
import { collectionPath, type CollectionName } from './reads';
import { field, id, isObject, list, text } from './shape';

/** Reads one stored body by path (the store's lookup; aliases already followed). */
export type Lookup = (path: string) => Promise<unknown>;

/**
 * The reply the stored copy gives for an API read, or `undefined` when it holds nothing for
 * it: the path itself when it was downloaded; else, for the paged lists (any page, size,
 * category or search a screen asks for) a page cut from the stored list, with the API's page
 * sizes; else, for a detail not stored by itself (dropped to stay within the budget), the item
 * from its list with no related items. Replies keep the API's envelopes, so screens parse them
 * with the same contract.
 */
export async function answerFromStore(path: string, lang: Language, lookup: Lookup): Promise<unknown> {
  const exact = await lookup(path);
  if (exact !== undefined) return exact;
  const url = new URL(path, 'http://store.invalid');
  const query = url.searchParams;
  const segments = url.pathname.split('/').filter(Boolean).map(decodeURIComponent);
  const [version, resource, ...rest] = segments;
  if (version !== 'v1') return undefined;

  const collection = async (name: CollectionName) => {
    const stored = await lookup(collectionPath(name));
    return Array.isArray(stored) ? stored : undefined;
  };

  if (resource === 'projects') {
    const projects = await collection('projects');
    if (!projects) return undefined;
    if (rest.length === 0) return pageOf(projects, query, DEFAULT_PER_PAGE.projects);
    if (rest[0] === 'category' && rest[1])
      return pageOf(
        projects.filter((item) => inCategory(item, rest[1]!, lang)),
        query,
        DEFAULT_PER_PAGE.projects,
      );
    const wanted = rest[0] === 'slug' ? rest[1] : rest[0];
    const project = wanted === undefined ? undefined : findItem(projects, wanted);
    // A list item has no HTML description: its summary stands in.
    return project && { success: true, data: { project: { description: paragraph(field(project, 'summary')), ...project }, related_projects: [] } };
  }
  if (resource === 'blogs') {
    const posts = await collection('blogs');
    if (!posts) return undefined;
    if (rest.length === 0) return pageOf(filterPosts(posts, query, lang), query, DEFAULT_PER_PAGE.blogs);
    if (rest[0] === 'category' && rest[1])
      return pageOf(
        posts.filter((item) => inCategory(item, rest[1]!, lang)),
        query,
        DEFAULT_PER_PAGE.blogs,
      );
    const wanted = rest[0] === 'slug' ? rest[1] : rest[0];
    const blog = wanted === undefined ? undefined : findItem(posts, wanted);
    // A list item has no body: its description stands in.
    return blog && { success: true, data: { blog: { content: paragraph(field(blog, 'description')), ...blog }, related_blogs: [] } };
  }
  if (resource === 'social-media') {
    if (rest.length === 0) {
      const designs = await collection('designs');
      return designs && pageOf(designs, query, DEFAULT_PER_PAGE.designs);
    }
    // A design: its stored first gallery page answers the first page asked in any form.
    const slug = rest[0] === 'slug' ? rest[1] : undefined;
    const firstPage = (query.get('gallery_page') ?? '1') === '1' && (query.get('offset') ?? '0') === '0' && !query.has('all');
    return slug && firstPage ? lookup(`/v1/social-media/slug/${encodeURIComponent(slug)}?gallery_page=1&per_page=9`) : undefined;
  }
  if (resource === 'clients' && rest.length === 0) {
    // The home page's strip (`?per_page=6`) and /clients' later pages, cut from the first page stored.
    const clients = await lookup('/v1/clients');
    if (!isObject(clients) || !Array.isArray(clients['data'])) return undefined;
    const { data } = pageOf(clients['data'], query, DEFAULT_PER_PAGE.clients) as { data: Record<string, unknown> };
    return { success: true, ...data };
  }
  if (resource === 'services' && rest.length === 1) {
    const service = findItem(list(await lookup('/v1/services'), 'data', 'data'), rest[0]!);
    return service && { success: true, data: { service, related_services: [] } };
  }
  return undefined;
}

function findItem(items: readonly unknown[], wanted: string): unknown {
  return items.find((item) => String(id(field(item, 'id'))) === wanted || text(field(item, 'slug')) === wanted);
}

function inCategory(item: unknown, slug: string, lang: Language): boolean {
  const category = field(item, 'category');
  if (isObject(category) && text(category['slug'])) return category['slug'] === slug;
  const name = typeof category === 'string' ? category : text(field(category, lang));
  return name !== null && slugify(name) === slug;
}

function filterPosts(posts: readonly unknown[], query: URLSearchParams, lang: Language): unknown[] {
  const category = query.get('category');
  const search = query.get('search')?.trim().toLowerCase();
  return posts.filter(
    (post) =>
      (!category || inCategory(post, category, lang)) &&
      (!search || [field(post, 'name'), field(post, 'description')].some((value) => typeof value === 'string' && value.toLowerCase().includes(search))),
  );
}

function paragraph(value: unknown): string {
  const words = text(value);
  return words ? `<p>${words.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')}</p>` : '';
}

/** A page of the API's paged envelope, as the API pages (`per_page` by default `perPage`, at most 50). */
function pageOf(items: readonly unknown[], query: URLSearchParams, perPageByDefault: number): unknown {
  const asked = Number(query.get('per_page'));
  const perPage = Number.isInteger(asked) && asked > 0 ? Math.min(asked, MAX_PER_PAGE) : perPageByDefault;
  const page = Math.max(1, Number(query.get('page')) || 1);
  const lastPage = Math.max(1, Math.ceil(items.length / perPage));
  return {
    success: true,
    data: { data: items.slice((page - 1) * perPage, page * perPage), total: items.length, current_page: page, last_page: lastPage, per_page: perPage },
  };
}
