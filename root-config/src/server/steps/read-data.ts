import { checkQueryReply, markChecked, type Query } from '@site/shared/request';
import type { Language } from '@site/shared/contract';
import type { ServerRoute } from '@site/shared/page';
import type { RenderRun } from './render-run';

/** One read of the API in this process: its status and its JSON text, as `/api/v1` answers it. */
export type ReadApi = (path: string, lang: Language) => Promise<{ status: number; json: string }>;

/** A reply the page was rendered with: its path, status and body (parsed, and checked when a success). */
export interface Reply {
  path: string;
  status: number;
  body: unknown;
}

/** The queries to read: the routes' and the blocks', one per path (two reads of one path are the same read). */
export function queriesOf(run: RenderRun, routes: readonly (ServerRoute | null)[], blockReads: readonly Query<unknown>[]): Query<unknown>[] {
  const queries = new Map<string, Query<unknown>>(blockReads.map((query) => [query.path, query]));
  for (const route of routes) {
    try {
      for (const query of route?.reads() ?? []) queries.set(query.path, query);
    } catch (error) {
      run.fail('reads', 'a route could not say what it reads.', error);
    }
  }
  return [...queries.values()];
}

/**
 * Step 3: the data, each query read once within the time limit. A success goes into the page
 * only if it passes its schema (the browser takes the page's replies as checked: it has no
 * contract loaded to check them with); 5xx and failures are left out, and the browser reads those.
 */
export async function readData(run: RenderRun, read: ReadApi, queries: readonly Query<unknown>[]): Promise<Reply[]> {
  const { lang } = run.request;
  const replies = await Promise.all(
    queries.map(async (query): Promise<Reply | null> => {
      try {
        const { status, json } = await run.deadline.race(read(query.path, lang));
        // What goes into the page is JSON, or it stays out (JSON.parse throws).
        const body = JSON.parse(json) as unknown;
        if (status >= 200 && status < 300) {
          await checkQueryReply(query, body, lang);
          // The render views the body as sent (as the browser will), without checking it again.
          markChecked(body);
        }
        if (status < 500) return { path: query.path, status, body };
        run.fail(`read ${query.path}`, `${query.path} answered ${status}; the browser reads it.`);
      } catch (error) {
        run.fail(`read ${query.path}`, `${query.path} could not be read; the browser reads it.`, error);
      }
      return null;
    }),
  );
  return replies.filter((reply): reply is Reply => reply !== null);
}
