import type { RemoteName } from '@site/shared/contract';
import type { ServerApp, ServerRoute } from '@site/shared/page';
import { afterEach, describe, expect, it } from 'vitest';
import { blocksOf, prepareRoutes } from './prepare-routes';
import { testRun } from './test-run';

const route = (blocks: ServerRoute['blocks'], preload: () => Promise<unknown> = async () => undefined): ServerRoute => ({
  preload,
  reads: () => [],
  blocks,
  slots: () => ({}),
});
const app = (made: ServerRoute): ServerApp => ({ route: () => made });

let finish = () => undefined as void;
afterEach(() => finish());

describe('prepareRoutes', () => {
  it("loads the shell's and the owner's routes for the path (mf-forms owns /consultation), each preloaded", async () => {
    const { run, warnings } = testRun({ path: '/consultation' });
    finish = () => run.finish();
    const asked: RemoteName[] = [];
    let preloaded = 0;
    const routes = await prepareRoutes(run, async (remote) => {
      asked.push(remote);
      return app(route(remote === 'mf_shell' ? ['mf_forms/newsletter'] : [], async () => (preloaded += 1)));
    });
    expect(asked.sort()).toEqual(['mf_forms', 'mf_shell']);
    expect(routes).toMatchObject({ owner: 'mf-forms', contentRemote: 'mf_forms' });
    expect(preloaded).toBe(2);
    expect(blocksOf(routes)).toEqual(['mf_forms/newsletter']);
    expect(run.complete).toBe(true);
    expect(warnings).toEqual([]);
  });

  it('leaves a section that fails to load, or whose preload outlives the time limit, to the browser', async () => {
    const { run, warnings } = testRun({ path: '/about' }, 50);
    finish = () => run.finish();
    const routes = await prepareRoutes(run, async (remote) => {
      if (remote === 'mf_shell') throw new Error('no container');
      return app(route([], () => new Promise(() => undefined)));
    });
    expect(routes).toMatchObject({ shell: null, content: null, contentRemote: 'mf_pages' });
    expect(run.complete).toBe(false);
    expect(warnings.sort()).toEqual([
      '[ssr] mf_pages cannot render on the server; the browser renders it.',
      '[ssr] mf_shell cannot render on the server; the browser renders it.',
    ]);
  });
});
