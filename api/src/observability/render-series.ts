import type { Metrics } from './metrics';
import { pageKindOf } from './page-kind';

/** From a small page rendered warm (a few milliseconds) to the render deadline (3 s) and past it. */
const RENDER_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2, 3, 5];

/** What the page route reports of each server render: the path it rendered and how long it took. */
export type ObserveRender = (pathname: string, seconds: number) => void;

/**
 * `nasaq_page_render_seconds{kind}`: each server render of a page (not a page sent from the
 * cache), by kind of page (`home`, `project`, `not_found`, ...: page-kind.ts).
 */
export function renderSeries(metrics: Metrics): ObserveRender {
  const renders = metrics.histogram({
    name: 'nasaq_page_render_seconds',
    help: 'Server renders of a page (cache misses and form outcomes), by kind of page',
    labelNames: ['kind'],
    buckets: RENDER_BUCKETS,
  });
  return (pathname, seconds) => renders.observe({ kind: pageKindOf(pathname) }, seconds);
}
