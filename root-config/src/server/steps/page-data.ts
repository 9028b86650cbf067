import { textPackNames, type FormOutcome, type Language, type PageData, type RemoteName, type TextPackName } from '@site/shared/contract';
import { scriptJson } from '../html';
import type { Reply } from './read-data';
import type { SectionFiles } from './link-tags';

/** The pack names among `names` (the render reports what it used as plain names), `core` left out. */
const otherPacks = (names: readonly string[]): TextPackName[] => textPackNames.filter((pack) => pack !== 'core' && names.includes(pack));

/**
 * Step 6: what the page carries for the browser (`PageData`, the contract's page-data.ts): its
 * language, the replies it was rendered with, the text packs the render used (`core` always),
 * every section's browser entry of the manifest it was rendered with and its version, and the outcome of a form
 * sent without its code (its form hydrates in that state).
 */
export function pageData(lang: Language, replies: readonly Reply[], usedPacks: readonly string[], sections: SectionFiles, form?: FormOutcome): PageData {
  const data: PageData = {
    lang,
    replies: Object.fromEntries(replies.map((reply) => [reply.path, { status: reply.status, body: reply.body }])),
    packs: ['core', ...otherPacks(usedPacks)],
  };
  const built = sections.current().sections;
  if (built) {
    const entry = (name: RemoteName) => built[name].browserEntry;
    data.remotes = { mf_shell: entry('mf_shell'), mf_pages: entry('mf_pages'), mf_portfolio: entry('mf_portfolio'), mf_forms: entry('mf_forms') };
    // What the browser's error reports name each section by (root-config/src/client-errors.ts).
    const version = (name: RemoteName) => built[name].version;
    data.versions = { mf_shell: version('mf_shell'), mf_pages: version('mf_pages'), mf_portfolio: version('mf_portfolio'), mf_forms: version('mf_forms') };
  }
  if (form) data.form = form;
  return data;
}

/** The page data as the text of its `<script type="application/json">`: JSON whose `<` cannot end the element. */
export function serializePageData(data: PageData): string {
  return scriptJson(JSON.stringify(data));
}
