import { describe, expect, it } from 'vitest';
import { shadowCss } from './stylesheet';

describe('shadowCss', () => {
  it('moves :root rules to the shadow host and renames the fonts to our own families', () => {
    const css = `:root{--bg:#fff}:root, :host{--x:1}.dark{--bg:#000}body{font-family:'IBM Plex Sans Arabic', "IBM Plex Sans", system-ui}`;
    expect(shadowCss(css)).toBe(`:host{--bg:#fff}:host, :host{--x:1}.dark{--bg:#000}body{font-family:'Nasaq Plex Sans Arabic', 'Nasaq Plex Sans', system-ui}`);
  });

  it('leaves other selectors and names alone', () => {
    const css = '.rooted{color:red}.x:hover{color:blue}';
    expect(shadowCss(css)).toBe(css);
  });
});
