import { checkQueryReply, markChecked, renderWithReplies, type PageReplies, type Query } from '@site/shared/api';
import { forgetRemoteModule, remoteModule, type BlockModule } from '@site/shared/blocks';
import { idPrefix, type SlotName } from '@site/shared/react';
import { ownerOf, remoteOfApp } from '@site/shared/site';
import { textsIfLoaded } from '@site/shared/i18n';
import type { Language, RemoteName } from '@site/shared/contract';
import type { PageHead, ServerRoute } from '@site/shared/page';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { Deadline } from './deadline';
import type { PageParts } from './document';
import { headTags } from './head-tags';
import { scriptJson } from './html';
import type { LogOnce } from './log-once';
import type { ServerSections } from './sections';

export interface RenderRequest {
  /** the path as the browser sent it (percent-encoded) */
  path: string;
  /** the query string without `?` */
  search: string;
  lang: Language;
  /** the site's origin for absolute URLs in the head (`https://nasaq.example`) */
  origin: string;
}

export interface RenderedPage {
  status: 200 | 404;
  html: string;
  /** every section rendered whole: the page may be cached; false: something was left to the browser */
  complete: boolean;
}

/** One read of the API in this process: its status and its JSON text, as `/api/v1` answers it. */
export type ReadApi = (path: string, lang: Language) => Promise<{ status: number; json: string }>;

export interface RenderDependencies {
  sections: Pick<ServerSections, 'serverApp' | 'current' | 'browserAssets'>;
  fill: (parts: PageParts) => string;
  read: ReadApi;
  log: LogOnce;
  timeLimitMs: number;
}

interface Reply {
  path: string;
  status: number;
  /** the reply as the API sent it, for the page */
  json: string;
  /** and parsed, for the render */
  body: unknown;
}

/**
 * Renders one page on the server: the shell's header and footer and the route of the app
 * that owns the path, from their server containers, with the data their routes declare (read
 * in process through the same read path as /api/v1), into the built index.html with the page's
 * head, the replies as JSON for the browser's cache, and the sections' stylesheets.
 *
 * A section whose container is missing, fails to load or throws leaves its slot empty (the
 * browser renders it), logged once per cause; loading and reading have a time limit, after
 * which the page is sent with what is ready. Nothing here turns the page into a 500.
 */
