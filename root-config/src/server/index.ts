import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { LANGUAGES } from '@site/shared/state';
import { loadTexts } from '@site/shared/i18n';
import { textPackNames } from '@site/shared/contract';
import { pageTemplate, type PageParts } from './document';
import { LogOnce } from './log-once';
import { renderPage, type ReadApi, type RenderedPage, type RenderRequest } from './render-page';
import { ServerSections, type LocateSections, type SectionLocations } from './sections';

export type { ReadApi, RenderedPage, RenderRequest };
export type { ShownSection } from './render-page';
export type { PreviewNote } from './preview-bar';
export type { LocateSections, SectionAssets, SectionLocation, SectionLocations } from './sections';

export interface SiteRendererOptions {
  /** the build: dist/ with root-config/ (index.html, the page template) */
  distDir: string;
  /** where each section lives now (the built remotes.json, and the releases live in the release store) */
  locate: LocateSections;
  /** where the site's packages are installed: a server container's own imports that are not beside it (jsdom) */
  packagesDir: string;
  /** one API read in this process (the same read path and caches as /api/v1) */
  read: ReadApi;
  /** where a failure is reported (once per cause) */
  warn: (message: string, error?: unknown) => void;
  /** how long loading sections and reading data may take before the page is sent with what is ready */
  timeLimitMs?: number;
}

export interface SiteRenderer {
  /**
   * The version of the live set of sections (or of `sections`, a visitor's canary or preview)
   * with the page template: it changes when a section moves (a release, a rollback,
   * remotes.json), a server container on this machine or the built page changes, and keys cached pages.
   */
  version(sections?: SectionLocations): string;
  /** One page, every section in it from one set: the live one, or `request.sections`. */
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
  const sections = new ServerSections(options.locate, options.packagesDir, () => log.reset());
  const template = templateFile(path.join(options.distDir, 'root-config', 'index.html'));
  await Promise.all(LANGUAGES.flatMap((lang) => textPackNames.map((pack) => loadTexts(lang, pack))));
  const setOf = (located?: SectionLocations) => {
    // Looking at the live set first lets a switch of it reset the log of failures.
    sections.current();
    return sections.sectionSet(located);
  };
  return {
    version: (located) => `${setOf(located).current().version}.${template.version()}`,
    // One page, one version of every section: the render takes its set once, at its start, and
    // every part of the page (server containers, blocks, links, the page's data) comes from it,
    // whatever switches meanwhile (the set's files stay served: docs/scaling.md, "Skew protection").
    render: (request) =>
      renderPage({ sections: setOf(request.sections), fill: template.fill, read: options.read, log, timeLimitMs: options.timeLimitMs ?? 3000 }, request),
  };
}
