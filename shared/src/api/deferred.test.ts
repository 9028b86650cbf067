import { afterEach, describe, expect, it, vi } from 'vitest';
import { deferred, deferredModule } from './deferred';
import { resetRequestClient } from './reset';
import * as screenEndpoints from './screen-endpoints';
import { jsonResponse, listReply, mockFetch } from './test-helpers';

afterEach(() => {
  resetRequestClient();
  vi.unstubAllGlobals();
});

describe('deferred', () => {
  it('loads the module at the first call, not before, and passes arguments and results through', async () => {
    const module = { add: vi.fn(async (a: number, b: number) => a + b) };
    const load = vi.fn(async () => module);
    const add = deferred(load, 'add');
    expect(load).not.toHaveBeenCalled();
    await expect(add(2, 3)).resolves.toBe(5);
    await expect(add(4, 4)).resolves.toBe(8);
    expect(module.add).toHaveBeenCalledWith(4, 4);
  });

  it('rejects the call whose load failed, and loads again at the next call', async () => {
    const load = vi
      .fn<() => Promise<{ hello: (name: string) => Promise<string> }>>()
      .mockRejectedValueOnce(new Error('chunk failed'))
      .mockResolvedValue({ hello: async (name) => `hello ${name}` });
    const hello = deferred(load, 'hello');
    await expect(hello('a')).rejects.toThrow('chunk failed');
    await expect(hello('b')).resolves.toBe('hello b');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it("the screens' endpoints exported by '@site/shared' reach the real endpoint code", async () => {
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
    const projects = await screenEndpoints.fetchProjects('en');
    expect(projects.map((view) => view.slug)).toEqual(['p-7']);
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
    expect((module as Promise<unknown> & { status?: string }).status).toBe('fulfilled');
    expect(load).toHaveBeenCalledTimes(2);
  });
});
