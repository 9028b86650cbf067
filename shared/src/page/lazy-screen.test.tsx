import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod/mini';
import { defineQuery } from '../api/query';
import { enMeta } from '../i18n/en-meta';
import type { RouteContext, RouteParams } from './app-routes';
import { lazyRoute, type ScreenModule } from './lazy-screen';

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
  it('gives the page’s generic head and no reads until its chunk is loaded, then the chunk’s own', async () => {
    const prepare = vi.fn(async () => undefined);
    const module: ScreenModule = {
      default: Thing,
      reads: () => [query],
      head: () => ({ title: 'Thing 7 | Nasaq', description: 'A thing' }),
      status: () => 404,
      prepare,
    };
    const route = lazyRoute('/things/:id', 'projects', async () => module);
    expect(route.reads?.(context)).toEqual([]);
    expect(route.head(context).title).toBe('Projects | Nasaq');
    expect(route.status?.(context)).toBe(200);

    await route.preload?.(context);
    expect(prepare).toHaveBeenCalledOnce();
    expect(route.reads?.(context)).toEqual([query]);
    expect(route.head(context).title).toBe('Thing 7 | Nasaq');
    expect(route.status?.(context)).toBe(404);
    // Preloaded, the screen renders on the server at once (no Suspense fallback).
    expect(renderToString(<route.Screen params={{ id: '7' }} />)).toBe('<h1>Thing <!-- -->7</h1>');
  });

  it('tries a failed chunk again', async () => {
    const load = vi.fn<() => Promise<ScreenModule>>().mockRejectedValueOnce(new Error('offline')).mockResolvedValue({ default: Thing });
    const route = lazyRoute('/things/:id', 'projects', load);
    await expect(route.preload?.(context)).rejects.toThrow('offline');
    await route.preload?.(context);
    expect(load).toHaveBeenCalledTimes(2);
    expect(renderToString(<route.Screen params={{ id: '1' }} />)).toContain('Thing');
  });
});
