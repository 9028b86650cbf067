import { vi } from 'vitest';

/**
 * A fake of the API's portfolio replies (GET /v1/social-media, /v1/social-media/slug/{slug},
 * /v1/pages/contact) for component tests: `fetch` is stubbed, every URL recorded, and each
 * test may answer some URLs its own way (`override`).
 */

export const imageMeta = (id: number, width = 1080, height = 1350) => ({
  width,
  height,
  srcset: `/api/media/d${id}.360.webp 360w, /api/media/d${id}.720.webp 720w, /api/media/d${id}.1080.webp 1080w`,
  tint: ['#131037', `#${String(id).padStart(6, '0')}`],
});

export const galleryImage = (id: number) => ({
  id,
  image_url: `/api/media/g${id}.720.webp`,
  title: { ar: `صورة ${id}`, en: `Image ${id}` },
  description: id % 2 === 0 ? { ar: '', en: `About image ${id}` } : null,
  image_meta: imageMeta(id),
});

/** A project: titles `{ar, en}`; design 3 has no English title (the Arabic one shows). */
export function project(id: number, images: number) {
  return {
    id,
    slug: `design-${id}`,
    title: { ar: `تصميم ${id}`, en: id === 3 ? '' : `Design ${id}` },
    description: { ar: `وصف التصميم ${id}`, en: `About design ${id}` },
    main_image_url: `/api/media/m${id}.720.webp`,
    main_image_meta: imageMeta(100 + id),
    project_date: '2025-09-23',
    is_active: true,
    galleries: Array.from({ length: images }, (_, index) => ({ id: id * 100 + index + 1, image_url: `/api/media/g${id * 100 + index + 1}.720.webp` })),
    galleries_pagination: { total: images, current_page: 1, last_page: 1 },
  };
}

export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

export interface FakeApiOptions {
  /** how many projects the list has */
  projects?: number;
  /** how many images each project's gallery has */
  images?: number;
  /** answers a URL differently (return undefined for the default answer) */
  override?: (url: URL) => Response | Promise<Response> | undefined;
}

export function fakeApi({ projects = 8, images = 12, override }: FakeApiOptions = {}) {
  const all = Array.from({ length: projects }, (_, index) => project(index + 1, images));
  const urls: string[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    const url = new URL(input instanceof Request ? input.url : String(input), 'http://site.test');
    urls.push(`${url.pathname}${url.search}`);
    const custom = override?.(url);
    if (custom) return custom;
    const query = url.searchParams;
    if (url.pathname === '/api/v1/social-media') {
      const page = Number(query.get('page') ?? 1);
      const perPage = Number(query.get('per_page') ?? 6);
      const items = all.slice((page - 1) * perPage, page * perPage);
      return jsonResponse({
        success: true,
        data: { data: items, total: all.length, current_page: page, last_page: Math.max(1, Math.ceil(all.length / perPage)), per_page: perPage },
      });
    }
    const slug = /^\/api\/v1\/social-media\/slug\/(.+)$/.exec(url.pathname)?.[1];
    if (slug) {
      const found = all.find((item) => item.slug === decodeURIComponent(slug));
      if (!found) return jsonResponse({ success: false, message: 'Project not found' }, 404);
      const page = Number(query.get('gallery_page') ?? 1);
      const perPage = Number(query.get('per_page') ?? 9);
      const gallery = found.galleries.map((image) => galleryImage(image.id));
      return jsonResponse({
        success: true,
        data: {
          ...found,
          galleries: gallery.slice((page - 1) * perPage, page * perPage),
          galleries_pagination: { total: gallery.length, current_page: page, last_page: Math.max(1, Math.ceil(gallery.length / perPage)) },
          related: all
            .filter((other) => other.id !== found.id)
            .slice(0, 3)
            .map(({ galleries: _g, galleries_pagination: _p, ...other }) => other),
        },
      });
    }
    if (url.pathname === '/api/v1/pages/contact') {
      return jsonResponse({
        success: true,
        data: {
          contact_info: { phone: '+966 (55) 123-4567', email: 'hello@nasaq.example', address: 'Riyadh', working_hours: '8-18' },
          social_media: [],
          about: { business_name: 'Nasaq', business_description: 'd', business_message: 'm' },
          statistics: {},
        },
      });
    }
    return jsonResponse({ success: false, message: 'Not found' }, 404);
  });
  vi.stubGlobal('fetch', fetchMock);
  return { urls, fetchMock, all };
}
