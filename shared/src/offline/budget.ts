import type { ReplyGroup } from './db';

/**
 * The offline copy (docs/offline.md#the-50-mb-rule): at most 50 MB; past that it keeps only 5 blog posts,
 * 10 projects and 3 images. Measured on the bytes really stored (reply bodies as JSON, image
 * and page bodies as fetched), after the download, so the rule sees what the browser keeps.
 */
export const OFFLINE_STORE_LIMIT_BYTES = 50 * 1024 * 1024;
export const KEEP_WHEN_OVER = { blogPosts: 5, projects: 10, images: 3 } as const;

export interface StoredItem {
  /** a reply key, or an image URL */
  key: string;
  kind: 'reply' | 'image' | 'page';
  group: ReplyGroup | 'image' | 'page';
  /** 0 is the newest (or, for images, the first shown) */
  rank: number;
  bytes: number;
}

export interface Trim {
  /** everything stored fits: nothing to drop */
  over: boolean;
  drop: StoredItem[];
  /** the whole lists keep only their newest entries too */
  keepInCollections: { projects: number; blogs: number } | null;
}

export function totalBytes(items: readonly StoredItem[]): number {
  return items.reduce((sum, item) => sum + item.bytes, 0);
}

export function trimToBudget(items: readonly StoredItem[], limit: number = OFFLINE_STORE_LIMIT_BYTES): Trim {
  if (totalBytes(items) <= limit) return { over: false, drop: [], keepInCollections: null };
  const drop = items.filter(
    (item) =>
      (item.group === 'project' && item.rank >= KEEP_WHEN_OVER.projects) ||
      (item.group === 'blog' && item.rank >= KEEP_WHEN_OVER.blogPosts) ||
      (item.group === 'image' && item.rank >= KEEP_WHEN_OVER.images),
  );
  return { over: true, drop, keepInCollections: { projects: KEEP_WHEN_OVER.projects, blogs: KEEP_WHEN_OVER.blogPosts } };
}
