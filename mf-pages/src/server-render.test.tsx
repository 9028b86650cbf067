import { remoteModule, setRemoteLoader } from '@site/shared/blocks';
import { renderWithReplies, type PageReplies } from '@site/shared/request';
import { renderToString } from 'react-dom/server';
import { beforeAll, describe, expect, it } from 'vitest';
import { serverApp } from './ssr';
import { aboutReply, clientsReply, client, contactReply, pageReply, post, project, serviceDetailReply, servicesReply } from './testing/page-fixtures';
import { loadServerSanitizerFirst } from './testing/sanitizer-first';

loadServerSanitizerFirst();

const ok = (body: unknown) => ({ status: 200, body });
const homeReplies: PageReplies = {
  '/v1/services': ok(servicesReply(['تطوير المواقع', 'تطبيقات الجوال'])),
  '/v1/pages/about': ok(aboutReply()),
  '/v1/clients?per_page=6': ok(clientsReply([client(1, 'واحة التمور'), client(2, 'صيدليات النيل')])),
  '/v1/pages/contact': ok(contactReply()),
  '/v1/projects?page=1&per_page=3': ok(pageReply([project(1, 'متجر واحة التمور')], 3)),
  '/v1/blogs/recent': ok(pageReply([post(1, 'المواقع العربية أولاً')])),
};

/**
 * Renders a route as the server does: loaded first (its chunks and endpoint groups), then with
 * the replies of its reads in scope, no DOM.
 */
async function render(path: string, replies: PageReplies = {}, lang: 'ar' | 'en' = 'ar') {
  const route = await serverApp.load({ path, search: '', lang });
  await Promise.all(route.blocks.map((id) => remoteModule(id).catch(() => undefined)));
  const { result, usedPacks } = renderWithReplies(lang, replies, () => ({
    html: renderToString(<>{route.slots().main}</>),
    status: route.status?.(),
    head: route.head?.(),
    reads: route.reads().map((query) => query.path),
    blocks: route.blocks,
  }));
  return { ...result, usedPacks };
}

/** Order of first appearance of each text in the HTML. */
function inOrder(html: string, texts: string[]): boolean {
  const at = texts.map((text) => html.indexOf(text));
  return at.every((index) => index >= 0) && at.every((index, i) => i === 0 || index > at[i - 1]!);
}

beforeAll(() => {
  // The two federated blocks of these pages, as their sections expose them.
  setRemoteLoader(async (id) => ({ default: () => <div data-remote={id} /> }));
});

/**
 * mf-pages' server container renders each route's first screen in Node (no `window`, no
 * `document`), with the data the route declares it reads.
 */
