import { idPrefix, type SlotName } from '@site/shared/react';
import { renderWithReplies, type PageReplies } from '@site/shared/request';
import { withRemoteModules, type RemoteModuleTable } from '@site/shared/blocks';
import { setFormOutcome } from '@site/shared/state';
import type { FormOutcome, RemoteName } from '@site/shared/contract';
import type { MetaTexts } from '@site/shared/i18n';
import { ERROR_FALLBACK_ATTRIBUTE } from '@site/shared/ui';
import type { PageHead, ServerRoute } from '@site/shared/page';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import type { PreparedRoutes } from './prepare-routes';
import type { Reply } from './read-data';
import type { RenderRun } from './render-run';

export interface RenderedSlots {
  /** each slot's HTML; null: left to the browser */
  header: string | null;
  footer: string | null;
  main: string | null;
  head: PageHead;
  status: 200 | 404;
  /** the text packs the render used (the browser loads them before it hydrates) */
  usedPacks: string[];
}

/** One slot's HTML, or null when it has nothing there or failed (the browser renders it then). */
function slotHtml(run: RenderRun, route: ServerRoute | null, name: SlotName, remote: RemoteName): string | null {
  if (!route) return null;
  try {
    const node: ReactNode = route.slots()[name];
    if (node === undefined) return null;
    const html = renderToString(node, { identifierPrefix: idPrefix(name) });
    // A Suspense boundary whose content threw or waited: React left it to the browser.
    if (html.includes('<!--$!-->'))
      run.fail(
        `${remote} ${name} partial ${run.request.path}`,
        `part of ${remote}'s ${name} on ${run.request.path} was left to the browser.`,
        undefined,
        remote,
      );
    if (html.includes(` ${ERROR_FALLBACK_ATTRIBUTE}=`)) run.showedErrorFallback(remote);
    return html;
  } catch (error) {
    run.fail(`${remote} ${name} render`, `${remote}'s ${name} failed to render on the server; the browser renders it.`, error, remote);
    return null;
  }
}

/**
 * Step 4: the header, the footer and the main slot, with the replies in scope (and the outcome
 * of a form sent without its code, docs/forms.md), and the page's head and status from the
 * owner's route (the home page's head when its main slot failed). Synchronous from start to end:
 * no other request runs in between, so the one language signal, the replies, the outcome and the
 * blocks of the page's set of section versions (`blocks`) in scope are this page's.
 */
export function renderSlots(
  run: RenderRun,
  routes: PreparedRoutes,
  replies: readonly Reply[],
  meta: MetaTexts['meta'],
  blocks: RemoteModuleTable,
  form?: FormOutcome,
): RenderedSlots {
  const inScope: PageReplies = Object.fromEntries(replies.map((reply) => [reply.path, { status: reply.status, body: reply.body }]));
  setFormOutcome(form);
  try {
    return withRemoteModules(blocks, () => renderIn(run, routes, inScope, meta));
  } finally {
    setFormOutcome(null);
  }
}

function renderIn(run: RenderRun, routes: PreparedRoutes, inScope: PageReplies, meta: MetaTexts['meta']): RenderedSlots {
  const { shell, content, contentRemote } = routes;
  const { result, usedPacks } = renderWithReplies(run.request.lang, inScope, () => {
    const header = slotHtml(run, shell, 'header', 'mf_shell');
    const footer = slotHtml(run, shell, 'footer', 'mf_shell');
    const main = slotHtml(run, content, 'main', contentRemote);
    let head: PageHead = { title: meta.home.title, description: meta.home.description };
    let status: 200 | 404 = 200;
    if (content && main !== null) {
      try {
        head = content.head?.() ?? head;
        status = content.status?.() ?? 200;
      } catch (error) {
        run.fail(`${contentRemote} head`, `${contentRemote} could not describe ${run.request.path}.`, error, contentRemote);
      }
    }
    return { header, footer, main, head, status };
  });
  return { ...result, usedPacks };
}
