import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { LANGUAGES } from '@site/shared/state';
import { loadTexts } from '@site/shared/i18n';
import { textPackNames } from '@site/shared/contract';
import { pageTemplate, type PageParts } from './document';
import { LogOnce } from './log-once';
import { renderPage, type ReadApi, type RenderedPage, type RenderRequest } from './render-page';
import { ServerSections } from './sections';

export type { ReadApi, RenderedPage, RenderRequest };

export interface SiteRendererOptions {
  /** the build: dist/ with root-config/ (index.html, remotes.json) and each section's folder */
  distDir: string;
  /** one API read in this process (the same read path and caches as /api/v1) */
  read: ReadApi;
  /** where a failure is reported (once per cause) */
  warn: (message: string, error?: unknown) => void;
  /** how long loading sections and reading data may take before the page is sent with what is ready */
  timeLimitMs?: number;
}

export interface SiteRenderer {
  /** changes when remotes.json, a server container on this machine or the built page changes: it keys cached pages */
  version(): string;
  render(request: RenderRequest): Promise<RenderedPage>;
}

/** The built index.html as a page template, read again when the file changes (looked at once a second at most). */
function templateFile(file: string): { version: () => string; fill: (parts: PageParts) => string } {
  let checkedAt = Number.NEGATIVE_INFINITY;
  let state: { version: string; fill: (parts: PageParts) => string } | null = null;
  const current = () => {
    if (state && performance.now() - checkedAt < 1000) return state;
    checkedAt = performance.now();
    const version = String(statSync(file).mtimeMs);
    if (state?.version !== version) state = { version, fill: pageTemplate(readFileSync(file, 'utf8')) };
    return state;
  };
  return { version: () => current().version, fill: (parts) => current().fill(parts) };
}

/**
 * The server side of the host (built into dist/root-config/server/index.cjs, required by the API
 * server): renders every page's first screen from the sections' server containers. Every text
 * pack of both languages is loaded before the first render, so a render never waits for one.
 */
export async function createSiteRenderer(options: SiteRendererOptions): Promise<SiteRenderer> {
  const log = new LogOnce(options.warn);
  const sections = new ServerSections(options.distDir, () => log.reset());
  const template = templateFile(path.join(options.distDir, 'root-config', 'index.html'));
  await Promise.all(LANGUAGES.flatMap((lang) => textPackNames.map((pack) => loadTexts(lang, pack))));
  return {
    version: () => `${sections.current().version}.${template.version()}`,
    render: (request) => renderPage({ sections, fill: template.fill, read: options.read, log, timeLimitMs: options.timeLimitMs ?? 3000 }, request),
  };
}
