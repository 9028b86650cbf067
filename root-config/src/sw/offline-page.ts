import type { Language } from '@site/shared/contract';
import { offlinePageTexts } from '@site/shared/worker';
import { parseStoredPageKey } from './page-key';

/** Where the offline page's styles live (root-config/public, precached with the build). */
const OFFLINE_STYLESHEET = '/offline.css';

/**
 * The offline page's own policy: it runs no script at all, and styles come from this origin.
 * A page made by the worker gets no header from the server, so it carries its own.
 */
export const OFFLINE_PAGE_POLICY =
  "default-src 'self'; script-src 'none'; style-src 'self'; img-src 'self' data:; object-src 'none'; base-uri 'none'; form-action 'none'; frame-ancestors 'self'";

function escapeHtml(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

export interface OfflinePageInput {
  lang: Language;
  /** the path the visitor asked for (its "try again" link) */
  path: string;
  /** keys of the stored pages cache (`${origin}${path}?lang=${lang}`) */
  storedKeys: readonly string[];
}

/** The stored pages to link: those in the visitor's language, or all of them when none is. */
function storedLinks(lang: Language, keys: readonly string[]): { href: string; label: string; lang: Language }[] {
  const pages = keys.map(parseStoredPageKey).filter((page) => page !== null);
  const own = pages.filter((page) => page.lang === lang);
  const shown = own.length > 0 ? own : pages;
  const seen = new Set<string>();
  return shown
    .filter((page) => {
      const key = `${page.path}?lang=${page.lang}`;
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    })
    .sort((a, b) => a.path.localeCompare(b.path))
    .map((page) => ({ href: `${page.path}?lang=${page.lang}`, label: offlinePageTexts[page.lang].pages[page.path] ?? page.path, lang: page.lang }));
}

/**
 * The page a navigation gets with no network and no stored copy of it: in the visitor's
 * language and direction, with links to every page stored on this device, a link to try
 * again and one to the other language. No script: it works under a policy that runs none.
 */
export function renderOfflinePage({ lang, path, storedKeys }: OfflinePageInput): string {
  const texts = offlinePageTexts[lang];
  const other: Language = lang === 'ar' ? 'en' : 'ar';
  const links = storedLinks(lang, storedKeys);
  const list =
    links.length > 0
      ? `<h2>${escapeHtml(texts.storedHeading)}</h2><ul>${links
          .map(
            (link) => `<li><a href="${escapeHtml(link.href)}"${link.lang === lang ? '' : ` lang="${link.lang}"`}><bdi>${escapeHtml(link.label)}</bdi></a></li>`,
          )
          .join('')}</ul>`
      : `<p>${escapeHtml(texts.noneStored)}</p>`;
  const here = escapeHtml(path);
  return `<!doctype html>
<html lang="${lang}" dir="${lang === 'ar' ? 'rtl' : 'ltr'}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light dark">
<title>${escapeHtml(texts.title)}</title>
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<link rel="stylesheet" href="${OFFLINE_STYLESHEET}">
</head>
<body>
<main id="main" data-testid="offline-page">
<h1>${escapeHtml(texts.title)}</h1>
<p>${escapeHtml(texts.intro)}</p>
${list}
<p class="actions"><a href="${here}?lang=${lang}">${escapeHtml(texts.retry)}</a>
<a href="${here}?lang=${other}" lang="${other}">${escapeHtml(texts.otherLanguage)}</a></p>
</main>
</body>
</html>
`;
}
