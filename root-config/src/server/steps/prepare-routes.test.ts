import type { RemoteName } from '@site/shared/contract';
import type { PageRequest, ServerApp, ServerRoute } from '@site/shared/page';
import { afterEach, describe, expect, it } from 'vitest';
import { blocksOf, prepareRoutes } from './prepare-routes';
import { testRun } from '../testing/test-run';

const route = (blocks: ServerRoute['blocks']): ServerRoute => ({ reads: () => [], blocks, slots: () => ({}) });
/** An app whose `load` never settles (its code is still on the way when the time is up). */
const neverLoaded: ServerApp = { load: () => new Promise(() => undefined) };

let finish = () => undefined as void;
afterEach(() => finish());

describe('prepareRoutes', () => {
  it("loads the shell's and the owner's routes for the path (mf-forms owns /consultation), each for this request", async () => {
    const { run, warnings } = testRun({ path: '/consultation' });
    finish = () => run.finish();
    const asked: RemoteName[] = [];
    const requests: PageRequest[] = [];
    const routes = await prepareRoutes(run, async (remote) => {
      asked.push(remote);
      const made = route(remote === 'mf_shell' ? ['mf_forms/newsletter'] : []);
      return {
        load: async (request) => {
          requests.push(request);
          return made;
        },
      };
    });
    expect(asked.sort()).toEqual(['mf_forms', 'mf_shell']);
    expect(routes).toMatchObject({ owner: 'mf-forms', contentRemote: 'mf_forms' });
    expect(requests).toEqual([run.request, run.request]);
    expect(blocksOf(routes)).toEqual(['mf_forms/newsletter']);
    expect(run.complete).toBe(true);
    expect(warnings).toEqual([]);
  });

  it('leaves a section that fails to load, or whose load outlives the time limit, to the browser', async () => {
    const { run, warnings } = testRun({ path: '/about' }, 50);
    finish = () => run.finish();
    const routes = await prepareRoutes(run, async (remote) => {
      if (remote === 'mf_shell') throw new Error('no container');
      return neverLoaded;
    });
    expect(routes).toMatchObject({ shell: null, content: null, contentRemote: 'mf_pages' });
    expect(run.complete).toBe(false);
    expect(warnings.sort()).toEqual([
      '[ssr] mf_pages cannot render on the server; the browser renders it.',
      '[ssr] mf_shell cannot render on the server; the browser renders it.',
    ]);
  });
});
