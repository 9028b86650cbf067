import { vi } from 'vitest';

/** Replies of the API as the wire contract shapes them, for the screens' tests. */

export const image = (name: string) => ({
  image_url: `/api/media/${name}.960.webp`,
  image_meta: { width: 1440, height: 900, srcset: `/api/media/${name}.480.webp 480w, /api/media/${name}.960.webp 960w` },
});

export function project(id: number, extra: Record<string, unknown> = {}) {
  return {
    id,
    slug: `project-${id}`,
    name: `Project ${id}`,
    title: `Project ${id}`,
    description: `<p>What we built for client ${id}.</p>`,
    summary: `What we built for client ${id}.`,
    category: { id: 1, slug: 'web', name: 'Web' },
    ...image(`p${id}`),
    date: '2025-03-04',
    created_at: '2025-03-01T10:00:00Z',
    is_active: false,
    client: null,
    ...extra,
  };
}

export function post(id: number, extra: Record<string, unknown> = {}) {
  return {
    id,
    slug: `post-${id}`,
    name: `Post ${id}`,
    description: `About post ${id}`,
    content: `<p>${'word '.repeat(450)}</p>`,
    date: `2025-0${(id % 9) + 1}-10`,
    created_at: '2025-01-01T00:00:00Z',
    ...image(`b${id}`),
    quote: null,
    is_best: id === 1,
    category: { id: 1, slug: 'web', name: 'Web' },
    ...extra,
  };
}

export function page<T>(items: T[], at: { total?: number; page?: number; lastPage?: number; perPage?: number } = {}) {
  return {
    success: true,
    data: { data: items, total: at.total ?? items.length, current_page: at.page ?? 1, last_page: at.lastPage ?? 1, per_page: at.perPage ?? 50 },
  };
}

export const categories = (...slugs: string[]) => ({
  success: true,
  data: { categories: slugs.map((slug, index) => ({ id: index + 1, slug, name: slug.toUpperCase() })) },
});

export const notFound = (message = 'Not found') => ({ status: 404, body: { success: false, message } });

export type Reply = { status: number; body: unknown } | Record<string, unknown>;

/**
 * A `fetch` stub answering by path (`/v1/...` without `/api` and `lang`): `routes` maps a path
 * with its query (`/v1/projects?page=1&per_page=50`) to a body (200) or `{status, body}`.
 * Unknown paths answer 404. Returns the paths asked for, in order.
 */
export function serveApi(routes: Record<string, Reply | ((url: URL) => Reply)>) {
  const asked: string[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    const url = new URL(input instanceof Request ? input.url : String(input), 'http://site.test');
    url.searchParams.delete('lang');
    const key = `${url.pathname.replace(/^\/api/, '')}${url.search}`;
    asked.push(key);
    const route = routes[key];
    const reply = typeof route === 'function' ? route(url) : route;
    const { status, body } =
      reply && 'status' in reply && 'body' in reply
        ? (reply as { status: number; body: unknown })
        : { status: reply ? 200 : 404, body: reply ?? { success: false, message: 'Not found' } };
    return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { asked, fetchMock };
}
