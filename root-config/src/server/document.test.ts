import { describe, expect, it } from 'vitest';
import { pageTemplate, type PageParts } from './document';

/** What the build writes, minified as HtmlRspackPlugin does. */
const built =
  '<!doctype html><html lang="ar" dir="rtl"><head><meta charset="utf-8"><title>Generic</title><meta name="description" content="generic"><script>boot()</script><link href="/main.css" rel="stylesheet"></head>' +
  '<body class="bg-bg text-fg"><div id="shell-header"></div>\n    <main id="main" tabindex="-1"></main>\n    <div id="shell-footer"></div></body></html>';

const parts: PageParts = {
  lang: 'en',
  head: '<title>Page</title>',
  links: '<link rel="stylesheet" href="/mf-pages/1.css">',
  header: '<header>h</header>',
  footer: '<footer>f $& $1</footer>',
  main: { app: 'mf-pages', html: '<h1>Hello</h1>' },
  data: '{"lang":"en"}',
};

describe('pageTemplate', () => {
  it('puts the language, head, slots and data into the built page, keeping its scripts as they are', () => {
    const html = pageTemplate(built)(parts);
    expect(html).toContain('<html lang="en" dir="ltr" data-ssr-lang="en">');
    expect(html).not.toContain('Generic');
    expect(html).not.toContain('content="generic"');
    expect(html).toContain(
      '<script>boot()</script><link href="/main.css" rel="stylesheet"><title>Page</title><link rel="stylesheet" href="/mf-pages/1.css"></head>',
    );
    expect(html).toContain('<div id="shell-header" data-ssr=""><header>h</header></div>');
    expect(html).toContain('<main id="main" tabindex="-1"><div id="app-mf-pages" data-ssr=""><h1>Hello</h1></div></main>');
    // Replacement patterns in content are text, not instructions.
    expect(html).toContain('<div id="shell-footer" data-ssr=""><footer>f $& $1</footer></div>');
    expect(html).toMatch(/<script type="application\/json" id="site-data">\{"lang":"en"\}<\/script><\/body><\/html>$/);
  });

  it('leaves a slot the server could not render empty and unmarked, for the browser to render', () => {
    const html = pageTemplate(built)({ ...parts, lang: 'ar', header: null, main: null });
    expect(html).toContain('<html lang="ar" dir="rtl" data-ssr-lang="ar">');
    expect(html).toContain('<div id="shell-header"></div>');
    expect(html).toContain('<main id="main" tabindex="-1"></main>');
  });

  it("marks a page with a text laid out block by block for the layout script (an article's body), and no other", () => {
    const article = pageTemplate(built)({
      ...parts,
      main: { app: 'mf-pages', html: '<article><div class="prose-rich below-fold-each"><p>a</p></div></article>' },
    });
    expect(article).toContain('<html lang="en" dir="ltr" data-ssr-lang="en" data-each-parts="">');
    expect(pageTemplate(built)(parts)).not.toContain('data-each-parts');
  });

  it('refuses a page without its slots', () => {
    expect(() => pageTemplate(built.replace('<div id="shell-footer"></div>', ''))).toThrow(/footer/);
  });
});
