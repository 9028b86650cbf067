import { describe, expect, it } from 'vitest';
import { shadowCss } from './stylesheet';

describe('shadowCss', () => {
  it('moves :root rules to the shadow host and renames the fonts to our own families', () => {
    const css = `:root{--bg:#fff}:root, :host{--x:1}.dark{--bg:#000}body{font-family:'IBM Plex Sans Arabic', "IBM Plex Sans", system-ui}`;
    expect(shadowCss(css)).toBe(`:host{--bg:#fff}:host, :host{--x:1}.dark{--bg:#000}body{font-family:'Nasaq Plex Sans Arabic', 'Nasaq Plex Sans', system-ui}`);
  });

  it("turns rem into the site's pixels, so the partner's root font size changes nothing", () => {
    const css =
      '.a{padding:1rem 1.25rem;margin:-.5rem;gap:calc(var(--spacing) * 4)}:root{--spacing:.25rem;--text-lg:1.125rem}@media (width>=40rem){.b{top:2rem}}.c-2rem{x:1}';
    expect(shadowCss(css)).toBe(
      '.a{padding:16px 20px;margin:-8px;gap:calc(var(--spacing) * 4)}:host{--spacing:4px;--text-lg:18px}@media (width>=640px){.b{top:32px}}.c-2rem{x:1}',
    );
  });

  it('leaves other selectors and names alone', () => {
    const css = '.rooted{color:red}.x:hover{color:blue}';
    expect(shadowCss(css)).toBe(css);
  });
});
