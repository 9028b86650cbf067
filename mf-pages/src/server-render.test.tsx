import { renderWithReplies } from '@site/shared';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { serverApp } from './ssr';

const service = (id: number, name: string) => ({ id, slug: `s-${id}`, name, description: `${name} in detail`, icon: 'code', image_url: null, sort_order: id });
const services = { success: true, data: { data: [service(1, 'تطوير المواقع'), service(2, 'تطبيقات الجوال')], total: 2, current_page: 1, last_page: 1, per_page: 50 } };

/** Renders a route as the server does: its reads' replies in scope, no DOM. */
function render(path: string, replies = {}) {
  const route = serverApp.route({ path, search: '', lang: 'ar' });
  return renderWithReplies('ar', replies, () => ({
    html: renderToString(<>{route.slots().main}</>),
    status: route.status?.(),
    head: route.head?.(),
    reads: route.reads().map((query) => query.path),
  })).result;
}

/**
 * mf-pages' server container renders each route's first screen in Node (no `window`, no
 * `document`), with the data the route declares it reads.
 */
describe('mf-pages renders on the server', () => {
  it('the home page, with the services it reads', () => {
    expect(typeof window).toBe('undefined');
    const home = render('/', { '/v1/services': { status: 200, body: services } });
    expect(home.reads).toEqual(['/v1/services']);
    expect(home.html).toContain('نبني المنتجات الرقمية التي تنمو بها أعمالك');
    expect(home.html).toContain('تطوير المواقع');
    expect(home.html).toContain('تطبيقات الجوال');
    expect(home.html).toContain('href="/services/2"');
    expect(home.status).toBe(200);
    expect(home.head).toMatchObject({ organization: true, title: expect.stringContaining('نسق') });
  });

  it('the home page before its data (the browser reads it): the loading state, not an error', () => {
    const home = render('/');
    expect(home.html).toContain('aria-busy="true"');
    expect(home.html).not.toContain('role="alert"');
  });

  it('the not-found page, with status 404', () => {
    const missing = render('/no-such-page');
    expect(missing.html).toContain('الصفحة غير موجودة');
    expect(missing.status).toBe(404);
  });
});
