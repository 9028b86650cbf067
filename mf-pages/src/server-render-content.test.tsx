import { renderWithReplies, type PageReply } from '@site/shared/request';
import type { Language } from '@site/shared/contract';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { serverApp } from './ssr';
import { categories, image, notFound, page, post, project } from './testing/fixtures';
import { loadServerSanitizerFirst } from './testing/sanitizer-first';

loadServerSanitizerFirst();

/**
 * The projects and blog screens render on the server (no DOM), as the page server does: the
 * route's load (its chunk, endpoint group and icons, and for HTML the jsdom sanitiser), its
 * reads, then the render, head and status with those replies in scope.
 */
async function serve(path: string, search: string, replies: Record<string, PageReply>, lang: Language = 'en') {
  const route = await serverApp.load({ path, search, lang });
  const reads = route.reads().map((query) => query.path);
  const { result } = renderWithReplies(lang, replies, () => ({
    html: renderToString(<>{route.slots().main}</>),
    status: route.status?.(),
    head: route.head?.(),
  }));
  return { ...result, reads };
}

const hostile = '<p>Safe</p><script>alert(1)</script><img src="x" onerror="alert(2)"><a href="javascript:alert(3)">x</a>';
const count = (html: string, testId: string) => html.split(`data-testid="${testId}"`).length - 1;

describe('the projects screens on the server', () => {
  it('/projects?category=: the category’s first page of 50, its 12 first cards, the chip selected, the title and the first image preloaded', async () => {
    const list = page(Array.from({ length: 14 }, (_, index) => project(index + 1)));
    const result = await serve('/projects', 'category=web', {
      '/v1/projects/categories': { status: 200, body: categories('web', 'apps') },
      '/v1/projects/category/web?page=1&per_page=50': { status: 200, body: list },
    });
    expect(typeof window).toBe('undefined');
    expect(result.reads).toEqual(['/v1/projects/categories', '/v1/projects/category/web?page=1&per_page=50']);
    expect(count(result.html, 'project-card')).toBe(12);
    expect(result.html).toContain('aria-current="page" data-slug="web"');
    expect(result.html).toContain('Showing 12 of 14 projects');
    expect(result.status).toBe(200);
    expect(result.head).toMatchObject({ title: 'Projects: WEB | Nasaq', lcpImage: { src: '/api/media/p1.960.webp' } });
  });

  it('/projects with an unknown category answers 404', async () => {
    const result = await serve('/projects', 'category=nope', {
      '/v1/projects/categories': { status: 200, body: categories('web') },
      '/v1/projects/category/nope?page=1&per_page=50': notFound(),
    });
    expect(result.status).toBe(404);
    expect(result.html).toContain('There are no projects in this category.');
  });

  it('/projects/{slug}: the project with its description sanitised, its head from the content, canonical by id', async () => {
    const body = {
      success: true,
      data: {
        project: project(5, { name: 'Waha', title: 'Waha', description: hostile, gallaries: [{ id: 1, name: 'Home', ...image('g1') }] }),
        related_projects: [],
      },
    };
    const result = await serve('/projects/waha', '', { '/v1/projects/waha': { status: 200, body } });
    expect(result.reads).toEqual(['/v1/projects/waha']);
    expect(result.html).toContain('<h1');
    expect(result.html).toContain('<p>Safe</p>');
    expect(result.html).not.toMatch(/<script|onerror|javascript:/);
    expect(count(result.html, 'gallery-item')).toBe(1);
    expect(result.head).toMatchObject({
      title: 'Waha | Nasaq',
      description: 'What we built for client 5.',
      canonicalPath: '/projects/5',
      image: { url: '/api/media/p5.960.webp', width: 1440, height: 900 },
      breadcrumbs: [{ path: '/' }, { path: '/projects' }, { name: 'Waha', path: '/projects/5' }],
      lcpImage: { src: '/api/media/p5.960.webp', sizes: '(min-width: 1280px) 1216px, 100vw' },
    });
  });

  it('/projects/{id} of an unknown project: 404 and Project Not Found, in Arabic', async () => {
    const result = await serve('/projects/999', '', { '/v1/projects/999': notFound() }, 'ar');
    expect(result.status).toBe(404);
    expect(result.html).toContain('المشروع غير موجود');
  });
});

describe('the blog screens on the server', () => {
  it('/blog?q=&category=: the first page for that search and category, the chips and the recent posts', async () => {
    const result = await serve('/blog', 'q=web&category=design', {
      '/v1/blogs?page=1&per_page=9&search=web&category=design': { status: 200, body: page([post(1), post(2)]) },
      '/v1/blogs/categories': { status: 200, body: categories('web', 'design') },
      '/v1/blogs/recent': { status: 200, body: page([post(3)]) },
    });
    expect(result.reads).toEqual(['/v1/blogs?page=1&per_page=9&search=web&category=design', '/v1/blogs/categories', '/v1/blogs/recent']);
    expect(count(result.html, 'blog-card')).toBe(2);
    expect(result.html).toContain('value="web"');
    expect(result.html).toContain('2 articles match “web”');
    expect(result.html).toContain('data-testid="recent-posts"');
    expect(result.head).toMatchObject({ title: 'Blog | Nasaq', lcpImage: { src: '/api/media/b1.960.webp' } });
  });

  it('/blog/{slug}: the article with its body sanitised, an article head with its date, section and breadcrumbs', async () => {
    const body = { success: true, data: { blog: post(1, { slug: 'arabic-first', name: 'Arabic first', content: hostile }), related_blogs: [] } };
    const result = await serve('/blog/arabic-first', '', { '/v1/blogs/slug/arabic-first': { status: 200, body } });
    expect(result.reads).toEqual(['/v1/blogs/slug/arabic-first']);
    expect(result.html).toContain('<p>Safe</p>');
    expect(result.html).not.toMatch(/<script|onerror|javascript:/);
    expect(result.head).toMatchObject({
      title: 'Arabic first | Nasaq',
      type: 'article',
      article: { published: '2025-02-10', section: 'Web' },
      breadcrumbs: [{ path: '/' }, { path: '/blog' }, { name: 'Arabic first', path: '/blog/arabic-first' }],
      lcpImage: { src: '/api/media/b1.960.webp' },
    });
    expect(result.status).toBe(200);
  });

  it('/blog/{slug} of an unknown article: 404 and Article not found', async () => {
    const result = await serve('/blog/nope', '', { '/v1/blogs/slug/nope': notFound('Blog post not found') });
    expect(result.status).toBe(404);
    expect(result.html).toContain('Article not found');
  });
});
