import { describe, expect, it } from 'vitest';
import { headTags, pageUrl, type HeadPlace } from './head-tags';

const place: HeadPlace = {
  lang: 'en',
  origin: 'https://nasaq.example',
  path: '/blog/first-steps',
  search: 'lang=en&ref=mail',
  siteName: 'Nasaq',
  locale: 'en_US',
  otherLocale: 'ar_AR',
};

/** The JSON-LD blocks of a head, parsed. */
function jsonLd(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((match) => JSON.parse(match[1] ?? '') as Record<string, unknown>);
}

describe('headTags', () => {
  it('gives title, description, canonical and the alternates of both languages and x-default', () => {
    const html = headTags({ title: 'First steps | Nasaq', description: 'How to start' }, place);
    expect(html).toContain('<title>First steps | Nasaq</title>');
    expect(html).toContain('<meta name="description" content="How to start">');
    expect(html).toContain('<link rel="canonical" href="https://nasaq.example/blog/first-steps?ref=mail&amp;lang=en">');
    expect(html).toContain('<link rel="alternate" hreflang="ar" href="https://nasaq.example/blog/first-steps?ref=mail&amp;lang=ar">');
    expect(html).toContain('<link rel="alternate" hreflang="x-default" href="https://nasaq.example/blog/first-steps?ref=mail">');
    expect(html).toContain('<meta property="og:locale" content="en_US"><meta property="og:locale:alternate" content="ar_AR">');
    expect(html).toContain('<meta name="twitter:card" content="summary">');
    expect(jsonLd(html)).toEqual([]);
  });

  it('escapes what the content says, in attributes, text and JSON-LD', () => {
    const html = headTags(
      { title: 'A <b>"bold"</b> & </title> title', description: '"quoted" <script>', breadcrumbs: [{ name: '</script><script>alert(1)</script>', path: '/' }] },
      place,
    );
    expect(html).toContain('<title>A &lt;b&gt;"bold"&lt;/b&gt; &amp; &lt;/title&gt; title</title>');
    expect(html).toContain('content="&quot;quoted&quot; &lt;script&gt;"');
    expect(html).not.toContain('<script>alert(1)');
    expect(jsonLd(html)[0]).toMatchObject({ itemListElement: [{ name: '</script><script>alert(1)</script>' }] });
  });

  it('shows the item image in link previews, absolute, and preloads the largest image of the first screen', () => {
    const html = headTags(
      {
        title: 't',
        description: 'd',
        image: { url: '/api/media/a.960.webp', width: 1440, height: 900, alt: 'A' },
        lcpImage: { src: '/api/media/a.960.webp', srcset: '/api/media/a.480.webp 480w, /api/media/a.960.webp 960w', sizes: '100vw' },
      },
      place,
    );
    expect(html).toContain('<meta property="og:image" content="https://nasaq.example/api/media/a.960.webp">');
    expect(html).toContain('<meta property="og:image:width" content="1440">');
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image">');
    expect(html).toContain(
      '<link rel="preload" as="image" href="/api/media/a.960.webp" imagesrcset="/api/media/a.480.webp 480w, /api/media/a.960.webp 960w" imagesizes="100vw" fetchpriority="high">',
    );
  });

  it('describes the organisation on home, an article on an article, and the breadcrumbs of a detail page', () => {
    const home = jsonLd(headTags({ title: 'Nasaq', description: 'd', organization: true }, { ...place, path: '/' }));
    expect(home).toEqual([expect.objectContaining({ '@type': 'Organization', name: 'Nasaq', url: 'https://nasaq.example/' })]);
    const article = jsonLd(
      headTags(
        {
          title: 'First steps',
          description: 'How to start',
          type: 'article',
          article: { published: '2025-01-02', author: 'Sara' },
          breadcrumbs: [
            { name: 'Home', path: '/' },
            { name: 'Blog', path: '/blog' },
            { name: 'First steps', path: '/blog/first-steps' },
          ],
        },
        place,
      ),
    );
    expect(article[0]).toMatchObject({ '@type': 'Article', headline: 'First steps', datePublished: '2025-01-02', author: { name: 'Sara' }, inLanguage: 'en' });
    expect(article[1]).toMatchObject({
      '@type': 'BreadcrumbList',
      itemListElement: [
        { position: 1, item: 'https://nasaq.example/?lang=en' },
        { position: 2, item: 'https://nasaq.example/blog?lang=en' },
        { position: 3, name: 'First steps', item: 'https://nasaq.example/blog/first-steps?lang=en' },
      ],
    });
  });

  it('names the canonical path the page gives when it was reached by another key', () => {
    expect(headTags({ title: 't', description: 'd', canonicalPath: '/services/3' }, { ...place, path: '/services/web-development', search: '' })).toContain(
      '<link rel="canonical" href="https://nasaq.example/services/3?lang=en">',
    );
    expect(pageUrl({ origin: 'https://x.example', search: 'lang=ar' }, '/')).toBe('https://x.example/');
  });
});
