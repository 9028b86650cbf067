import { readFileSync } from 'node:fs';
import path from 'node:path';
import { renderWithReplies } from '@site/shared/request';
import { setRemoteLoader } from '@site/shared/blocks';
import type { ServerApp } from '@site/shared/page';
import { renderToString } from 'react-dom/server';
import { beforeAll, describe, expect, it } from 'vitest';
import { serverApp as pagesApp } from '../mf-pages/src/ssr';
import { serverApp as shellApp } from '../mf-shell/src/ssr';
import { loadServerSanitizerFirst } from '../mf-pages/src/testing/sanitizer-first';
import { repoRoot } from './source-files';

loadServerSanitizerFirst();

/**
 * What a phone parses, styles and lays out first on the home page
 * (docs/performance.md#the-first-screen): the header and everything of the page before its first
 * part below the fold. The budgets hold it to its size on 2026-11-29: 159 elements and 5 189 bytes
 * of inline SVG (its icons), the larger language's. A change that adds to it is a decision, measured
 * (`npm run bench:trace`), not an accident; one that takes from it lowers the budgets.
 */
const FIRST_SCREEN_ELEMENTS = 159;
const FIRST_SCREEN_INLINE_SVG_BYTES = 5_189;

/** The parts below the first screen: each waits for its layout while the page loads. */
const BELOW_THE_FOLD = 'below-fold';

async function slotsOf(app: ServerApp, lang: 'ar' | 'en') {
  const route = await app.load({ path: '/', search: `?lang=${lang}`, lang });
  return renderWithReplies(lang, {}, () => route.slots()).result;
}

async function homePage(lang: 'ar' | 'en') {
  const shell = await slotsOf(shellApp, lang);
  const pages = await slotsOf(pagesApp, lang);
  const render = (node: unknown) => renderWithReplies(lang, {}, () => renderToString(<>{node as never}</>)).result;
  return { header: render(shell.header), main: render(pages.main) };
}

const elements = (html: string) => html.match(/<[a-z][a-z0-9-]*[\s>/]/gi)?.length ?? 0;
const inlineSvgBytes = (html: string) => (html.match(/<svg[\s\S]*?<\/svg>/g) ?? []).reduce((sum, svg) => sum + Buffer.byteLength(svg), 0);
/** The page before its first part below the fold. */
const firstScreen = ({ header, main }: { header: string; main: string }) =>
  header + main.slice(0, main.search(new RegExp(`<[a-z]+ [^>]*class="${BELOW_THE_FOLD}[ "]`)));

beforeAll(() => {
  setRemoteLoader(async (id) => ({ default: () => <div data-remote={id} /> }));
});

describe('the first screen of the home page', () => {
  it.each(['ar', 'en'] as const)('stays within its budgets of elements and inline SVG (%s)', async (lang) => {
    const page = await homePage(lang);
    const first = firstScreen(page);
    expect(first).toContain('data-testid="home-hero"');
    expect(elements(first)).toBeLessThanOrEqual(FIRST_SCREEN_ELEMENTS);
    expect(inlineSvgBytes(first)).toBeLessThanOrEqual(FIRST_SCREEN_INLINE_SVG_BYTES);
  });

  it('is followed by sections that each wait below the fold', async () => {
    const { main } = await homePage('ar');
    const sections = main.match(/<section [^>]*>/g) ?? [];
    // the hero first, then every section of the page below it
    expect(sections.length).toBeGreaterThan(5);
    expect(sections[0]).toContain('data-testid="home-hero"');
    for (const section of sections.slice(1)) expect(section).toMatch(new RegExp(`class="${BELOW_THE_FOLD}[ "]`));
  });

  it('counts what it measures', () => {
    expect(elements('<div><span>a</span><svg viewBox="0 0 1 1"><path d="M0"/></svg><br/></div>')).toBe(5);
    expect(inlineSvgBytes('<p><svg a="1"><path/></svg></p>')).toBe(24);
  });
});

describe('the parts below the fold', () => {
  // shared/src/styles/components.css: skipped while the page loads, at an estimated size.
  const css = readFileSync(path.join(repoRoot, 'shared/src/styles/components.css'), 'utf8').replace(/\/\*[\s\S]*?\*\//g, '');
  const rule = (selector: string) => css.slice(css.indexOf(selector)).match(/\{([^}]*)\}/)?.[1] ?? '';

  it('skip their layout with an intrinsic size while the page loads', () => {
    const belowFold = rule(':root[data-layout-later] .below-fold:not([data-laid-out])');
    expect(belowFold).toMatch(/content-visibility:\s*auto/);
    expect(belowFold).toMatch(/contain-intrinsic-block-size:\s*auto \S+/);
    const eachBlock = rule(':root[data-layout-each] .below-fold-each:not([data-laid-out]) > :not([data-laid-out])');
    expect(eachBlock).toMatch(/content-visibility:\s*auto/);
    expect(eachBlock).toMatch(/contain-intrinsic-block-size:\s*auto \S+/);
  });
});
