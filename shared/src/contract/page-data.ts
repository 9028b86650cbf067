import { textPackNames } from './text-pack-names';
import { remoteNames, type RemoteName } from './remote-manifest';
import { failAt, isRecord, type Checked } from './shape-check';

/**
 * What a server-rendered page carries for the browser, as JSON in
 * `<script type="application/json" id="site-data">` (never executed, so the page's CSP stays
 * as strict without it): the language it was rendered in, the API replies its first screen
 * was rendered with (each checked by the server against its query's schema before it went in),
 * the text packs its components used, the browser entries of the remote manifest the
 * server rendered with, and the outcome of a form the visitor sent without its code (the form
 * hydrates in that state: docs/forms.md).
 */
export const PAGE_DATA_ELEMENT_ID = 'site-data';

export interface PageData {
  lang: 'ar' | 'en';
  replies: Record<string, { status: number; body: unknown }>;
  packs: (typeof textPackNames)[number][];
  /** every section's browser entry */
  remotes?: Record<RemoteName, string>;
  /** every section's version, as the browser's error reports name it (`build`, or a release's) */
  versions?: Record<RemoteName, string>;
  /**
   * The outcome of a form sent without its code (a `FormOutcome`, html-forms.ts), passed on as it
   * is: the form that takes it checks it (`checkFormOutcome`), so the check is no part of every
   * page's first load.
   */
  form?: unknown;
}

const isOneOf = <T extends string>(choices: readonly T[], value: unknown): value is T => choices.includes(value as T);

/** The page's data, or the first place where it is wrong (`replies./v1/services.status`). */
export function checkPageData(value: unknown): Checked<PageData> {
  if (!isRecord(value)) return failAt('');
  const { lang, replies, packs, remotes, versions, form } = value;
  if (lang !== 'ar' && lang !== 'en') return failAt('lang');
  if (!isRecord(replies)) return failAt('replies');
  const checkedReplies: PageData['replies'] = {};
  for (const [path, reply] of Object.entries(replies)) {
    if (!isRecord(reply)) return failAt(`replies.${path}`);
    if (typeof reply['status'] !== 'number') return failAt(`replies.${path}.status`);
    checkedReplies[path] = { status: reply['status'], body: reply['body'] };
  }
  if (!Array.isArray(packs)) return failAt('packs');
  const checkedPacks: PageData['packs'] = [];
  for (const [index, pack] of packs.entries()) {
    if (!isOneOf(textPackNames, pack)) return failAt(`packs.${index}`);
    checkedPacks.push(pack);
  }
  const data: PageData = { lang, replies: checkedReplies, packs: checkedPacks };
  if (form !== undefined) data.form = form;
  for (const [key, named] of [
    ['remotes', remotes],
    ['versions', versions],
  ] as const) {
    if (named === undefined) continue;
    if (!isRecord(named)) return failAt(key);
    const checked = {} as Record<RemoteName, string>;
    for (const name of remoteNames) {
      const text = named[name];
      if (typeof text !== 'string') return failAt(`${key}.${name}`);
      checked[name] = text;
    }
    data[key] = checked;
  }
  return { ok: true, value: data };
}
