import PQueue from 'p-queue';
import type { MediaRenderer } from './renderer';

/** One image at one served width. */
export interface Variant {
  id: string;
  width: number;
}

/** What the queue has done since the server started (docs/api.md#images-made-ahead-of-time): the metrics' figures. */
export interface VariantQueueStats {
  /** variants rendered by the queue (not those a request rendered first) */
  made: number;
  /** variants waiting or being rendered now */
  queued: number;
  /** variants whose render failed (the image's row could not be read, the renderer threw) */
  failed: number;
}

/** At most this many variants wait at once: beyond it, an addition is dropped (a request still renders it on demand). */
const MAX_QUEUED_VARIANTS = 20_000;

/**
 * The image variants the server makes ahead of time, in a bounded background queue
 * (docs/api.md#images-made-ahead-of-time): one variant at a time (`concurrency` 1), handed to the
 * renderer below every visitor's request, so at most one of the renderer's two slots ever holds a
 * background render and a request never waits behind more than that one. A variant queued twice
 * is queued once; one already on disk, or being made for a request, is not made again (the
 * renderer's `prepare`). In order of addition: the warm-up adds what is needed first first.
 */
export class VariantQueue {
  private readonly queue: PQueue;
  private readonly waiting = new Set<string>();
  private readonly counts = { made: 0, failed: 0 };
  private listed = false;

  constructor(
    private readonly renderer: Pick<MediaRenderer, 'prepare'>,
    private readonly options: { concurrency?: number; maxQueued?: number; onError?: (error: unknown, variant: Variant) => void } = {},
  ) {
    this.queue = new PQueue({ concurrency: options.concurrency ?? 1 });
  }

  /** Queues the variants not queued yet, in order; how many were added. */
  add(variants: Iterable<Variant>): number {
    this.listed = true;
    let added = 0;
    const most = this.options.maxQueued ?? MAX_QUEUED_VARIANTS;
    for (const variant of variants) {
      const name = `${variant.id}-${variant.width}`;
      if (this.waiting.has(name) || this.waiting.size >= most) continue;
      this.waiting.add(name);
      added += 1;
      void this.queue.add(async () => {
        try {
          if ((await this.renderer.prepare(variant.id, variant.width)) === 'made') this.counts.made += 1;
        } catch (error) {
          this.counts.failed += 1;
          this.options.onError?.(error, variant);
        } finally {
          this.waiting.delete(name);
        }
      });
    }
    return added;
  }

  stats(): VariantQueueStats {
    return { made: this.counts.made, queued: this.waiting.size, failed: this.counts.failed };
  }

  /** Something was listed and all of it is made: what a first visitor needs is ready. */
  get warm(): boolean {
    return this.listed && this.waiting.size === 0;
  }

  /** Resolves once nothing waits and nothing runs. */
  idle(): Promise<void> {
    return this.queue.onIdle();
  }

  /** Drops what waits (the server is closing); the render under way ends on its own. */
  stop(): void {
    this.queue.clear();
    this.queue.pause();
    this.waiting.clear();
  }
}
