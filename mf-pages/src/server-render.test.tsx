import { remoteModule, renderWithReplies, setRemoteLoader, type PageReplies } from '@site/shared';
import { renderToString } from 'react-dom/server';
import { beforeAll, describe, expect, it } from 'vitest';
import { serverApp } from './ssr';
import { aboutReply, clientsReply, client, contactReply, pageReply, post, project, servicesReply } from './testing/fixtures';

const ok = (body: unknown) => ({ status: 200, body });
const homeReplies: PageReplies = {
  '/v1/services': ok(servicesReply(['تطوير المواقع', 'تطبيقات الجوال'])),
  '/v1/pages/about': ok(aboutReply()),
  '/v1/clients': ok(clientsReply([client(1, 'واحة التمور'), client(2, 'صيدليات النيل')])),
  '/v1/pages/contact': ok(contactReply()),
  '/v1/projects?page=1&per_page=3': ok(pageReply([project(1, 'متجر واحة التمور')], 3)),
  '/v1/blogs/recent': ok(pageReply([post(1, 'المواقع العربية أولاً')])),
};

/**
 * Renders a route as the server does: its `preload` first (its chunks and endpoint groups),
 * then with the replies of its reads in scope, no DOM.
 */
async function render(path: string, replies: PageReplies = {}, lang: 'ar' | 'en' = 'ar') {
  const route = serverApp.route({ path, search: '', lang });
  await route.preload();
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
  it('the home page: every section in the spec order, with every query its sections read and its two federated blocks', async () => {
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

  it('the not-found page, with status 404', async () => {
    const missing = await render('/no-such-page');
    expect(missing.html).toContain('الصفحة غير موجودة');
    expect(missing.status).toBe(404);
  });
});
