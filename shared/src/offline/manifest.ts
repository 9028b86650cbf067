import { requestJson } from '@site/shared/request';
import {
  MAX_PER_PAGE,
  OFFLINE_BUDGET_BYTES,
  offlineManifestResponseSchema,
  type Language,
  type OfflineManifest,
  type OfflineManifestItem,
} from '@site/shared/contract';
import { field, id, list, text } from './shape';

const MANIFEST_PATH = '/v1/offline/manifest';

/** Images an item shows when the server does not say: a project's main image and gallery, an article's and a service's image, a design's first gallery page. */
const ASSUMED_IMAGES = { projects: 4, blogs: 1, designs: 10, services: 1 } as const;

/**
 * What the plan is made from: the server's manifest (GET /v1/offline/manifest, one small reply
 * with every cost). An API without one (an older server) still gets a copy: the first page of
 * each list names the items, newest first, and every size is unknown (plan.ts assumes its own).
 */
export async function readManifest(lang: Language, signal: AbortSignal): Promise<OfflineManifest> {
  try {
    const body = await requestJson(MANIFEST_PATH, { lang, signal, background: true, ttl: 0 });
    const parsed = offlineManifestResponseSchema.safeParse(body);
    if (parsed.success) return parsed.data.data;
  } catch (error) {
    if (signal.aborted) throw error;
  }
  return manifestFromLists(lang, signal);
}

async function manifestFromLists(lang: Language, signal: AbortSignal): Promise<OfflineManifest> {
  const read = async (path: string) => {
    try {
      return await requestJson(`${path}?page=1&per_page=${MAX_PER_PAGE}`, { lang, signal, background: true, ttl: 0 });
    } catch (error) {
      if (signal.aborted) throw error;
      return null;
    }
  };
  const [projects, blogs, designs, services] = await Promise.all(['/v1/projects', '/v1/blogs', '/v1/social-media', '/v1/services'].map(read));
  const unknown = { ar: null, en: null };
  const items = (body: unknown, kind: keyof typeof ASSUMED_IMAGES): OfflineManifestItem[] =>
    list(body, 'data', 'data').flatMap((entry) => {
      const key = id(field(entry, 'id'));
      const slug = text(field(entry, 'slug'));
      return key !== null && slug ? [{ id: key, slug, reply: unknown, page: unknown, images: null, image_count: ASSUMED_IMAGES[kind] }] : [];
    });
  const total = (body: unknown) => {
    const value = field(body, 'data', 'total');
    return typeof value === 'number' ? value : list(body, 'data', 'data').length;
  };
  return {
    budget: OFFLINE_BUDGET_BYTES,
    core: { replies: unknown, pages: unknown, images: null, image_count: 12 },
    projects: items(projects, 'projects'),
    blogs: items(blogs, 'blogs'),
    designs: items(designs, 'designs'),
    services: items(services, 'services'),
    totals: { projects: total(projects), blogs: total(blogs), designs: total(designs), services: total(services) },
  };
}
