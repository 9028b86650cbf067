import type { RemoteModuleId } from '@site/shared/blocks';
import { remoteNames, type RemoteName } from '@site/shared/contract';
import { SECTION_SCRIPTS_ELEMENT_ID } from '@site/shared/state';
import { scriptJson } from '../html';
import type { SectionSet } from '../sections';

export type SectionFiles = Pick<SectionSet, 'current' | 'browserAssets'>;

/**
 * Step 5: the page's `<link>` tags. Stylesheets of the shell, the owner and every block whose
 * HTML is in the page (each once; `data-rspack` is how the section's own CSS loader recognises
 * one as its chunk's), and the list of the two sections' entries and first scripts (a block's
 * scripts load when it comes near, so they are not listed). The list is no preload: index.html's
 * entry loader preloads its scripts once the first screen is painted
 * (shared/src/state/entry-script.ts), so they do not share the connection with the stylesheets
 * the paint waits for.
 */
export function linkTags(sections: SectionFiles, contentRemote: RemoteName, blocks: readonly RemoteModuleId[]): string {
  const assets = [sections.browserAssets('mf_shell'), sections.browserAssets(contentRemote)];
  const blockStyles = blocks.flatMap((id) => {
    const remote = remoteNames.find((name) => id.startsWith(`${name}/`));
    return remote ? sections.browserAssets(remote, id.slice(remote.length + 1)).css : [];
  });
  const stylesheets = [...assets.flatMap((asset) => asset.css), ...blockStyles].filter(
    (sheet, index, all) => all.findIndex((other) => other.href === sheet.href) === index,
  );
  const built = sections.current().sections;
  const entries = built ? [built.mf_shell.browserEntry, built[contentRemote].browserEntry] : [];
  const scripts = [...entries, ...assets.flatMap((asset) => asset.js)];
  return [
    ...stylesheets.map(({ href, chunk }) => `<link rel="stylesheet" href="${href}" data-rspack="${chunk}">`),
    `<script type="application/json" id="${SECTION_SCRIPTS_ELEMENT_ID}">${scriptJson(JSON.stringify(scripts))}</script>`,
  ].join('');
}
