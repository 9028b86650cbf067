import { describe, expect, it } from 'vitest';
import { embedSnippet, previewPath } from './snippet';

const defaults = { lang: 'ar', theme: 'auto', limit: 6, service: null, prefill: {}, source: null } as const;

describe('the /embed snippet', () => {
  it('gives the loader from the site and the element with the attributes that differ from the defaults', () => {
    expect(embedSnippet('https://nasaq.example', { widget: 'portfolio', attributes: defaults })).toBe(
      '<script src="https://nasaq.example/embed.js" async></script>\n<nasaq-portfolio lang="ar" style="display:block;min-block-size:min(100vh, 4136px)"></nasaq-portfolio>',
    );
    expect(embedSnippet('', { widget: 'portfolio', attributes: { ...defaults, lang: 'en', theme: 'dark', limit: 12, service: '3' } })).toBe(
      '<script src="/embed.js" async></script>\n<nasaq-portfolio lang="en" theme="dark" limit="12" style="display:block;min-block-size:min(100vh, 8295px)"></nasaq-portfolio>',
    );
    expect(embedSnippet('https://nasaq.example', { widget: 'consultation', attributes: { ...defaults, limit: 3, service: '4' } })).toBe(
      '<script src="https://nasaq.example/embed.js" async></script>\n<nasaq-consultation lang="ar" service="4" style="display:block;min-block-size:min(100vh, 1130px)"></nasaq-consultation>',
    );
  });

  it('sizes the element from the first paint: the screen, or less for a widget never that tall', () => {
    const one = embedSnippet('', { widget: 'portfolio', attributes: { ...defaults, limit: 1 } });
    expect(one).toContain('style="display:block;min-block-size:min(100vh, 669px)"');
  });

  it("carries the brand in the element's style, and a consultation's prefill and source as attributes, as HTML text", () => {
    const style = { accent: '#e11d48', radius: 8, font: 'serif' } as const;
    expect(embedSnippet('', { widget: 'portfolio', attributes: defaults, style })).toContain(
      `style="display:block;min-block-size:min(100vh, 4136px);--nasaq-accent:#e11d48;--nasaq-radius:8px;--nasaq-font-family:Georgia, 'Times New Roman', serif"`,
    );
    expect(embedSnippet('', { widget: 'portfolio', attributes: defaults, style: { accent: null, radius: null, font: 'site' } })).toContain(
      'style="display:block;min-block-size:min(100vh, 4136px)"',
    );
    expect(
      embedSnippet('', { widget: 'consultation', attributes: { ...defaults, prefill: { name: 'Sara "S" Ali', email: 'sara@example.com' }, source: 'a<b&c' } }),
    ).toContain('<nasaq-consultation lang="ar" name="Sara &quot;S&quot; Ali" email="sara@example.com" source="a&lt;b&amp;c" style=');
    expect(previewPath({ widget: 'consultation', attributes: defaults, style })).toBe(
      '/embed/preview?widget=consultation&lang=ar&theme=auto&accent=%23e11d48&radius=8&font=serif',
    );
  });

  it('names the preview page of the choice', () => {
    expect(previewPath({ widget: 'portfolio', attributes: { ...defaults, limit: 3 } })).toBe('/embed/preview?widget=portfolio&lang=ar&theme=auto&limit=3');
    expect(previewPath({ widget: 'consultation', attributes: { ...defaults, lang: 'en', service: '2' } })).toBe(
      '/embed/preview?widget=consultation&lang=en&theme=auto&service=2',
    );
  });
});
