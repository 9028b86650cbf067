import postcss from 'postcss';
import { describe, expect, it } from 'vitest';
import shadowRootCss from './shadow-root-css.mjs';

const run = async (css: string) => (await postcss([shadowRootCss()]).process(css, { from: undefined })).css;

describe("shadowRootCss (a widget's stylesheet made fit for a shadow root, at build time)", () => {
  it('moves :root rules to the shadow host and renames the fonts to our own families', async () => {
    const css = `:root{--bg:#fff}:root, :host{--x:1}.dark{--bg:#000}body{font-family:'IBM Plex Sans Arabic', "IBM Plex Sans", system-ui}`;
    expect(await run(css)).toBe(`:host{--bg:#fff}:host, :host{--x:1}.dark{--bg:#000}body{font-family:'Nasaq Plex Sans Arabic', 'Nasaq Plex Sans', system-ui}`);
  });

  it("turns rem into the site's pixels in values and queries, so the partner's root font size changes nothing", async () => {
    const css =
      '.a{padding:1rem 1.25rem;margin:-.5rem;gap:calc(var(--spacing) * 4)}:root{--spacing:.25rem;--text-lg:1.125rem}@media (width>=40rem){.b{top:2rem}}.c-2rem{x:1}';
    expect(await run(css)).toBe(
      '.a{padding:16px 20px;margin:-8px;gap:calc(var(--spacing) * 4)}:host{--spacing:4px;--text-lg:18px}@media (width>=640px){.b{top:32px}}.c-2rem{x:1}',
    );
  });

  it('leaves other selectors and names alone', async () => {
    const css = '.rooted{color:red}.x:hover{color:blue}';
    expect(await run(css)).toBe(css);
  });

  it("applies Tailwind's fallback for browsers without @property always (a shadow root ignores the rules, which go)", async () => {
    const css =
      '@layer properties{@supports (((-webkit-hyphens:none)) and (not (margin-trim:inline))){*,:before,:after,::backdrop{--tw-shadow:0 0 #0000;--tw-ring-offset-width:0px}}}.ring{box-shadow:0 0 0 calc(2px + var(--tw-ring-offset-width))}@property --tw-shadow{syntax:"*";inherits:false;initial-value:0 0 #0000}@property --tw-ring-offset-width{syntax:"<length>";inherits:false;initial-value:0}';
    expect(await run(css)).toBe(
      '@layer properties{*,:before,:after,::backdrop{--tw-shadow:0 0 #0000;--tw-ring-offset-width:0px}}.ring{box-shadow:0 0 0 calc(2px + var(--tw-ring-offset-width))}',
    );
  });

  it("without Tailwind's fallback, sets the @property rules' initial values on every element in the lowest layer", async () => {
    const css =
      '@layer properties;.shadow{box-shadow:var(--tw-shadow)}@property --tw-shadow{syntax:"*";inherits:false;initial-value:0 0 #0000}@property --tw-gradient{syntax:"*";inherits:true;initial-value:red}@property --tw-ring{syntax:"*";inherits:false}@property --tw-space{syntax:"<length>";inherits:false;initial-value:.5rem}';
    expect(await run(css)).toBe(
      '@layer properties;.shadow{box-shadow:var(--tw-shadow)}@layer properties{*,::before,::after,::backdrop{--tw-shadow:0 0 #0000;--tw-space:8px}}',
    );
  });
});
