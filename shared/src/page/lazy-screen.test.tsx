import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod/mini';
import { defineQuery } from '../request/query';
import { enMeta } from '../i18n/en-meta';
import type { RouteContext, RouteParams } from './app-routes';
import { lazyRoute, lazyScreen, type RouteModule } from './lazy-screen';

const context: RouteContext = { lang: 'en', params: { id: '7' }, search: new URLSearchParams(), meta: enMeta.meta };
const query = defineQuery(
  '/v1/things/7',
  () => z.unknown(),
  (body) => body,
);

function Thing({ params }: { params: RouteParams }) {
  return <h1>Thing {params['id']}</h1>;
}

describe('lazyRoute', () => {
  it('loads its chunk once, then gives the chunk’s reads, head and status for the request', async () => {
    const chunk = vi.fn(async (): Promise<RouteModule> => ({
      default: Thing,
      load: ({ params }) =>
        Promise.resolve({ reads: [query], head: () => ({ title: `Thing ${params['id']} | Nasaq`, description: 'A thing' }), status: () => 404 }),
    }));
    const route = lazyRoute('/things/:id', chunk);
    const loaded = await route.load(context);
    expect(loaded.reads).toEqual([query]);
    expect(loaded.head().title).toBe('Thing 7 | Nasaq');
    expect(loaded.status?.()).toBe(404);
    await route.load(context);
    expect(chunk).toHaveBeenCalledOnce();
    // Loaded, the screen renders on the server at once (no Suspense fallback).
    expect(renderToString(<route.Screen params={{ id: '7' }} />)).toBe('<h1>Thing <!-- -->7</h1>');
  });

  it('tries a failed chunk again', async () => {
    const chunk = vi
      .fn<() => Promise<RouteModule>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue({ default: Thing, load: () => Promise.resolve({ reads: [], head: () => ({ title: 'Thing', description: '' }) }) });
    const route = lazyRoute('/things/:id', chunk);
    await expect(route.load(context)).rejects.toThrow('offline');
    await route.load(context);
    expect(chunk).toHaveBeenCalledTimes(2);
    expect(renderToString(<route.Screen params={{ id: '1' }} />)).toContain('Thing');
  });
});

describe('lazyScreen', () => {
  it('is fulfilled for use() once loaded, so the screen renders in the same pass', async () => {
    const screen = lazyScreen(async () => ({ default: Thing }));
    expect(screen.load().status).toBe('pending');
    await screen.load();
    expect(screen.load().status).toBe('fulfilled');
    expect(renderToString(<screen.Screen params={{ id: '2' }} />)).toBe('<h1>Thing <!-- -->2</h1>');
  });
});
