/**
 * A few lines of shape checking for the two documents the host reads before anything else:
 * the page's own data and `/remotes.json` (page-data.ts, remote-manifest.ts). They are checked
 * here rather than with zod so that zod and the reply schemas stay out of every page's first
 * load (request/reply-check.ts); each check names the first place where the document is wrong,
 * as a zod issue path would.
 */
export type Checked<T> = { ok: true; value: T } | { ok: false; at: string };

export const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

export const failAt = (at: string): { ok: false; at: string } => ({ ok: false, at: at || '(root)' });
