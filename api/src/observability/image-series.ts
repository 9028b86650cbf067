import type { Metrics } from './metrics';

/**
 * `nasaq_image_variants_made_total` (WebP variants rendered into DATA_DIR/media-cache since the
 * start) and `nasaq_image_variants_queued` (renders waiting for one of the renderer's slots now).
 */
export function imageSeries(metrics: Metrics, renderer: { readonly made: number; readonly queued: number }): void {
  metrics.counter({
    name: 'nasaq_image_variants_made_total',
    help: 'Image variants (a WebP of one image at one width) rendered and stored by this replica',
    collect() {
      this.reset();
      this.inc(renderer.made);
    },
  });
  metrics.gauge({
    name: 'nasaq_image_variants_queued',
    help: 'Image variants waiting for a render slot on this replica',
    collect() {
      this.set(renderer.queued);
    },
  });
}
