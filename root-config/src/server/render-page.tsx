import { textsIfLoaded } from '@site/shared/i18n';
import { remoteNames, type FormOutcome, type Language, type RemoteName } from '@site/shared/contract';
import type { PageParts } from './document';
import { headTags } from './head-tags';
import type { LogOnce } from './log-once';
import { previewBar, type PreviewNote } from './preview-bar';
import type { SectionLocations, SectionSet } from './sections';
import { linkTags } from './steps/link-tags';
import { pageData, serializePageData } from './steps/page-data';
import { blocksOf, prepareRoutes } from './steps/prepare-routes';
import { loadBlocks, remoteOf } from './steps/load-blocks';
import { queriesOf, readData, type ReadApi } from './steps/read-data';
import { renderSlots } from './steps/render-slots';
import { RenderRun } from './steps/render-run';

export type { ReadApi };

export interface RenderRequest {
  /** the path as the browser sent it (percent-encoded) */
  path: string;
  /** the query string without `?` */
  search: string;
  lang: Language;
  /** the site's origin for absolute URLs in the head (`https://nasaq.example`) */
  origin: string;
  /** the outcome of a form the visitor sent without its code, rendered into the page (docs/forms.md) */
  form?: FormOutcome;
  /** the set of section versions to render with (a visitor's canary or preview); absent: the live set */
  sections?: SectionLocations;
  /** a section version previewed: the page says so in a bar, and asks search engines to leave it out */
  preview?: PreviewNote;
}

/** A section the page shows, at the version it was rendered with. */
export interface ShownSection {
  remote: RemoteName;
  version: string;
  /** its part of the page failed on the server: left to the browser, or its error fallback shown */
  failed: boolean;
}

export interface RenderedPage {
  status: 200 | 404;
  html: string;
  /** every section rendered whole: the page may be cached; false: something was left to the browser */
  complete: boolean;
  /** the sections in the page (the shell, the owner, the blocks it shows), each once */
  shown: ShownSection[];
}

export interface RenderDependencies {
  sections: SectionSet;
  fill: (parts: PageParts) => string;
  read: ReadApi;
  log: LogOnce;
  timeLimitMs: number;
}

/**
 * Renders one page on the server, in named steps (steps/, docs/architecture.md): prepare the
 * shell's and the owner's routes, load the blocks they show, read the data both declare (in
 * process, through the same read path as /api/v1), render the slots with those replies in scope,
 * then fill the built index.html with the head, the link tags and the page data.
 *
 * A section whose container is missing, fails to load or throws leaves its slot empty (the
 * browser renders it), logged once per cause; loading and reading have a time limit, after
 * which the page is sent with what is ready. Nothing here turns the page into a 500.
 */
export async function renderPage(deps: RenderDependencies, request: RenderRequest): Promise<RenderedPage> {
  const { lang, path } = request;
  const meta = textsIfLoaded(lang, 'meta')?.meta;
  if (!meta) throw new Error(`the ${lang} texts are not loaded`);
  const run = new RenderRun({ path, search: request.search, lang }, deps.log, deps.timeLimitMs);
  try {
    const routes = await prepareRoutes(run, (remote) => deps.sections.serverApp(remote));
    const blocks = blocksOf(routes);
    const table = deps.sections.remoteModules();
    const blockReads = await loadBlocks(run, blocks, table);
    const replies = await readData(run, deps.read, queriesOf(run, [routes.shell, routes.content], blockReads));
    const slots = renderSlots(run, routes, replies, meta, table, request.form);
    const otherLocale = textsIfLoaded(lang === 'ar' ? 'en' : 'ar', 'meta')?.meta.locale ?? meta.locale;
    const head = request.preview ? { ...slots.head, noindex: true } : slots.head;
    const html = deps.fill({
      lang,
      banner: request.preview ? previewBar(request.preview, lang) : '',
      head: headTags(head, { lang, origin: request.origin, path, search: request.search, siteName: meta.siteName, locale: meta.locale, otherLocale }),
      links: linkTags(deps.sections, routes.contentRemote, blocks),
      header: slots.header,
      footer: slots.footer,
      main: slots.main === null ? null : { app: routes.owner, html: slots.main },
      data: serializePageData(pageData(lang, replies, slots.usedPacks, deps.sections, request.form)),
    });
    const versions = deps.sections.current().sections;
    const inPage = new Set<RemoteName>(['mf_shell', routes.contentRemote, ...blocks.map(remoteOf)]);
    const shown = remoteNames
      .filter((remote) => inPage.has(remote))
      .map((remote) => ({ remote, version: versions?.[remote].version ?? 'unknown', failed: run.failedSections.has(remote) }));
    return { status: slots.status, html, complete: run.complete, shown };
  } finally {
    run.finish();
  }
}
