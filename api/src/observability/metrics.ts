import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

/**
 * The one Prometheus registry of a server (docs/operations.md#metrics), reachable as
 * `app.metrics` inside Fastify and passed to what runs outside it. A module adds its own series
 * here, in its own file, with a name under `nasaq_` and label names it declares up front:
 *
 * ```ts
 * const refusals = app.metrics.counter({ name: 'nasaq_rate_limit_refusals_total', help: '…', labelNames: ['form'] });
 * refusals.inc({ form: 'contact' });
 * ```
 *
 * Every label value must come from a short fixed set (a route pattern, a form, a section, a
 * channel), never from what a request carries: each distinct value is a new series kept for the
 * life of the process. `bounded()` folds anything else into `other`.
 */
export class Metrics {
  readonly registry = new Registry();
  private processMetrics = false;

  counter<L extends string = never>(spec: SeriesSpec<L> & { collect?: (this: Counter<L>) => void | Promise<void> }): Counter<L> {
    return new Counter<L>({ ...spec, labelNames: spec.labelNames ?? [], registers: [this.registry] });
  }

  gauge<L extends string = never>(spec: SeriesSpec<L> & { collect?: (this: Gauge<L>) => void | Promise<void> }): Gauge<L> {
    return new Gauge<L>({ ...spec, labelNames: spec.labelNames ?? [], registers: [this.registry] });
  }

  histogram<L extends string = never>(spec: SeriesSpec<L> & { buckets?: number[] }): Histogram<L> {
    return new Histogram<L>({ ...spec, labelNames: spec.labelNames ?? [], registers: [this.registry] });
  }

  /**
   * Node's own series (CPU, memory, heap, event-loop lag, handles, GC), under their usual names
   * (`process_*`, `nodejs_*`). Only for a server whose metrics are scraped: they start timers
   * and observers that tests building many servers in one process do not need.
   */
  collectProcessMetrics(): void {
    if (this.processMetrics) return;
    this.processMetrics = true;
    collectDefaultMetrics({ register: this.registry });
  }

  /** The exposition (Prometheus text format 0.0.4) and its content type. */
  async exposition(): Promise<{ body: string; contentType: string }> {
    return { body: await this.registry.metrics(), contentType: this.registry.contentType };
  }
}

/** What every series declares: a name in the site's namespace, a help line, its label names. */
export interface SeriesSpec<L extends string> {
  name: `nasaq_${string}`;
  help: string;
  labelNames?: readonly L[];
}

/** A label value from a fixed set, or `other`: what keeps a series' label values bounded. */
export function bounded<T extends string>(value: string | undefined, allowed: readonly T[]): T | 'other' {
  return allowed.find((candidate) => candidate === value) ?? 'other';
}

declare module 'fastify' {
  interface FastifyInstance {
    /** this server's Prometheus registry (api/src/observability/metrics.ts) */
    metrics: Metrics;
  }
}
