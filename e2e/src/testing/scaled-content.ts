import { cpSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The demo content multiplied, for `npm run bench:scale` and offline-scale.e2e.ts: a copy
 * of content/ in `target` where every project, article, design and client has `factor - 1`
 * copies beside it, each with its own slug (`{slug}-c{k}`) and file, dated `k` weeks before its
 * original (a company that has published for years), so "newest" means something. Articles'
 * copies are not featured (one featured article, as in the demo). Services, categories and the
 * pages stay as they are. Nothing here is committed: `target` is a temporary folder.
 */
export const SCALED_FOLDERS = ['projects', 'blog', 'portfolio', 'clients'] as const;

const WEEK_MS = 7 * 24 * 3600 * 1000;

function weeksBefore(day: string, weeks: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  return new Date(date.getTime() - weeks * WEEK_MS).toISOString().slice(0, 10);
}

/** The text of copy `k` of a content file: its slug, its dates and (for articles) its featured flag changed; nothing else. */
export function copyOf(text: string, k: number): string {
  return text
    .replace(/^slug: ([a-z0-9-]+)\s*$/m, (_, slug: string) => `slug: ${slug}-c${k}`)
    .replace(/^(date|project_date): (\d{4}-\d{2}-\d{2})\s*$/gm, (_, field: string, day: string) => `${field}: ${weeksBefore(day, k)}`)
    .replace(/^is_best: true\s*$/m, 'is_best: false');
}

/** Writes the content multiplied `factor` times into `target` (which must not exist yet); the number of items written per folder. */
export function writeScaledContent(source: string, target: string, factor: number): Record<(typeof SCALED_FOLDERS)[number], number> {
  cpSync(source, target, { recursive: true, filter: (file) => !file.includes('node_modules') });
  const counts = { projects: 0, blog: 0, portfolio: 0, clients: 0 };
  for (const folder of SCALED_FOLDERS) {
    const dir = path.join(target, folder);
    const files = readdirSync(dir).filter((name) => /\.(ya?ml|md)$/.test(name));
    counts[folder] = files.length * factor;
    for (const name of files) {
      const text = readFileSync(path.join(dir, name), 'utf8');
      if (!/^slug: /m.test(text)) throw new Error(`${folder}/${name} has no slug line to copy`);
      // Copies sort after every original (file-name order is list order: the originals stay first).
      for (let k = 1; k < factor; k++) writeFileSync(path.join(dir, `zz-${String(k).padStart(3, '0')}-${name}`), copyOf(text, k));
    }
  }
  return counts;
}
