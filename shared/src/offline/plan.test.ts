import { describe, expect, it } from 'vitest';
import { KEEP_WHEN_OVER, LIST_ITEM_BYTES, UNKNOWN, type Language, type OfflineManifest, type OfflineManifestItem } from '@site/shared/contract';
import { pickFromSrcset, imagesOf, itemImages } from './images';
import { planDownload, type PlanUnit } from './plan';
import { MAIN_ROUTES, SINGLE_READS, pageCacheKey } from './reads';
import { projects } from '../testing/offline';

const KB = 1024;
const MB = 1024 * KB;

function items(prefix: string, count: number, size: Partial<OfflineManifestItem> = {}): OfflineManifestItem[] {
  return Array.from({ length: count }, (_, index) => ({
    id: index + 1,
    slug: `${prefix}-${index + 1}`,
    reply: { ar: 5 * KB, en: 5 * KB },
    page: { ar: 50 * KB, en: 50 * KB },
    images: 20 * KB,
    image_count: 4,
    ...size,
  }));
}

function manifest(counts: { projects: number; blogs: number; designs: number; services?: number }, size: Partial<OfflineManifestItem> = {}): OfflineManifest {
  const services = counts.services ?? 3;
  return {
    budget: 50 * MB,
    core: { replies: { ar: 30 * KB, en: 30 * KB }, pages: { ar: 900 * KB, en: 900 * KB }, images: 100 * KB, image_count: 10 },
    projects: items('project', counts.projects, size),
    blogs: items('post', counts.blogs, size),
    designs: items('design', counts.designs, size),
    services: items('service', services, size),
    totals: { projects: counts.projects, blogs: counts.blogs, designs: counts.designs, services },
  };
}

const replies = (units: PlanUnit[], kind: string, lang: Language = 'ar') =>
  units.filter((unit) => unit.type === 'reply' && unit.lang === lang && unit.item?.kind === kind).map((unit) => (unit.type === 'reply' ? unit.item!.slug : ''));
/** An item's units as `type lang` (images have no language: they are stored once). */
const shape = (units: PlanUnit[], slug: string) =>
  units.filter((unit) => unit.item?.slug === slug).map((unit) => (unit.type === 'images' ? 'images' : `${unit.type} ${unit.lang}`));
const optionalBytes = (units: PlanUnit[]) => units.filter((unit) => !unit.mandatory).reduce((sum, unit) => sum + unit.bytes, 0);

