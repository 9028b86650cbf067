import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { isNotFound, renderWithReplies, serviceQuery } from '@site/shared/request';
import { useQuery } from '@site/shared/react';
import { matchAppRoute } from './match-route';
import { type AppRoute, type RouteParams, defineSection, notFoundRoute, pageHead } from '@site/shared/page';
import { contentServerApp } from './server-app';

function ServiceName({ params }: { params: RouteParams }) {
  const state = useQuery(serviceQuery(params['id'] ?? ''));
  return <h1>{state.status === 'ready' ? state.data.service.name : state.status === 'error' ? 'not found' : '…'}</h1>;
}

const serviceRoute: AppRoute = {
  path: '/services/:id',
  Screen: ServiceName,
  load: ({ meta, lang, params }) => {
    const query = serviceQuery(params['id'] ?? '');
    return Promise.resolve({ reads: [query], head: () => pageHead(meta, 'services'), status: () => (isNotFound(query, lang) ? 404 : 200) });
  },
};

const below = { preload: vi.fn(async () => undefined) };

const routes: AppRoute[] = [
  {
    path: '/',
    Screen: () => <h1>home</h1>,
    load: ({ meta }) => Promise.resolve({ reads: [], head: () => ({ title: meta.home.title, description: meta.home.description }) }),
    lazyBlocks: [below],
  },
  serviceRoute,
  notFoundRoute,
];

describe('matchAppRoute', () => {
  it('matches like wouter (a trailing slash too), with raw params, else the catch-all', () => {
    expect(matchAppRoute(routes, '/').route.path).toBe('/');
    expect(matchAppRoute(routes, '/services/3/')).toMatchObject({ route: { path: '/services/:id' }, params: { id: '3' } });
    expect(matchAppRoute(routes, '/services/%D8%A8').params['id']).toBe('%D8%A8');
    expect(matchAppRoute(routes, '/services/3/x').route).toBe(notFoundRoute);
  });
});

describe('contentServerApp', () => {
  const app = contentServerApp(defineSection('mf-pages', routes));

  it('gives the matched route its reads, head and status once loaded, and renders the app at the address', async () => {
    const route = await app.load({ path: '/services/web', search: 'lang=en', lang: 'en' });
    expect(route.reads().map((query) => query.path)).toEqual(['/v1/services/web']);
    const service = { id: 1, slug: 'web', name: 'Web development', description: 'd', icon: null, image_url: null, sort_order: 1 };
    const { result } = renderWithReplies(
      'en',
      { '/v1/services/web': { status: 200, body: { success: true, data: { service, related_services: [] } } } },
      () => ({ html: renderToString(<>{route.slots().main}</>), head: route.head?.() }),
    );
    expect(result.html).toContain('<h1>Web development</h1>');
    expect(result.head).toEqual({ title: 'Services | Nasaq', description: expect.stringContaining('Web and mobile development') });
  });

  it('answers 404 for a path no route knows, with the not-found page', async () => {
    const route = await app.load({ path: '/nowhere', search: '', lang: 'ar' });
    expect(route.status?.()).toBe(404);
    expect(route.reads()).toEqual([]);
    const { result } = renderWithReplies('ar', {}, () => renderToString(<>{route.slots().main}</>));
    expect(result).toContain('الصفحة غير موجودة');
    expect(route.head?.().title).toBe('الصفحة غير موجودة | نسق');
  });

  it('lets a route say 404 from what it read, and its screen show it', async () => {
    const route = await app.load({ path: '/services/nope', search: '', lang: 'en' });
    const { result } = renderWithReplies('en', { '/v1/services/nope': { status: 404, body: { success: false, message: 'Service not found' } } }, () => ({
      status: route.status?.(),
      html: renderToString(<>{route.slots().main}</>),
    }));
    expect(result.status).toBe(404);
    expect(result.html).toContain('<h1>not found</h1>');
  });

  it('loads the route’s own blocks below the fold with it', async () => {
    below.preload.mockClear();
    await app.load({ path: '/', search: '', lang: 'en' });
    expect(below.preload).toHaveBeenCalledOnce();
    await app.load({ path: '/services/web', search: '', lang: 'en' });
    expect(below.preload).toHaveBeenCalledOnce();
  });
});
