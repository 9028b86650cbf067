import { z } from 'zod/mini';
import { idSchema } from './common';
import { okEnvelope } from './envelope';

/** The offline copy holds at most 50 MB (docs/product.md#business-constants). */
export const OFFLINE_BUDGET_BYTES = 50 * 1024 * 1024;

/** The image widths the download takes: a phone shows a main image about 390 CSS px wide at 2x; a gallery thumbnail about 160. */
export const OFFLINE_IMAGE_WIDTHS = { main: 640, thumbnail: 320 } as const;

const bytes = z.int().check(z.nonnegative());
/** Bytes as the server estimates them; null when it cannot tell (the planner then assumes its own figure). */
const estimate = z.nullable(bytes);

/**
 * One item the offline download may keep, with what keeping it costs in the language asked for:
 * its detail reply (JSON), its page's server HTML and its images at the widths the download takes
 * (the main image at phone width, gallery images at thumbnail width), in bytes as stored.
 */
export const offlineManifestItemSchema = z.object({
  id: idSchema,
  slug: z.string(),
  reply: estimate,
  page: estimate,
  images: estimate,
  image_count: z.int().check(z.nonnegative()),
});
export type OfflineManifestItem = z.infer<typeof offlineManifestItemSchema>;

/** What every offline copy holds whatever its size: the site's single reads, its main pages and their images. */
export const offlineManifestCoreSchema = z.object({ replies: estimate, pages: estimate, images: estimate, image_count: z.int().check(z.nonnegative()) });
export type OfflineManifestCore = z.infer<typeof offlineManifestCoreSchema>;

/**
 * GET /v1/offline/manifest: what the offline download plans from (docs/offline.md). Each kind's
 * items newest first (services in their order), each kind cut once its items add up to `budget`
 * (no plan could keep more of one kind), so the reply stays small whatever the content;
 * `totals` counts what exists.
 */
export const offlineManifestResponseSchema = okEnvelope(
  z.object({
    budget: bytes,
    core: offlineManifestCoreSchema,
    projects: z.array(offlineManifestItemSchema),
    blogs: z.array(offlineManifestItemSchema),
    designs: z.array(offlineManifestItemSchema),
    services: z.array(offlineManifestItemSchema),
    totals: z.object({ projects: bytes, blogs: bytes, designs: bytes, services: bytes }),
  }),
);
export type OfflineManifestResponse = z.infer<typeof offlineManifestResponseSchema>;
export type OfflineManifest = OfflineManifestResponse['data'];
