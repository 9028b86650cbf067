import type { MediaRenderer } from '../media/renderer';
import type { VariantQueue } from '../media/variant-queue';
import type { Metrics } from './metrics';

/**
 * The image variants (a WebP of one image at one width, docs/api.md#images-made-ahead-of-time):
 * `nasaq_image_variants_made_total{for}` rendered and stored by this replica, for a visitor's
 * request or ahead of time by the variant queue; `nasaq_image_variants_queued` waiting in that
 * queue now; `nasaq_image_variants_failed_total` the queue could not make; and
 * `nasaq_image_renders_waiting`, renders of either kind waiting for one of the renderer's slots.
 */
export function imageSeries(metrics: Metrics, renderer: Pick<MediaRenderer, 'madeForRequests' | 'load'>, queue: Pick<VariantQueue, 'stats'>): void {
  metrics.counter({
    name: 'nasaq_image_variants_made_total',
    help: 'Image variants rendered and stored by this replica, for a request or ahead of time',
    labelNames: ['for'],
    collect() {
      this.reset();
      this.inc({ for: 'request' }, renderer.madeForRequests);
      this.inc({ for: 'ahead' }, queue.stats().made);
    },
  });
  metrics.gauge({
    name: 'nasaq_image_variants_queued',
    help: 'Image variants waiting to be made ahead of time on this replica (or being made)',
    collect() {
      this.set(queue.stats().queued);
    },
  });
  metrics.counter({
    name: 'nasaq_image_variants_failed_total',
    help: 'Image variants the queue could not make ahead of time on this replica',
    collect() {
      this.reset();
      this.inc(queue.stats().failed);
    },
  });
  metrics.gauge({
    name: 'nasaq_image_renders_waiting',
    help: 'Image renders (for requests or ahead of time) waiting for a render slot on this replica',
    collect() {
      this.set(renderer.load.waiting);
    },
  });
}
