import { remoteNames } from '@site/shared/contract';
import type { LiveReleases } from '../releases/live-releases';
import type { Metrics } from './metrics';
import type { CountKind, SectionTraffic } from './section-traffic';

/** The version label of a section served from the build in dist/ (never released on its own). */
const BUILD_VERSION = 'build';

const trafficSeries: Record<CountKind, { name: `nasaq_${string}`; help: string }> = {
  pageViews: { name: 'nasaq_section_page_views_total', help: 'Pages served with this version of the section in them, on this replica' },
  serverErrors: {
    name: 'nasaq_section_server_errors_total',
    help: "This replica's renders of this section version that threw or showed the error fallback",
  },
  browserErrors: { name: 'nasaq_section_browser_errors_total', help: 'Error reports from browsers and partner widgets about this section version' },
};

/**
 * Each section's traffic per version (SectionTraffic's totals, whose labels are bounded there:
 * four sections, at most 8 versions each) and the release each section is live on, as an info
 * gauge (`nasaq_section_release_info{section, version} 1`; `build` for the build in dist/).
 */
export function sectionSeries(metrics: Metrics, traffic: SectionTraffic, releases: LiveReleases): void {
  for (const kind of Object.keys(trafficSeries) as CountKind[]) {
    metrics.counter({
      ...trafficSeries[kind],
      labelNames: ['section', 'version'],
      collect() {
        // Set from the monotonic totals at each scrape (reset first: a version may have left the map's bound).
        this.reset();
        for (const tally of traffic.allTotals()) if (tally.counts[kind] > 0) this.inc({ section: tally.section, version: tally.version }, tally.counts[kind]);
      },
    });
  }
  metrics.gauge({
    name: 'nasaq_section_release_info',
    help: 'The version each section is live on, on this replica (1 per section; version "build" is the build the server started with)',
    labelNames: ['section', 'version'],
    collect() {
      this.reset();
      const live = releases.current();
      for (const section of remoteNames) this.set({ section, version: live.get(section)?.version ?? BUILD_VERSION }, 1);
    },
  });
}
