import { textsIfLoaded } from '@site/shared/i18n';
import type { Language, RemoteName } from '@site/shared/contract';
import { escapeAttribute, escapeText } from './html';

/** A section version a visitor previews (its signed cookie): what the bar names, and where leaving goes. */
export interface PreviewNote {
  remote: RemoteName;
  version: string;
  /** the site path that ends the preview and comes back to this page (`/preview/leave?to=...`) */
  leaveHref: string;
}

const LANGUAGES: readonly Language[] = ['ar', 'en'];

/** How much of a version the bar shows: enough to tell releases apart, as `npm run releases` lists them. */
const SHOWN_VERSION_LENGTH = 10;

/** One language's line: the label, the text with the section and the version in it, the way out. */
function line(lang: Language, note: PreviewNote): string {
  const texts = textsIfLoaded(lang, 'meta')?.preview;
  if (!texts) throw new Error(`the ${lang} texts are not loaded`);
  const version = `<bdi dir="ltr" class="font-mono">${escapeText(note.version.slice(0, SHOWN_VERSION_LENGTH))}</bdi>`;
  const text = texts.text
    .split(/(\{section\}|\{version\})/)
    .map((part) => (part === '{version}' ? version : escapeText(part === '{section}' ? texts.sections[note.remote] : part)))
    .join('');
  return (
    `<div lang="${lang}" dir="${lang === 'ar' ? 'rtl' : 'ltr'}" class="flex flex-wrap items-center gap-x-3 gap-y-1.5">` +
    `<span class="rounded-full bg-accent-soft px-2.5 py-0.5 text-xs font-semibold text-fg">${escapeText(texts.label)}</span>` +
    `<span class="min-w-48 flex-1 text-fg">${text}</span>` +
    `<a class="btn btn-soft btn-sm" href="${escapeAttribute(note.leaveHref)}">${escapeText(texts.leave)}</a></div>`
  );
}

/**
 * The thin bar on every page a visitor previews a section's release on (docs/scaling.md,
 * "Preview"): which section, which version, and a link that ends the preview. Server HTML
 * outside the sections' slots, so no section's code touches it and a page that never hydrates
 * still shows it. It says both languages; the page's own shows (the host's stylesheet hides the
 * other by the page's `lang`, so a language switch in the page switches the bar too). It floats
 * at the inline start of the screen's foot, across from the chat button at the end.
 */
export function previewBar(note: PreviewNote, lang: Language): string {
  const label = textsIfLoaded(lang, 'meta')?.preview.label ?? '';
  return (
    `<aside class="preview-bar fixed bottom-5 start-4 z-50 w-max max-w-[min(34rem,calc(100vw-6.5rem))] rounded-2xl border border-line bg-surface py-2 ps-3 pe-2 text-sm leading-snug shadow-lg" ` +
    `aria-label="${escapeAttribute(label)}" data-testid="preview-bar">${LANGUAGES.map((each) => line(each, note)).join('')}</aside>`
  );
}
