import { Marked } from 'marked';
import sanitizeHtml from 'sanitize-html';

/**
 * Markdown from content files to the HTML the site renders, sanitised at import: editors may
 * write raw HTML inside Markdown, and whatever reaches the database (and the visitors' pages
 * through `innerHTML`) is limited to text formatting and safe links. No scripts, event
 * handlers, styles, frames or forms survive.
 */
const marked = new Marked({ gfm: true, breaks: false, async: false });

const allowed: sanitizeHtml.IOptions = {
  allowedTags: [
    'h2',
    'h3',
    'h4',
    'p',
    'br',
    'hr',
    'ul',
    'ol',
    'li',
    'blockquote',
    'strong',
    'em',
    'b',
    'i',
    'code',
    'pre',
    'a',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
  ],
  allowedAttributes: { a: ['href', 'title', 'rel', 'target'], th: ['scope'] },
  allowedSchemes: ['https', 'http', 'mailto', 'tel'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  // A heading of level 1 belongs to the page, not the article body.
  transformTags: {
    h1: 'h2',
    a: (tagName, attribs) => {
      const external = /^https?:\/\//i.test(attribs['href'] ?? '');
      return {
        tagName,
        attribs: external ? { ...attribs, rel: 'noopener noreferrer', target: '_blank' } : { ...attribs },
      };
    },
  },
};

function sanitizeHtmlFragment(html: string): string {
  return sanitizeHtml(html, allowed).trim();
}

export function markdownToHtml(markdown: string): string {
  return sanitizeHtmlFragment(marked.parse(markdown) as string);
}

/** Plain text of an HTML fragment (for word counts and excerpts). */
export function textOf(html: string): string {
  return sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} }).replace(/\s+/g, ' ').trim();
}

/** A plain-text excerpt of about `max` characters, cut at a word, for cards. */
export function excerptOf(html: string, max = 180): string {
  const text = textOf(html);
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).replace(/[\s,.;:،؛-]+$/u, '')}…`;
}
