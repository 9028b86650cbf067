import type { Config, DOMPurify, WindowLike } from 'dompurify';
import createDOMPurify from 'dompurify';

/**
 * HTML from the API, sanitised where it is rendered (docs/pages.md#html-from-the-api: article
 * bodies are shown as HTML), on top of the sanitising at import: the API may one day be fed by another CMS.
 * One configuration for the browser and the server, so both give the same HTML (see
 * `sanitizer.ts`). What survives: text formatting, headings, lists, quotes, code, tables,
 * images and links to http(s), mailto and tel (or relative ones); nothing else, no attribute
 * that styles, scripts or identifies (no `style`, `class`, `id`, event handlers, `data-*`).
 */
const config: Config = {
  ALLOWED_TAGS: [
    'p',
    'br',
    'hr',
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'del',
    'ins',
    'mark',
    'small',
    'sub',
    'sup',
    'abbr',
    'q',
    'cite',
    'span',
    'bdi',
    'bdo',
    'blockquote',
    'code',
    'pre',
    'kbd',
    'samp',
    'ul',
    'ol',
    'li',
    'dl',
    'dt',
    'dd',
    'a',
    'img',
    'figure',
    'figcaption',
    'table',
    'caption',
    'thead',
    'tbody',
    'tfoot',
    'tr',
    'th',
    'td',
  ],
  ALLOWED_ATTR: ['href', 'title', 'alt', 'src', 'width', 'height', 'dir', 'lang', 'start', 'reversed', 'colspan', 'rowspan', 'scope', 'cite'],
  // http(s), mailto and tel, or a URL with no scheme (relative, `#anchor`); DOMPurify's own
  // pattern with the list of schemes cut down to those.
  ALLOWED_URI_REGEXP: /^(?:(?:https?|mailto|tel):|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i,
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
  // A heading of the article's own level would give the page a second title: its text stays, the h1 goes.
  FORBID_TAGS: ['h1'],
};

/** An absolute URL (or a protocol-relative one): it leaves the site, whatever origin serves the page. */
const LEAVES_SITE = /^(?:[a-z][a-z\d+.-]*:)?\/\//i;

/**
 * What DOMPurify leaves is made fit for the page: links that leave the site open in a new tab
 * with `rel="noopener noreferrer"` (decided from the URL alone: the server cannot know which
 * origin the visitor used, and both sides must agree); images load lazily, and only from
 * http(s) or the site (a `data:` image DOMPurify would keep is dropped); code blocks and tables,
 * which scroll sideways when wide, can take the keyboard focus.
 */
function fitForThePage(node: Element): void {
  if (node.nodeName === 'A') {
    const href = node.getAttribute('href');
    if (href && LEAVES_SITE.test(href.trim())) {
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener noreferrer');
    }
  } else if (node.nodeName === 'IMG') {
    const src = node.getAttribute('src')?.trim() ?? '';
    if (!src || /^data:/i.test(src)) {
      node.remove();
      return;
    }
    node.setAttribute('loading', 'lazy');
    node.setAttribute('decoding', 'async');
  } else if (node.nodeName === 'PRE' || node.nodeName === 'TABLE') {
    // Wide code and tables scroll in their own box: a keyboard must be able to reach it.
    node.setAttribute('tabindex', '0');
  }
}

/** A sanitiser of this configuration over a window: the browser's, or a DOM implementation's on the server. */
export function createSanitizer(window: WindowLike): (html: string) => string {
  const purify: DOMPurify = createDOMPurify(window);
  if (!purify.isSupported) throw new Error('DOMPurify cannot run here: no usable DOM');
  purify.addHook('afterSanitizeAttributes', fitForThePage);
  return (html) => purify.sanitize(html, config);
}
