import { servicesQuery } from '@site/shared/request';
import { remoteModuleTable } from '@site/shared/blocks';
import { afterEach, describe, expect, it } from 'vitest';
import { loadBlocks } from './load-blocks';
import { testRun } from '../testing/test-run';

let finish = () => undefined as void;
afterEach(() => finish());

describe('loadBlocks', () => {
  it('loads each block and gathers what they read; one that cannot load is left to the browser, and tried again next time', async () => {
    let teaserLoads = 0;
    const table = remoteModuleTable(async (id) => {
      if (id === 'mf_forms/newsletter') return { default: () => null };
      teaserLoads += 1;
      if (teaserLoads === 1) throw new Error('down');
      return { default: () => null, reads: () => [servicesQuery] };
    });
    const first = testRun();
    finish = () => first.run.finish();
    expect(await loadBlocks(first.run, ['mf_forms/newsletter', 'mf_portfolio/teaser'], table)).toEqual([]);
    expect([...first.run.failedSections]).toEqual(['mf_portfolio']);
    expect(first.run.complete).toBe(false);
    expect(first.warnings).toEqual(['[ssr] mf_portfolio/teaser cannot render on the server; the browser renders it.']);

    const second = testRun();
    first.run.finish();
    finish = () => second.run.finish();
    expect(await loadBlocks(second.run, ['mf_forms/newsletter', 'mf_portfolio/teaser'], table)).toEqual([servicesQuery]);
    expect(second.run.complete).toBe(true);
  });
});
