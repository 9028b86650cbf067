/**
 * What a visitor typed is data in the staff's mail client and chat: these helpers keep it so.
 * - `escapeHtml`: text into HTML (element content and quoted attributes).
 * - `headerText`: text into a mail header (the subject, a display name): line breaks and other
 *   control characters become spaces, so no text can start a header of its own.
 * - `linkSegments`: splits text into plain runs and links. A link to the site's own origin may
 *   be made clickable; any other (a URL, `www.`, a bare domain) is shown "defanged"
 *   (`hxxps://evil[.]example`), so neither we nor the mail client's auto-linker make it a link.
 */

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

// C0 controls, DEL, C1 controls, and the Unicode line and paragraph separators: matching control
// characters is this pattern's whole purpose.
// eslint-disable-next-line no-control-regex
const controls = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]+/g;

export function headerText(text: string, maxLength = 150): string {
  const flat = text.replace(controls, ' ').replace(/\s+/g, ' ').trim();
  return flat.length > maxLength ? `${flat.slice(0, maxLength - 1)}…` : flat;
}

export type Segment = { kind: 'text'; text: string } | { kind: 'site-link'; text: string; href: string } | { kind: 'defanged'; text: string };

/**
 * Link-like runs: `scheme://...`, `www....`, and bare domains (`evil.example/path`). Emails in
 * free text match by their domain part and are defanged too: Reply-To carries the visitor's
 * real address.
 */
const linkLike = /\b[a-z][a-z0-9+.-]*:\/\/[^\s<>"'`]+|\bwww\.[^\s<>"'`]+|\b(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z]{2,63}\b(?:\/[^\s<>"'`]*)?/giu;
const trailing = /[.,;:!?)\]}'"]+$/;

function defang(link: string): string {
  return link
    .replace(/^(h)tt(ps?)/i, '$1xx$2')
    .replace(/:\/\//g, '[://]')
    .replace(/\./g, '[.]');
}

function isSiteLink(candidate: string, siteOrigin: string | null): boolean {
  if (!siteOrigin) return false;
  try {
    const url = new URL(candidate);
    return url.origin === siteOrigin && (candidate === siteOrigin || candidate.startsWith(`${siteOrigin}/`) || candidate.startsWith(`${siteOrigin}?`));
  } catch {
    return false;
  }
}

export function linkSegments(text: string, siteOrigin: string | null): Segment[] {
  const segments: Segment[] = [];
  let last = 0;
  for (const match of text.matchAll(linkLike)) {
    const start = match.index;
    const link = match[0].replace(trailing, '');
    if (link === '') continue;
    if (start > last) segments.push({ kind: 'text', text: text.slice(last, start) });
    segments.push(isSiteLink(link, siteOrigin) ? { kind: 'site-link', text: link, href: link } : { kind: 'defanged', text: defang(link) });
    last = start + link.length;
  }
  if (last < text.length) segments.push({ kind: 'text', text: text.slice(last) });
  return segments;
}

/** Visitor text for a plain-text part: links of other sites defanged. */
export function safePlainText(text: string, siteOrigin: string | null): string {
  return linkSegments(text, siteOrigin)
    .map((segment) => segment.text)
    .join('');
}

/** Visitor text for an HTML part: escaped, only the site's own links clickable. */
export function safeHtml(text: string, siteOrigin: string | null): string {
  return linkSegments(text, siteOrigin)
    .map((segment) => (segment.kind === 'site-link' ? `<a href="${escapeHtml(segment.href)}">${escapeHtml(segment.text)}</a>` : escapeHtml(segment.text)))
    .join('');
}
