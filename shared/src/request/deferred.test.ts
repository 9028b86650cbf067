import { afterEach, describe, expect, it, vi } from 'vitest';
import { deferredModule } from './deferred';
import { runQuery } from './query';
import { resetRequestClient } from './reset';
import { projectQueries } from './screen-endpoints';
import { jsonResponse, listReply, mockFetch } from '../testing/fetch';

afterEach(() => {
  resetRequestClient();
  vi.unstubAllGlobals();
});

describe('the endpoint groups', () => {
  it('load the real endpoint code with their first use', async () => {
    const project = {
      id: 7,
      slug: 'p-7',
      name: 'Project 7',
      description: 'x',
      category: 'Web',
      image_url: null,
      date: null,
      created_at: '2024-04-01T10:00:00Z',
    };
    const { urls } = mockFetch(() => jsonResponse(listReply([project])));
    const { projectsPageQuery } = await projectQueries();
    const page = await runQuery(projectsPageQuery({ page: 1, perPage: 50 }), 'en');
    expect(page.items.map((view) => view.slug)).toEqual(['p-7']);
    expect(urls()[0]).toContain('/v1/projects');
  });
});

describe('deferredModule', () => {
  it('loads once, is fulfilled for use() after, and tries again after a failure', async () => {
    const load = vi.fn<() => Promise<{ answer: number }>>().mockRejectedValueOnce(new Error('offline')).mockResolvedValue({ answer: 42 });
    const api = deferredModule(load);
    await expect(api()).rejects.toThrow('offline');
    const module = api();
    expect(module).toBe(api());
    await expect(module).resolves.toEqual({ answer: 42 });
    expect(module.status).toBe('fulfilled');
    expect(load).toHaveBeenCalledTimes(2);
  });
});
