import { describe, expect, it } from 'vitest';
import { createServerSanitizer } from './server-sanitizer';

/**
 * The sanitising policy of HTML from the API (sanitize.ts), run as the server runs it: DOMPurify
 * over jsdom. The browser runs the same configuration over its own DOM; that both give the same
 * HTML is checked in Chromium (e2e/src/blog.e2e.ts).
 */
const sanitize = createServerSanitizer();

describe('HTML from the API', () => {
  it('keeps text formatting, headings, lists, quotes, code, tables, images and links', () => {
    const html = [
      '<h2>Title</h2><h3>Sub</h3><p>A <strong>b</strong> <em>c</em> <mark>d</mark> <code>e()</code> <sub>1</sub></p>',
      '<ul><li>one</li></ul><ol start="3"><li>three</li></ol>',
      '<blockquote><p>Quote</p></blockquote>',
      '<figure><img src="/api/media/a.webp" alt="A" width="10" height="5"><figcaption>A</figcaption></figure>',
      '<p dir="ltr"><a href="/projects/3">ours</a> <a href="mailto:a@b.example">mail</a> <a href="tel:+201001234567">call</a></p>',
    ].join('');
    expect(sanitize(html)).toBe(
      [
        '<h2>Title</h2><h3>Sub</h3><p>A <strong>b</strong> <em>c</em> <mark>d</mark> <code>e()</code> <sub>1</sub></p>',
        '<ul><li>one</li></ul><ol start="3"><li>three</li></ol>',
        '<blockquote><p>Quote</p></blockquote>',
        '<figure><img src="/api/media/a.webp" alt="A" width="10" height="5" loading="lazy" decoding="async"><figcaption>A</figcaption></figure>',
        '<p dir="ltr"><a href="/projects/3">ours</a> <a href="mailto:a@b.example">mail</a> <a href="tel:+201001234567">call</a></p>',
      ].join(''),
    );
  });

  it('opens links that leave the site in a new tab, without opener or referrer', () => {
    expect(sanitize('<a href="https://partner.example/x" target="_self" rel="opener">x</a><a href="//cdn.example/y">y</a>')).toBe(
      '<a href="https://partner.example/x" target="_blank" rel="noopener noreferrer">x</a><a href="//cdn.example/y" target="_blank" rel="noopener noreferrer">y</a>',
    );
  });

  it('removes scripts, styles, frames, forms, handlers, other URL schemes, data images, ids and classes', () => {
    const hostile = [
      '<script>alert(1)</script><style>body{display:none}</style><iframe src="https://evil.example"></iframe>',
      '<p onclick="alert(2)" style="color:red" class="x" id="login" data-x="1">text</p>',
      '<a href="javascript:alert(3)">js</a><a href="JaVaScRiPt&colon;alert(4)">js2</a><a href="data:text/html,<script>alert(5)</script>">data</a><a href="vbscript:x">vb</a>',
      '<img src="data:image/svg+xml,<svg onload=alert(6)>"><img src=x onerror="alert(7)"><svg><script>alert(8)</script></svg><math><mi>x</mi></math>',
      '<form action="https://evil.example"><input name="password"><button>go</button></form><object data="x"></object><embed src="y">',
      '<noscript><p title="</noscript><img src=x onerror=alert(9)>"></p></noscript>',
    ].join('');
    const clean = sanitize(hostile);
    expect(clean).not.toMatch(/<(script|style|iframe|form|input|object|embed|svg|math|noscript)\b/i);
    expect(clean).not.toMatch(/\son\w+=|javascript:|vbscript:|data:|style=|class=|id=|data-x/i);
    expect(clean).toContain('<p>text</p>');
    expect(clean).toContain('<a>js</a>');
    expect(clean).toContain('<img src="x" loading="lazy" decoding="async">');
  });

  it('keeps one title on the page: an h1 in the content loses its tag, not its text', () => {
    expect(sanitize('<h1>Big</h1><p>x</p>')).toBe('Big<p>x</p>');
  });

  it('lets a keyboard reach code and tables that scroll sideways', () => {
    expect(sanitize('<pre><code>x</code></pre><table><tbody><tr><td>1</td></tr></tbody></table>')).toBe(
      '<pre tabindex="0"><code>x</code></pre><table tabindex="0"><tbody><tr><td>1</td></tr></tbody></table>',
    );
  });

  it('gives the same HTML when run again (what the browser does to the server’s output changes nothing)', () => {
    const once = sanitize('<p>a<img src=x onerror=alert(1)><a href="https://x.example">x</a><pre>y</pre></p><h1>t</h1>');
    expect(sanitize(once)).toBe(once);
  });
});
