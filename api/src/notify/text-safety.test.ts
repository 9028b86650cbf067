import { describe, expect, it } from 'vitest';
import { escapeHtml, headerText, linkSegments, safeHtml, safePlainText } from './text-safety';

const site = 'https://nasaq.example';

describe('visitor text in staff mail and chat', () => {
  it('escapes HTML, quotes included', () => {
    expect(escapeHtml(`<img src=x onerror="alert('1')">&`)).toBe('&#60;img src=x onerror=&#34;alert(&#39;1&#39;)&#34;&#62;&#38;');
  });

  it('makes header text one line: CR, LF, other controls and the Unicode separators become spaces', () => {
    expect(headerText('Mallory\r\nBcc: victim@example.com')).toBe('Mallory Bcc: victim@example.com');
    expect(headerText('a\u0000b\u2028c\u0085d\te')).toBe('a b c d e');
    expect(headerText('x'.repeat(200), 10)).toBe(`${'x'.repeat(9)}…`);
  });

  it("defangs links of other sites, keeps the site's own, and leaves ordinary text alone", () => {
    const text =
      'See https://evil.example/path?q=1, www.bad.example and evil.example. Ours: https://nasaq.example/services?lang=en! Also https://nasaq.example.evil.example/x';
    expect(safePlainText(text, site)).toBe(
      'See hxxps[://]evil[.]example/path?q=1, www[.]bad[.]example and evil[.]example. Ours: https://nasaq.example/services?lang=en! Also hxxps[://]nasaq[.]example[.]evil[.]example/x',
    );
    expect(linkSegments('مرحباً، أريد موقعاً لمتجري', site)).toEqual([{ kind: 'text', text: 'مرحباً، أريد موقعاً لمتجري' }]);
    expect(safePlainText('javascript://alert(1)', site)).toBe('javascript[://]alert(1)');
  });

  it('shows no link at all without a known site origin', () => {
    expect(safeHtml('https://nasaq.example/x', null)).toBe('hxxps[://]nasaq[.]example/x');
  });

  it("writes only the site's own links as anchors in HTML, and escapes everything else", () => {
    expect(safeHtml('<a href="http://evil.example">x</a> https://nasaq.example/a?b=1&c=2', site)).toBe(
      '&#60;a href=&#34;hxxp[://]evil[.]example&#34;&#62;x&#60;/a&#62; <a href="https://nasaq.example/a?b=1&#38;c=2">https://nasaq.example/a?b=1&#38;c=2</a>',
    );
  });
});