describe('the download plan', () => {
  it('keeps everything when it fits: the core, then every item whole in both languages, its images once, within the budget', () => {
    const plan = planDownload(manifest({ projects: 12, blogs: 7, designs: 2 }));
    const all = { project: 12, blog: 7, design: 2, service: 3 };
    expect(plan.kept).toEqual({ ar: all, en: all });
    expect(plan.units.slice(0, 2 * SINGLE_READS.length).map((unit) => unit.key)).toEqual([
      ...SINGLE_READS.map((path) => `reply ar ${path}`),
      ...SINGLE_READS.map((path) => `reply en ${path}`),
    ]);
    expect(plan.units.filter((unit) => unit.type === 'page' && unit.item === null)).toHaveLength(2 * MAIN_ROUTES.length);
    // Each item: its reply (by slug, with the paths screens use), its page and its main image in the
    // first language, its reply and page in the other, and (once every item kept has its main
    // image) the rest of its images.
    const project = plan.units.filter((unit) => unit.item?.slug === 'project-11');
    expect(shape(plan.units, 'project-11')).toEqual(['reply ar', 'page ar', 'images', 'reply en', 'page en', 'images']);
    expect(project.map((unit) => (unit.type === 'images' ? [unit.skip, unit.first] : null))).toEqual([null, null, [0, 1], null, null, [1, null]]);
    const lastMain = plan.units.findLastIndex((unit) => unit.type === 'images' && unit.first === 1);
    const firstGallery = plan.units.findIndex((unit) => unit.type === 'images' && unit.skip > 0);
    expect(lastMain).toBeLessThan(firstGallery);
    expect(project[0]).toMatchObject({ path: '/v1/projects/slug/project-11', aliases: ['/v1/projects/project-11', '/v1/projects/11'] });
    expect(project[1]).toMatchObject({ route: '/projects/11' });
    expect(plan.units.find((unit) => unit.item?.slug === 'design-1' && unit.type === 'reply')).toMatchObject({
      path: '/v1/social-media/slug/design-1?gallery_page=1&per_page=9',
    });
    expect(plan.bytes).toBeLessThanOrEqual(plan.budget);
    expect(new Set(plan.units.map((unit) => unit.key)).size).toBe(plan.units.length);
  });

  it('over the budget: the minimum whatever it costs (10 newest projects, 5 newest articles in each language, 3 images), and nothing more when nothing more fits', () => {
    const plan = planDownload(manifest({ projects: 30, blogs: 12, designs: 8 }), 1);
    expect(plan.units.every((unit) => unit.mandatory)).toBe(true);
    for (const lang of ['ar', 'en'] as const) {
      expect(replies(plan.units, 'project', lang)).toEqual(Array.from({ length: KEEP_WHEN_OVER.projects }, (_, index) => `project-${index + 1}`));
      expect(replies(plan.units, 'blog', lang)).toEqual(Array.from({ length: KEEP_WHEN_OVER.blogPosts }, (_, index) => `post-${index + 1}`));
    }
    const images = plan.units.filter((unit) => unit.type === 'images');
    expect(images.map((unit) => (unit.type === 'images' ? [unit.item?.slug, unit.first] : null))).toEqual([
      ['project-1', 1],
      ['project-2', 1],
      ['project-3', 1],
    ]);
    expect(replies(plan.units, 'design')).toEqual([]);
  });

  it('gives the rest of the budget to the most useful: the minimum items’ pages, then items with their main images newest first, a project, an article and a design in turn, galleries last', () => {
    const budget = 10 * MB;
    const plan = planDownload(manifest({ projects: 3000, blogs: 1200, designs: 800 }), budget);
    expect(plan.bytes).toBeLessThanOrEqual(budget);
    const minimumPages = plan.units.filter((unit) => unit.type === 'page' && unit.lang === 'ar' && unit.item !== null).slice(0, 15);
    expect(minimumPages.map((unit) => unit.item?.slug)).toEqual([
      ...Array.from({ length: 10 }, (_, index) => `project-${index + 1}`),
      ...Array.from({ length: 5 }, (_, index) => `post-${index + 1}`),
    ]);
    // Each kind kept is its newest items, none skipped; the three kinds advance together.
    for (const kind of ['project', 'blog', 'design'] as const) {
      for (const lang of ['ar', 'en'] as const) {
        const kept = replies(plan.units, kind, lang);
        const prefix = kind === 'project' ? 'project' : kind === 'blog' ? 'post' : 'design';
        expect(kept).toEqual(Array.from({ length: kept.length }, (_, index) => `${prefix}-${index + 1}`));
      }
    }
    expect(plan.kept.ar.design).toBeGreaterThan(15);
    // The same items in both languages (the visitor's may hold one more, at the budget's edge).
    expect(plan.kept.ar.project - plan.kept.en.project).toBeLessThanOrEqual(1);
    // Over the budget, more items with their main images rather than the galleries of fewer: only
    // what is left once no further item fits goes to galleries.
    const galleries = plan.units.filter((unit) => unit.type === 'images' && unit.skip > 0);
    expect(galleries.length).toBeLessThan(5);
    expect(plan.units.findIndex((unit) => unit.type === 'images' && unit.skip > 0)).toBeGreaterThan(plan.units.findLastIndex((unit) => unit.type === 'reply'));
    expect(Math.abs(plan.kept.ar.project - plan.kept.ar.design)).toBeLessThanOrEqual(KEEP_WHEN_OVER.projects);
    // What is left is less than one more item in both languages.
    expect(budget - plan.bytes).toBeLessThan(2 * (5 * KB + LIST_ITEM_BYTES + 50 * KB) + 20 * KB);
    expect(plan.totals).toEqual({ project: 3000, blog: 1200, design: 800, service: 3 });
  });

  it('keeps an item (reply, page, main image) whole or not at all, and lets a smaller one after a large one that does not fit', () => {
    const base = manifest({ projects: 10, blogs: 5, designs: 3 });
    base.designs[0]!.page = { ar: 40 * MB, en: 40 * MB };
    const plan = planDownload(base, 10 * MB);
    expect(plan.units.filter((unit) => unit.item?.slug === 'design-1')).toEqual([]);
    expect(replies(plan.units, 'design')).toEqual(['design-2', 'design-3']);
  });

  it('assumes its own generous sizes where the manifest gives none, and stays within the budget by them', () => {
    const none = { ar: null, en: null };
    const unknown = manifest({ projects: 400, blogs: 100, designs: 100 }, { reply: none, page: none, images: null });
    unknown.core = { replies: none, pages: none, images: null, image_count: 12 };
    const plan = planDownload(unknown, 20 * MB);
    expect(plan.units.find((unit) => unit.key === 'reply en /v1/services')?.bytes).toBe(Math.ceil(UNKNOWN.coreReplies / SINGLE_READS.length));
    expect(plan.units.find((unit) => unit.type === 'page' && unit.item?.slug === 'design-1')?.bytes).toBe(UNKNOWN.page);
    expect(plan.units.find((unit) => unit.type === 'images' && unit.item?.slug === 'design-1')?.bytes).toBe(UNKNOWN.image);
    expect(plan.bytes).toBeLessThanOrEqual(20 * MB);
    expect(optionalBytes(plan.units)).toBeGreaterThan(0);
    // The same budget with known, smaller sizes keeps more.
    expect(planDownload(manifest({ projects: 400, blogs: 100, designs: 100 }), 20 * MB).kept.en.project).toBeGreaterThan(plan.kept.en.project);
  });

  it("plans the visitor's language first: at the budget's edge it may keep an item the other language cannot", () => {
    const base = manifest({ projects: 40, blogs: 5, designs: 0 }, {});
    const first = planDownload(base, 50 * MB, ['en', 'ar']);
    expect(first.units[0]?.key).toBe('reply en /v1/services');
    expect(shape(first.units, 'project-20').slice(0, 3)).toEqual(['reply en', 'page en', 'images']);
    // A budget that ends right after an item's English half.
    const upTo = first.units.findIndex((unit) => unit.key === 'page en /projects/20');
    const edge = first.units.slice(0, upTo + 2).reduce((sum, unit) => sum + unit.bytes, 0);
    const tight = planDownload(base, edge, ['en', 'ar']);
    expect(tight.kept.en.project).toBe(tight.kept.ar.project + 1);
  });
});

describe('what the download reads', () => {
  it('stores pages by origin, route and language', () => {
    expect(pageCacheKey('https://site', '/projects', 'en')).toBe('https://site/projects?lang=en');
  });

  it('picks the width a phone loads: main images at least 640 wide, gallery thumbnails at least 320', () => {
    expect(pickFromSrcset('a.100.webp 100w, a.700.webp 700w, a.400.webp 400w', 640)).toBe('a.700.webp');
    expect(pickFromSrcset('a.100.webp 100w, a.400.webp 400w', 640)).toBe('a.400.webp');
    expect(pickFromSrcset('', 640)).toBeNull();
    expect(imagesOf({ data: [{ logo: '/l.svg' }] })).toEqual(['/l.svg']);
    expect(itemImages('project', { data: { project: projects[0], related_projects: [{ image_url: '/other.webp' }] } })).toEqual([
      '/api/media/project-1.700.webp',
      '/api/media/shot-1.400.webp',
    ]);
  });
});
