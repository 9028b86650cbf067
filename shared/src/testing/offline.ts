/**
 * Test doubles for the offline store's unit tests: an in-memory Cache Storage (Node has
 * `Response` but no `caches`) and canned API replies. IndexedDB is `fake-indexeddb`. With the
 * store's own database and download, what a bench needs to run a download in Node
 * (bench/src/offline-download.ts); '@site/shared/testing/offline' is no door: no page loads it.
 */
export { closeOfflineDb, openOfflineDb } from '../offline/db';
export { downloadOfflineCopy } from '../offline/download';

export class MemoryCache {
  readonly entries = new Map<string, Response>();
  async put(key: RequestInfo | URL, response: Response): Promise<void> {
    this.entries.set(String(key instanceof Request ? key.url : key), response);
  }
  async match(key: RequestInfo | URL): Promise<Response | undefined> {
    return this.entries.get(String(key instanceof Request ? key.url : key))?.clone();
  }
  async delete(key: RequestInfo | URL): Promise<boolean> {
    return this.entries.delete(String(key instanceof Request ? key.url : key));
  }
  async keys(): Promise<Request[]> {
    return [...this.entries.keys()].map((url) => new Request(url));
  }
}

export class MemoryCacheStorage {
  readonly stores = new Map<string, MemoryCache>();
  async open(name: string): Promise<MemoryCache> {
    let cache = this.stores.get(name);
    if (!cache) this.stores.set(name, (cache = new MemoryCache()));
    return cache;
  }
  async delete(name: string): Promise<boolean> {
    return this.stores.delete(name);
  }
  async has(name: string): Promise<boolean> {
    return this.stores.has(name);
  }
}

const page = <T>(items: T[], perPage = 50) => ({
  success: true,
  data: { data: items, total: items.length, current_page: 1, last_page: 1, per_page: perPage },
});
const image = (name: string) => ({
  image_url: `/api/media/${name}.400.webp`,
  image_meta: { width: 300, height: 200, srcset: `/api/media/${name}.100.webp 100w, /api/media/${name}.400.webp 400w, /api/media/${name}.700.webp 700w` },
});

export const projects = Array.from({ length: 12 }, (_, index) => ({
  id: index + 1,
  slug: `project-${index + 1}`,
  name: `Project ${index + 1}`,
  description: '<p>A project</p>',
  category: { slug: index % 2 ? 'web' : 'mobile', name: index % 2 ? 'Web' : 'Mobile' },
  ...image(`project-${index + 1}`),
  gallaries: [{ id: 100 + index, name: 'shot', ...image(`shot-${index + 1}`) }],
}));
export const posts = Array.from({ length: 7 }, (_, index) => ({
  id: index + 1,
  slug: `post-${index + 1}`,
  name: `Post ${index + 1}`,
  description: 'About bread',
  ...image(`post-${index + 1}`),
}));
export const designs = [{ id: 1, slug: 'cafe', title: 'Cafe', main_image_url: '/api/media/cafe.400.webp', galleries: [] }];
export const services = [{ id: 3, slug: 'web', name: 'Web', description: 'Sites' }];

/** What the server's manifest says each item costs (`sizes`, the same in both languages), in the fixtures' order (newest first). */
export function manifestReply(sizes: { reply: number | null; page: number | null; images: number | null } = { reply: 2000, page: 1000, images: 1000 }) {
  const entry = (item: { id: number; slug: string }, imageCount: number) => ({
    id: item.id,
    slug: item.slug,
    reply: { ar: sizes.reply, en: sizes.reply },
    page: { ar: sizes.page, en: sizes.page },
    images: sizes.images === null ? null : sizes.images * imageCount,
    image_count: imageCount,
  });
  return {
    success: true,
    data: {
      budget: 50 * 1024 * 1024,
      core: { replies: { ar: 4000, en: 4000 }, pages: { ar: 12_000, en: 12_000 }, images: 4000, image_count: 4 },
      projects: projects.map((project) => entry(project, 2)),
      blogs: posts.map((post) => entry(post, 1)),
      designs: designs.map((design) => entry(design, 1)),
      services: services.map((service) => entry(service, 0)),
      totals: { projects: projects.length, blogs: posts.length, designs: designs.length, services: services.length },
    },
  };
}

/** The API's replies by path (without `lang`), as the download asks for them; without `manifest`, an older API with none. */
export function apiReplies(manifest: unknown = manifestReply()): Record<string, unknown> {
  const replies: Record<string, unknown> = {
    ...(manifest === null ? {} : { '/v1/offline/manifest': manifest }),
    '/v1/services': page(services),
    '/v1/clients': { success: true, data: [{ id: 1, name: 'Bakery', logo: '/api/media/logo.svg' }] },
    '/v1/pages/about': { success: true, data: { business_name: 'Nasaq' } },
    '/v1/pages/contact': { success: true, data: { contact_info: {} } },
    '/v1/projects/categories': { success: true, data: { categories: [] } },
    '/v1/blogs/categories': { success: true, data: { categories: [] } },
    '/v1/blogs/recent': page(posts.slice(0, 3)),
    '/v1/projects?page=1&per_page=50': page(projects),
    '/v1/blogs?page=1&per_page=50': page(posts),
    '/v1/social-media?page=1&per_page=50': page(designs),
    '/v1/social-media/slug/cafe?gallery_page=1&per_page=9': {
      success: true,
      data: { ...designs[0], galleries_pagination: { total: 0, current_page: 1, last_page: 1 } },
    },
    '/v1/services/3': { success: true, data: { service: services[0], related_services: [] } },
  };
  for (const project of projects) replies[`/v1/projects/slug/${project.slug}`] = { success: true, data: { project, related_projects: [] } };
  for (const post of posts) replies[`/v1/blogs/slug/${post.slug}`] = { success: true, data: { blog: post, related_blogs: [] } };
  return replies;
}

/**
 * A `fetch` over `apiReplies` (JSON under /api, `bytes` of image for /api/media, HTML for the
 * rest); `fail` lists paths answered with a network error. Counts requests in flight.
 */
export function fakeFetch(options: { fail?: (url: URL) => boolean; imageBytes?: number; manifest?: unknown } = {}) {
  const replies = apiReplies(options.manifest);
  const state = { inFlight: 0, maxInFlight: 0, requests: [] as string[] };
  const fetch = async (input: RequestInfo | URL): Promise<Response> => {
    const url = new URL(String(input instanceof Request ? input.url : input));
    state.requests.push(url.pathname + url.search);
    state.inFlight += 1;
    state.maxInFlight = Math.max(state.maxInFlight, state.inFlight);
    try {
      await new Promise((resolve) => setTimeout(resolve, 1));
      if (options.fail?.(url)) throw new TypeError('Failed to fetch');
      if (url.pathname.startsWith('/api/media/'))
        return new Response(new Uint8Array(options.imageBytes ?? 1000), { headers: { 'Content-Type': 'image/webp' } });
      if (url.pathname.startsWith('/api/')) {
        const params = new URLSearchParams(url.search);
        params.delete('lang');
        const key = url.pathname.slice(4) + (params.size ? `?${params}` : '');
        const body = replies[key];
        return body === undefined ? new Response('{"success":false,"message":"Not found"}', { status: 404 }) : Response.json(body);
      }
      return new Response(`<!doctype html><title>${url.pathname}</title>`, { headers: { 'Content-Type': 'text/html' } });
    } finally {
      state.inFlight -= 1;
    }
  };
  return { fetch, state };
}
