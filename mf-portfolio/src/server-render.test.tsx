import { renderWithReplies, type PageReplies } from '@site/shared/request';
import type { Language } from '@site/shared/contract';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { serverApp } from './ssr';
import { galleryImage, project } from './testing/fake-api';

const designs = Array.from({ length: 8 }, (_, index) => project(index + 1, 12));
const listPage = (page: number) => ({
  status: 200,
  body: { success: true, data: { data: designs.slice((page - 1) * 6, page * 6), total: 8, current_page: page, last_page: 2, per_page: 6 } },
});
const detailReply = {
  status: 200,
  body: {
    success: true,
    data: {
      ...designs[1],
      galleries: Array.from({ length: 9 }, (_, index) => galleryImage(201 + index)),
      galleries_pagination: { total: 12, current_page: 1, last_page: 2 },
      related: designs.filter((design) => [1, 3, 4].includes(design.id)).map(({ galleries: _g, galleries_pagination: _p, ...other }) => other),
    },
  },
};
const contactReply = {
  status: 200,
  body: {
    success: true,
    data: { contact_info: { phone: '+966 55 123 4567' }, social_media: [], about: { business_name: 'Nasaq', business_description: 'd' }, statistics: {} },
  },
};
const notFound = { status: 404, body: { success: false, message: 'Project not found' } };

/** Renders a route as the server does: loaded, its reads' replies in scope, no DOM. */
async function render(path: string, replies: (reads: string[]) => PageReplies, lang: Language = 'en') {
  const route = await serverApp.load({ path, search: `lang=${lang}`, lang });
  const reads = route.reads().map((query) => query.path);
  return renderWithReplies(lang, replies(reads), () => ({
    html: renderToString(<>{route.slots().main}</>),
    status: route.status?.(),
    head: route.head?.(),
    reads,
  })).result;
}

const cardCount = (html: string) => html.split('data-testid="portfolio-card"').length - 1;

/**
 * mf-portfolio's server container renders each route's first screen in Node (no `window`, no
 * `document`), with the data the route declares it reads, and its head and status.
 */
describe('mf-portfolio renders on the server', () => {
  it('/portfolio: page 1 and the probe of page 2, so the first screen has its 6 cards and "Load more"', async () => {
    expect(typeof window).toBe('undefined');
    const page = await render('/portfolio', () => ({ '/v1/social-media?page=1&per_page=6': listPage(1), '/v1/social-media?page=2&per_page=6': listPage(2) }));
    expect(page.reads).toEqual(['/v1/social-media?page=1&per_page=6', '/v1/social-media?page=2&per_page=6']);
    expect(page.html).toContain('<h1');
    expect(cardCount(page.html)).toBe(6);
    expect(page.html).toContain('href="/portfolio/design-1?lang=en"');
    expect(page.html).toContain('data-testid="portfolio-load-more"');
    expect(page.html).not.toMatch(/\sstyle="/);
    expect(page.status).toBe(200);
    expect(page.head).toMatchObject({
      title: 'Design portfolio | Nasaq',
      lcpImage: { src: '/api/media/m1.720.webp', srcset: expect.stringContaining('1080w'), sizes: expect.stringContaining('400px') },
    });
  });

  it('/portfolio before its data (the browser reads it): the loading state, not an error', async () => {
    const page = await render('/portfolio', () => ({}));
    expect(page.html).toContain('data-testid="portfolio-loading"');
    expect(page.html).not.toContain('role="alert"');
  });

  it('/portfolio/{slug}: hero, the first 9 gallery images, the closing sections; its head from the content', async () => {
    const page = await render('/portfolio/design-2', (reads) => ({ [reads[0]!]: detailReply, [reads[1]!]: contactReply }), 'ar');
    expect(page.reads).toEqual(['/v1/social-media/slug/design-2?gallery_page=1&per_page=9', '/v1/pages/contact']);
    expect(page.status).toBe(200);
    expect(page.html).toMatch(/<h1[^>]*>تصميم 2<\/h1>/);
    expect(page.html).toContain('23 سبتمبر 2025');
    expect(page.html.split('data-testid="gallery-open"').length - 1).toBe(9);
    expect(page.html).toContain('عرض 9 من 12 صورة');
    // The hero image first and at once; the gallery's lazily.
    expect(page.html).toMatch(
      /<img[^>]*src="\/api\/media\/m2\.720\.webp"[^>]*fetchPriority="high"|<img[^>]*fetchPriority="high"[^>]*src="\/api\/media\/m2\.720\.webp"/,
    );
    expect(page.html).toMatch(
      /<img[^>]*loading="lazy"[^>]*src="\/api\/media\/g201\.720\.webp"|<img[^>]*src="\/api\/media\/g201\.720\.webp"[^>]*loading="lazy"/,
    );
    // The closing sections (their own chunk, preloaded by the route) with the company's number.
    expect(page.html).toContain('https://wa.me/966551234567');
    expect(page.html).toContain('أعمال مشابهة');
    expect(page.html).not.toMatch(/\sstyle="/);
    expect(page.head).toEqual({
      title: 'تصميم 2 | نسق',
      description: 'وصف التصميم 2',
      image: { url: '/api/media/m2.720.webp', width: 1080, height: 1350, alt: 'تصميم 2' },
      breadcrumbs: [
        { name: 'نسق', path: '/' },
        { name: 'معرض التصاميم', path: '/portfolio' },
        { name: 'تصميم 2', path: '/portfolio/design-2' },
      ],
      lcpImage: {
        src: '/api/media/m2.720.webp',
        srcset: expect.stringContaining('/api/media/d102.1080.webp 1080w'),
        sizes: '(min-width: 1280px) 1216px, 94vw',
      },
    });
  });

  it('/portfolio/{unknown}: 404, the not-found state and the not-found head', async () => {
    const page = await render('/portfolio/no-such-design', (reads) => ({ [reads[0]!]: notFound, [reads[1]!]: contactReply }));
    expect(page.status).toBe(404);
    expect(page.html).toContain('Project Not Found');
    expect(page.html).toContain('href="/portfolio?lang=en"');
    expect(page.head?.title).toBe('Page not found | Nasaq');
  });
});
