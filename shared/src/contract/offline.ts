import { z } from 'zod/mini';
import { idSchema } from './common';
import { okEnvelope } from './envelope';

/** The image widths the download takes: a phone shows a main image about 390 CSS px wide at 2x; a gallery thumbnail about 160. */
export const OFFLINE_IMAGE_WIDTHS = { main: 640, thumbnail: 320 } as const;

const bytes = z.int().check(z.nonnegative());
/** Bytes as the server estimates them; null when it cannot tell (the planner then assumes its own figure). */
const estimate = z.nullable(bytes);
/** An estimate in each language: the copy keeps both (docs/offline.md#the-plan). */
const perLanguage = z.object({ ar: estimate, en: estimate });

/**
 * One item the offline download may keep, with what keeping it costs: its detail reply (JSON) and
 * its page's server HTML in each language, and its images at the widths the download takes (the
 * main image at phone width, gallery images at thumbnail width), stored once for both languages,
 * in bytes as stored.
 */
export const offlineManifestItemSchema = z.object({
  id: idSchema,
  slug: z.string(),
  reply: perLanguage,
  page: perLanguage,
  images: estimate,
  image_count: z.int().check(z.nonnegative()),
});
export type OfflineManifestItem = z.infer<typeof offlineManifestItemSchema>;

/** What every offline copy holds whatever its size: the site's single reads and its main pages in each language, and their images. */
export const offlineManifestCoreSchema = z.object({ replies: perLanguage, pages: perLanguage, images: estimate, image_count: z.int().check(z.nonnegative()) });
export type OfflineManifestCore = z.infer<typeof offlineManifestCoreSchema>;

/**
 * GET /v1/offline/manifest: what the offline download plans from (docs/offline.md), the same in
 * either language. Each kind's items newest first (services in their order), only those the plan
 * of both languages can keep within `budget` (offline-budget.ts decides, for the server's cut and
 * the page's plan alike), so the reply stays small whatever the content; `totals` counts what exists.
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
