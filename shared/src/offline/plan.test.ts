import { describe, expect, it } from 'vitest';
import { detailReads, imagesOf, pageCacheKey, pageRoutes, pickFromSrcset } from './plan';
import { designs, posts, projects, services } from './test-support';

describe('the download plan', () => {
  const items = { projects, blogs: posts, designs };

  it('reads each project, article and design by slug and each service by id, newest first, with the paths screens use as aliases', () => {
    const reads = detailReads(items, services);
    expect(reads.filter((read) => read.group === 'project')).toHaveLength(12);
    expect(reads[0]).toEqual({ path: '/v1/projects/slug/project-1', group: 'project', rank: 0, aliases: ['/v1/projects/project-1', '/v1/projects/1'] });
    expect(reads.find((read) => read.group === 'blog' && read.rank === 6)?.path).toBe('/v1/blogs/slug/post-7');
    expect(reads.find((read) => read.group === 'design')?.path).toBe('/v1/social-media/slug/cafe?gallery_page=1&per_page=9');
    expect(reads.at(-1)).toEqual({ path: '/v1/services/3', group: 'core', rank: 0, aliases: ['/v1/services/web'] });
  });

  it('stores the HTML of every main route, the legal pages and the sitemap', () => {
    const routes = pageRoutes(items, services);
    expect(routes).toEqual(
      expect.arrayContaining([
        '/',
        '/about',
        '/services',
        '/services/3',
        '/projects/12',
        '/blog/post-1',
        '/portfolio/cafe',
        '/privacy-policy',
        '/terms-of-service',
        '/sitemap',
        '/consultation',
        '/contact',
        '/clients',
      ]),
    );
    expect(pageCacheKey('https://site', '/projects', 'en')).toBe('https://site/projects?lang=en');
  });

  it('picks the width a phone loads: main images at least 640 wide, gallery thumbnails at least 320', () => {
    expect(pickFromSrcset('a.100.webp 100w, a.700.webp 700w, a.400.webp 400w', 640)).toBe('a.700.webp');
    expect(pickFromSrcset('a.100.webp 100w, a.400.webp 400w', 640)).toBe('a.400.webp');
    expect(pickFromSrcset('', 640)).toBeNull();
    expect(imagesOf({ data: { project: projects[0] } })).toEqual(['/api/media/project-1.700.webp', '/api/media/shot-1.400.webp']);
    expect(imagesOf({ data: [{ logo: '/l.svg' }] })).toEqual(['/l.svg']);
  });
});
