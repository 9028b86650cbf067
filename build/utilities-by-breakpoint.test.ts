import postcss from 'postcss';
import { describe, expect, it } from 'vitest';
import utilitiesByBreakpoint, { layerFor } from './utilities-by-breakpoint.mjs';

/** Whitespace does not matter: compared with none around braces and single spaces elsewhere. */
const compact = (css: string) =>
  css
    .replace(/\s+/g, ' ')
    .replace(/\s*([{};])\s*/g, '$1')
    .trim();
const run = async (css: string) => compact((await postcss([utilitiesByBreakpoint()]).process(css, { from: undefined })).css);

describe('utilitiesByBreakpoint', () => {
  it('names the layer of each media query: breakpoints by width, everything else after the plain utilities', () => {
    expect(layerFor('(width >= 40rem)')).toBe('utilities-sm');
    expect(layerFor('(min-width:64rem)')).toBe('utilities-lg');
    expect(layerFor('(width>=96rem)')).toBe('utilities-2xl');
    expect(layerFor('not all and (width>=64rem)')).toBe('utilities-other');
    expect(layerFor('(hover:hover)')).toBe('utilities-other');
  });

  it("moves Tailwind's nested responsive utilities into their layers, after the utilities layer is named", async () => {
    const css = await run(`@layer properties; @layer theme, base, components, utilities;
      @layer utilities { .py-16 { padding-block: 4rem; } .sm\\:py-24 { @media (width >= 40rem) { padding-block: 6rem; } } .lg\\:flex { @media (width >= 64rem) { display: flex; } } }`);
    expect(css).toBe(
      compact(
        '@layer properties; @layer theme, base, components, utilities; @layer utilities, utilities-other, utilities-sm, utilities-md, utilities-lg, utilities-xl, utilities-2xl; ' +
          '@layer utilities { .py-16 { padding-block: 4rem; } } ' +
          '@layer utilities-sm { @media (width >= 40rem) { .sm\\:py-24 { padding-block: 6rem; } } } ' +
          '@layer utilities-lg { @media (width >= 64rem) { .lg\\:flex { display: flex; } } }',
      ),
    );
  });

  it('moves flat media rules too, and states the order before the first utilities block of an app stylesheet', async () => {
    const css = await run(
      `@layer properties { * { --tw-x: 0; } } @layer utilities { .flex-col { flex-direction: column; } @media (min-width:40rem) { .sm\\:flex-row { flex-direction: row; } } @media not all and (min-width:64rem) { .max-lg\\:hidden { display: none; } } }`,
    );
    expect(css).toBe(
      compact(
        '@layer properties { * { --tw-x: 0; } } @layer utilities, utilities-other, utilities-sm, utilities-md, utilities-lg, utilities-xl, utilities-2xl; ' +
          '@layer utilities { .flex-col { flex-direction: column; } } ' +
          '@layer utilities-other { @media not all and (min-width:64rem) { .max-lg\\:hidden { display: none; } } } ' +
          '@layer utilities-sm { @media (min-width:40rem) { .sm\\:flex-row { flex-direction: row; } } }',
      ),
    );
  });

  it('leaves a stylesheet without utilities alone', async () => {
    expect(await run('@font-face { font-family: X; } .a { @media (width >= 40rem) { color: red; } }')).toBe(
      compact('@font-face { font-family: X; } .a { @media (width >= 40rem) { color: red; } }'),
    );
  });
});
