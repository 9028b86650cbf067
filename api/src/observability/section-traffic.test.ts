import { describe, expect, it } from 'vitest';
import { SectionTraffic } from './section-traffic';

/** The bounds the module documents: 8 versions per section, the rest as `other`. */
const MAX_VERSIONS_PER_SECTION = 8;
const OTHER_VERSION = 'other';

describe('SectionTraffic', () => {
  it('counts page views and both kinds of errors per section version', () => {
    const traffic = new SectionTraffic();
    traffic.count('mf_portfolio', 'a1', 'pageViews');
    traffic.count('mf_portfolio', 'a1', 'pageViews');
    traffic.count('mf_portfolio', 'b2', 'browserErrors', 3);
    traffic.count('mf_pages', 'build', 'serverErrors');
    expect(traffic.allTotals()).toEqual([
      { section: 'mf_pages', version: 'build', counts: { pageViews: 0, serverErrors: 1, browserErrors: 0 } },
      { section: 'mf_portfolio', version: 'a1', counts: { pageViews: 2, serverErrors: 0, browserErrors: 0 } },
      { section: 'mf_portfolio', version: 'b2', counts: { pageViews: 0, serverErrors: 0, browserErrors: 3 } },
    ]);
  });

  it('ignores an unknown section and amounts that are not positive', () => {
    const traffic = new SectionTraffic();
    traffic.count('mf_evil', 'a1', 'pageViews');
    traffic.count('mf_shell', 'a1', 'pageViews', 0);
    traffic.count('mf_shell', 'a1', 'pageViews', Number.NaN);
    expect(traffic.allTotals()).toEqual([]);
  });

  it('folds malformed versions and versions past the bound into one label', () => {
    const traffic = new SectionTraffic();
    traffic.count('mf_forms', '<script>', 'browserErrors');
    traffic.count('mf_forms', 'x'.repeat(65), 'browserErrors');
    for (let i = 0; i < MAX_VERSIONS_PER_SECTION + 50; i += 1) traffic.count('mf_forms', `v${i}`, 'pageViews');
    const versions = traffic.allTotals().map((tally) => tally.version);
    expect(versions).toHaveLength(MAX_VERSIONS_PER_SECTION + 1);
    expect(versions).toContain(OTHER_VERSION);
    const other = traffic.allTotals().find((tally) => tally.version === OTHER_VERSION);
    expect(other?.counts).toEqual({ pageViews: 50, serverErrors: 0, browserErrors: 2 });
  });

  it('hands out what was not flushed once, and takes back what a flush could not write', () => {
    const traffic = new SectionTraffic();
    traffic.count('mf_portfolio', 'a1', 'pageViews', 5);
    const first = traffic.takeUnflushed();
    expect(first).toEqual([{ section: 'mf_portfolio', version: 'a1', counts: { pageViews: 5, serverErrors: 0, browserErrors: 0 } }]);
    expect(traffic.takeUnflushed()).toEqual([]);
    traffic.count('mf_portfolio', 'a1', 'serverErrors');
    traffic.putBack(first);
    expect(traffic.takeUnflushed()).toEqual([{ section: 'mf_portfolio', version: 'a1', counts: { pageViews: 5, serverErrors: 1, browserErrors: 0 } }]);
    // Totals are monotonic whatever the flushes did.
    expect(traffic.allTotals()[0]?.counts).toEqual({ pageViews: 5, serverErrors: 1, browserErrors: 0 });
  });
});
