import { describe, expect, it } from 'vitest';
import { offlinePageTexts } from '@site/shared/worker';
import { renderOfflinePage } from './offline-page';

const keys = ['https://site.test/?lang=en', 'https://site.test/services?lang=en', 'https://site.test/services?lang=ar', 'https://site.test/blog/x?lang=ar'];

describe('the offline page', () => {
  it("is in the visitor's language and direction", () => {
    const ar = renderOfflinePage({ lang: 'ar', path: '/about', storedKeys: [] });
    expect(ar).toContain('<html lang="ar" dir="rtl">');
    expect(ar).toContain(`<h1>${offlinePageTexts.ar.title}</h1>`);
    const en = renderOfflinePage({ lang: 'en', path: '/about', storedKeys: [] });
    expect(en).toContain('<html lang="en" dir="ltr">');
    expect(en).toContain(`<h1>${offlinePageTexts.en.title}</h1>`);
  });

  it('links to the stored pages of that language, named as the menu names them', () => {
    const html = renderOfflinePage({ lang: 'en', path: '/about', storedKeys: keys });
    expect(html).toContain('<a href="/?lang=en"><bdi>Home</bdi></a>');
    expect(html).toContain('<a href="/services?lang=en"><bdi>Services</bdi></a>');
    expect(html).not.toContain('/blog/x?lang=ar');
    const ar = renderOfflinePage({ lang: 'ar', path: '/about', storedKeys: keys });
    expect(ar).toContain(`<a href="/blog/x?lang=ar"><bdi>/blog/x</bdi></a>`);
    expect(ar).toContain(`<a href="/services?lang=ar"><bdi>${offlinePageTexts.ar.pages['/services']}</bdi></a>`);
  });

  it('links to the pages of the other language, marked as such, when none of its own is stored', () => {
    const html = renderOfflinePage({ lang: 'en', path: '/about', storedKeys: ['https://site.test/services?lang=ar'] });
    expect(html).toContain(`<a href="/services?lang=ar" lang="ar">`);
  });

  it('says nothing is stored when nothing is, and offers to try again in either language', () => {
    const html = renderOfflinePage({ lang: 'en', path: '/about', storedKeys: [] });
    expect(html).toContain(offlinePageTexts.en.noneStored);
    expect(html).toContain('<a href="/about?lang=en">Try again</a>');
    expect(html).toContain('<a href="/about?lang=ar" lang="ar">العربية</a>');
  });

  it('escapes what comes from a URL', () => {
    const html = renderOfflinePage({ lang: 'en', path: '/"><script>x</script>', storedKeys: [] });
    expect(html).not.toContain('<script>');
  });

  it('runs no script', () => {
    expect(renderOfflinePage({ lang: 'ar', path: '/', storedKeys: keys })).not.toMatch(/<script/i);
  });
});