describe('mf-pages renders on the server', () => {
  it('the home page: every section in order, with every query its sections read and its two federated blocks', async () => {
    expect(typeof window).toBe('undefined');
    const home = await render('/', homeReplies);
    expect(home.reads.sort()).toEqual(Object.keys(homeReplies).sort());
    expect(home.blocks).toEqual(['mf_portfolio/teaser', 'mf_forms/contact-form']);
    expect(home.status).toBe(200);
    expect(home.head).toMatchObject({ organization: true, title: expect.stringContaining('نسق') });
    expect(home.html).not.toContain('<!--$!-->');
    expect(
      inOrder(home.html, [
        'نبني المنتجات الرقمية التي تنمو بها أعمالك', // hero
        'Nasaq builds websites and apps.', // intro, from the about data
        '150+', // stats
        'تطوير المواقع', // services
        'href="/services/2"',
        'لماذا تختارنا', // why choose us
        'واحة التمور', // clients
        'متجر واحة التمور', // featured projects
        'data-remote="mf_portfolio/teaser"', // portfolio teaser
        'المواقع العربية أولاً', // latest articles
        'id="contact"',
        'data-remote="mf_forms/contact-form"', // contact
      ]),
    ).toBe(true);
    // The lower sections' texts load with their blocks: the page needs only the core texts first.
    expect(home.usedPacks).toEqual([]);
  });

  it('the home page before its data (the browser reads it): loading states, not errors', async () => {
    const home = await render('/');
    expect(home.html).toContain('aria-busy="true"');
    expect(home.html).not.toContain('role="alert"');
  });

  it('/about, /services, /clients, /contact, /sitemap: each with its data and head', async () => {
    const about = await render('/about', { '/v1/pages/about': ok(aboutReply()) }, 'en');
    expect(about.reads).toEqual(['/v1/pages/about']);
    expect(about.html).toContain('Nasaq Technology Solutions</h1>');
    expect(about.head?.title).toBe('About us | Nasaq');
    expect(about.usedPacks).toEqual(['screens']);

    const services = await render('/services', { '/v1/services': ok(servicesReply(['Web', 'Mobile'])) }, 'en');
    expect(services.reads).toEqual(['/v1/services']);
    expect(services.html).toContain('>Mobile</h2>');
    expect(services.head?.title).toBe('Services | Nasaq');
    // The first card's image is the largest of a phone's first screen: preloaded, and not lazy.
    expect(services.head?.lcpImage).toMatchObject({ src: '/api/media/service-1.960.webp', srcset: expect.stringContaining('1440w') });
    expect(services.html.match(/<img [^>]*>/g)?.map((image) => [image.includes('fetchPriority="high"'), image.includes('loading="lazy"')])).toEqual([
      [true, false],
      [false, true],
    ]);

    const clients = await render('/clients', { '/v1/clients': ok(clientsReply([client(1, 'Al Waha')])) }, 'en');
    expect(clients.reads).toEqual(['/v1/clients']);
    expect(clients.html).toContain('>Al Waha</h2>');

    const contact = await render('/contact', { '/v1/pages/contact': ok(contactReply()) }, 'en');
    expect(contact.reads).toEqual(['/v1/pages/contact']);
    expect(contact.blocks).toEqual(['mf_forms/contact-form']);
    expect(contact.html).toContain('data-remote="mf_forms/contact-form"');
    expect(contact.html).toContain('hello@nasaq.example');

    const sitemap = await render('/sitemap', { '/v1/pages/contact': ok(contactReply()) }, 'en');
    expect(sitemap.html).toContain('href="/consultation?lang=en"');
    expect(sitemap.head?.title).toBe('Sitemap | Nasaq');
  });

  it('the legal pages, which read nothing', async () => {
    const privacy = await render('/privacy-policy');
    expect(privacy.reads).toEqual([]);
    expect(privacy.html).toContain('سياسة الخصوصية</h1>');
    const terms = await render('/terms-of-service', {}, 'en');
    expect(terms.html).toContain('You must be at least 18 years old');
    expect(terms.head?.title).toBe('Terms of service | Nasaq');
  });

  it('a service: its name as title, its image for link previews and preloaded, breadcrumbs', async () => {
    const service = await render('/services/3', { '/v1/services/3': ok(serviceDetailReply(3, 'E-commerce', [[1, 'Web']])) }, 'en');
    expect(service.status).toBe(200);
    expect(service.html).toContain('E-commerce</h1>');
    expect(service.html).toContain('fetchPriority="high"');
    expect(service.head).toMatchObject({
      title: 'E-commerce | Nasaq',
      description: 'E-commerce: a specialised technical service by Nasaq.',
      image: { url: '/api/media/service-3.960.webp', width: 1440, height: 900, alt: 'E-commerce' },
      lcpImage: { src: '/api/media/service-3.960.webp', srcset: expect.stringContaining('1440w') },
      breadcrumbs: [
        { name: 'Nasaq', path: '/' },
        { name: 'Services', path: '/services' },
        { name: 'E-commerce', path: '/services/3' },
      ],
    });
  });

  it('an unknown service: status 404 with the not-found state', async () => {
    const missing = await render('/services/99', { '/v1/services/99': { status: 404, body: { success: false, message: 'Service not found' } } });
    expect(missing.status).toBe(404);
    expect(missing.html).toContain('الخدمة غير موجودة');
    expect(missing.head?.title).toBe('الصفحة غير موجودة | نسق');
  });

  it('the not-found page, with status 404', async () => {
    const missing = await render('/no-such-page');
    expect(missing.html).toContain('الصفحة غير موجودة');
    expect(missing.status).toBe(404);
  });
});
