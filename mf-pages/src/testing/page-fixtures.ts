/** Replies of the API as the screens' tests need them (the wire contract's canonical shapes). */
const meta = (name: string) => ({
  width: 1440,
  height: 900,
  srcset: `/api/media/${name}.480.webp 480w, /api/media/${name}.960.webp 960w, /api/media/${name}.1440.webp 1440w`,
});

export function service(id: number, name: string, withImage = true) {
  return {
    id,
    slug: `service-${id}`,
    name,
    description: `${name} in detail`,
    icon: 'code',
    image_url: withImage ? `/api/media/service-${id}.960.webp` : null,
    ...(withImage && { image_meta: meta(`service-${id}`) }),
    sort_order: id,
  };
}

export function pageReply<T>(items: T[], perPage = 50) {
  return { success: true, data: { data: items, total: items.length, current_page: 1, last_page: 1, per_page: perPage } };
}

export const servicesReply = (names: string[]) => pageReply(names.map((name, index) => service(index + 1, name)));

export function serviceDetailReply(id: number, name: string, related: [number, string][] = []) {
  return {
    success: true,
    data: {
      service: service(id, name),
      related_services: related.map(([relatedId, relatedName]) => ({
        id: relatedId,
        slug: `service-${relatedId}`,
        name: relatedName,
        description: `${relatedName} in detail`,
      })),
    },
  };
}

export function client(id: number, name: string, extra: { logo?: string | null; website?: string | null; description?: string | null } = {}) {
  return { id, name, description: `${name} is a client`, logo: `/api/media/client-${id}.svg`, website: `https://client-${id}.example`, ...extra };
}

export const clientsReply = (clients: ReturnType<typeof client>[]) => ({ success: true, data: clients });

export const statistics = {
  total_projects: 180,
  team_members: 42,
  support_available: '99.9%',
  happy_clients: 150,
  satisfaction_rate: '96%',
  years_of_experience: 6,
};

export function aboutReply(stats: Record<string, unknown> = statistics) {
  return {
    success: true,
    data: {
      business_name: 'Nasaq Technology Solutions',
      business_description: 'Nasaq builds websites and apps.',
      business_message: 'Technology within reach of every business.',
      statistics: stats,
    },
  };
}

export function contactReply(info: Record<string, string | null> = {}) {
  return {
    success: true,
    data: {
      contact_info: { phone: '+966 55 123 4567', email: 'hello@nasaq.example', address: 'Beni Suef, Egypt', working_hours: 'Sunday to Thursday', ...info },
      social_media: [],
      about: { business_name: 'Nasaq', business_description: 'Nasaq builds websites.', business_message: null },
      statistics,
    },
  };
}

export function project(id: number, name: string, extra: Record<string, unknown> = {}) {
  return {
    id,
    slug: `project-${id}`,
    name,
    title: name,
    description: `<p>${name} description</p>`,
    summary: `${name} summary`,
    category: { id: 1, slug: 'web', name: 'Web platforms' },
    image_url: `/api/media/project-${id}.960.webp`,
    image_meta: meta(`project-${id}`),
    date: '2025-09-14',
    created_at: '2025-09-14T00:00:00Z',
    is_active: false,
    client: `Client ${id}`,
    ...extra,
  };
}

export function post(id: number, name: string, extra: Record<string, unknown> = {}) {
  return {
    id,
    slug: `post-${id}`,
    name,
    description: `${name} description`,
    content: `<p>${'word '.repeat(250)}</p>`,
    date: '2026-10-12',
    created_at: '2026-10-12T00:00:00Z',
    image_url: `/api/media/post-${id}.960.webp`,
    image_meta: meta(`post-${id}`),
    quote: null,
    is_best: id === 1,
    category: { id: 1, slug: 'web', name: 'Web development' },
    ...extra,
  };
}

/** A JSON response. */
export function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/** The path of a request the client sent, without `?lang=` (`/v1/projects?page=1&per_page=3`). */
export function apiPath(url: string): string {
  const parsed = new URL(url, 'http://site.test');
  parsed.searchParams.delete('lang');
  const search = parsed.searchParams.toString();
  return `${parsed.pathname.replace(/^\/api/, '')}${search ? `?${search}` : ''}`;
}