export async function renderPage(deps: RenderDependencies, request: RenderRequest): Promise<RenderedPage> {
  const { lang } = request;
  const meta = textsIfLoaded(lang, 'meta')?.meta;
  if (!meta) throw new Error(`the ${lang} texts are not loaded`);
  const owner = ownerOf(request.path);
  const contentRemote = remoteOfApp[owner];
  const pageRequest = { path: request.path, search: request.search, lang };
  const deadline = new Deadline(deps.timeLimitMs);
  let complete = true;
  const fail = (cause: string, message: string, error?: unknown) => {
    complete = false;
    deps.log.log(cause, `[ssr] ${message}`, error);
  };

  try {
    const prepare = async (remote: RemoteName): Promise<ServerRoute | null> => {
      try {
        const app = await deadline.race(deps.sections.serverApp(remote));
        return await deadline.race(app.load(pageRequest));
      } catch (error) {
        fail(`${remote} load`, `${remote} cannot render on the server; the browser renders it.`, error);
        return null;
      }
    };
    const [shell, content] = await Promise.all([prepare('mf_shell'), prepare(contentRemote)]);

    // The federated blocks first: a block may read data of its own, which the page reads with the routes'.
    const blocks = [...(shell?.blocks ?? []), ...(content?.blocks ?? [])];
    const blockReads = await Promise.all(
      blocks.map(async (id): Promise<readonly Query<unknown>[]> => {
        // A block that failed on an earlier request is tried again (its log line is not repeated).
        forgetRemoteModule(id);
        try {
          const block = await deadline.race(remoteModule<BlockModule>(id));
          return (await deadline.race(Promise.resolve(block.reads?.() ?? []))) ?? [];
        } catch (error) {
          fail(`${id} block`, `${id} cannot render on the server; the browser renders it.`, error);
          return [];
        }
      }),
    );

    const replies = await readAll(deps, deadline, [shell, content], blockReads.flat(), lang, fail);

    // Synchronous from here to the end of the render: no other request runs in between, so the
    // one language signal and the replies in scope (renderWithReplies sets both) are this page's.
    const parsed: PageReplies = Object.fromEntries(replies.map((reply) => [reply.path, { status: reply.status, body: reply.body }]));
    const { result, usedPacks } = renderWithReplies(lang, parsed, () => {
      const slot = (route: ServerRoute | null, name: SlotName, remote: RemoteName): string | null => {
        if (!route) return null;
        try {
          const node: ReactNode = route.slots()[name];
          if (node === undefined) return null;
          const html = renderToString(node, { identifierPrefix: idPrefix(name) });
          // A Suspense boundary whose content threw or waited: React left it to the browser.
          if (html.includes('<!--$!-->'))
            fail(`${remote} ${name} partial ${request.path}`, `part of ${remote}'s ${name} on ${request.path} was left to the browser.`);
          return html;
        } catch (error) {
          fail(`${remote} ${name} render`, `${remote}'s ${name} failed to render on the server; the browser renders it.`, error);
          return null;
        }
      };
      const header = slot(shell, 'header', 'mf_shell');
      const footer = slot(shell, 'footer', 'mf_shell');
      const main = slot(content, 'main', contentRemote);
      let head: PageHead = { title: meta.home.title, description: meta.home.description };
      let status: 200 | 404 = 200;
      if (content && main !== null) {
        try {
          head = content.head?.() ?? head;
          status = content.status?.() ?? 200;
        } catch (error) {
          fail(`${contentRemote} head`, `${contentRemote} could not describe ${request.path}.`, error);
        }
      }
      return { header, footer, main, head, status };
    });

    const sections = deps.sections.current().sections;
    const assets = [deps.sections.browserAssets('mf_shell'), deps.sections.browserAssets(contentRemote)];
    // A block's HTML is in the page: its stylesheet is too (its scripts load when it comes near).
    const blockStyles = blocks.flatMap((id) => {
      const [remote, expose] = id.split('/') as [RemoteName, string];
      return deps.sections.browserAssets(remote, expose).css;
    });
    const stylesheets = [...assets.flatMap((asset) => asset.css), ...blockStyles].filter(
      (sheet, index, all) => all.findIndex((other) => other.href === sheet.href) === index,
    );
    const entries = sections ? [sections.mf_shell.browserEntry, sections[contentRemote].browserEntry] : [];
    const links = [
      // `data-rspack`: how the section's own CSS loader recognises the stylesheet as its chunk's.
      ...stylesheets.map(({ href, chunk }) => `<link rel="stylesheet" href="${href}" data-rspack="${chunk}">`),
      ...[...entries, ...assets.flatMap((asset) => asset.js)].map((href) => `<link rel="preload" as="script" href="${href}">`),
    ].join('');
    const browserRemotes = sections ? Object.fromEntries(Object.entries(sections).map(([name, section]) => [name, section.browserEntry])) : undefined;
    const data = `{"lang":${JSON.stringify(lang)},"replies":{${replies
      .map((reply) => `${JSON.stringify(reply.path)}:{"status":${reply.status},"body":${reply.json}}`)
      .join(',')}},"packs":${JSON.stringify(['core', ...usedPacks])}${browserRemotes ? `,"remotes":${JSON.stringify(browserRemotes)}` : ''}}`;

    const html = deps.fill({
      lang,
      head: headTags(result.head, {
        lang,
        origin: request.origin,
        path: request.path,
        search: request.search,
        siteName: meta.siteName,
        locale: meta.locale,
        otherLocale: textsIfLoaded(lang === 'ar' ? 'en' : 'ar', 'meta')?.meta.locale ?? meta.locale,
      }),
      links,
      header: result.header,
      footer: result.footer,
      main: result.main === null ? null : { app: owner, html: result.main },
      data: scriptJson(data),
    });
    return { status: result.status, html, complete };
  } finally {
    deadline.clear();
  }
}

/** The API reads the routes declare, each once, within the time limit. 5xx and failures are left out: the browser reads those itself. */
async function readAll(
  deps: RenderDependencies,
  deadline: Deadline,
  routes: (ServerRoute | null)[],
  blockReads: readonly Query<unknown>[],
  lang: Language,
  fail: (cause: string, message: string, error?: unknown) => void,
): Promise<Reply[]> {
  // One query per path: two reads of one path are the same read (same schema, same view input).
  const queries = new Map<string, Query<unknown>>(blockReads.map((query) => [query.path, query]));
  for (const route of routes) {
    try {
      for (const query of route?.reads() ?? []) queries.set(query.path, query);
    } catch (error) {
      fail('reads', 'a route could not say what it reads.', error);
    }
  }
  const replies = await Promise.all(
    [...queries].map(async ([path, query]): Promise<Reply | null> => {
      try {
        const { status, json } = await deadline.race(deps.read(path, lang));
        // What goes into the page is JSON, or it stays out (JSON.parse throws).
        const body = JSON.parse(json) as unknown;
        // A success goes into the page only if it passes its schema: the browser takes the
        // page's replies as checked (it has no contract loaded to check them with); one that
        // fails stays out, and the browser reads it and shows the error itself.
        if (status >= 200 && status < 300) {
          await checkQueryReply(query, body, lang);
          // The render views the body as sent (as the browser will), without checking it again.
          markChecked(body);
        }
        if (status < 500) return { path, status, json, body };
        fail(`read ${path}`, `${path} answered ${status}; the browser reads it.`);
      } catch (error) {
        fail(`read ${path}`, `${path} could not be read; the browser reads it.`, error);
      }
      return null;
    }),
  );
  return replies.filter((reply): reply is Reply => reply !== null);
}
