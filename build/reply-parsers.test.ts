import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { portfolioDetailResponseSchema, portfolioListResponseSchema } from '../shared/src/contract/portfolio';
import type { ReplyParse } from '../shared/src/request/reply-parsers';
import { replyParserSource, replyParsersSources } from './reply-parsers';

const folder = mkdtempSync(path.join(tmpdir(), 'reply-parsers-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

/** The generated module, imported as the browser would run it (an ES module of its own). */
async function compiled(name: string, schema: Parameters<typeof replyParserSource>[1]): Promise<ReplyParse> {
  const file = path.join(folder, `${name}.mjs`);
  writeFileSync(file, replyParserSource(name, schema));
  return ((await import(pathToFileURL(file).href)) as { parse: ReplyParse }).parse;
}

const project = {
  id: 3,
  slug: 'design-3',
  title: { ar: 'تصميم', en: 'Design' },
  description: 'Plain',
  main_image_url: '/m/3.webp',
  main_image_meta: { width: 1200, height: 900, srcset: '/m/3-640.webp 640w', tint: ['#112233', '#aabbcc'] },
  project_date: '2025-03-10',
  is_active: true,
  galleries: [{ id: 30, image_url: '/g/30.webp', title: null, description: { ar: 'ص', en: 'i' } }],
};
const list = (items: unknown[]) => ({ success: true, data: { data: items, total: items.length, current_page: 1, last_page: 1, per_page: 6 } });

/** Replies in every shape the contract allows, and ones it refuses. */
const listReplies: [string, unknown][] = [
  ['a full reply', list([project])],
  ['an empty page', list([])],
  [
    'a title as a plain string, no description, no image',
    list([{ ...project, title: 'Design', description: undefined, main_image_url: null, main_image_meta: null }]),
  ],
  ['keys the contract does not know (dropped)', list([{ ...project, extra: 1, galleries: [{ ...project.galleries[0], more: true }] }])],
  ['a project without its id', list([{ ...project, id: undefined }])],
  ['an id of 0', list([{ ...project, id: 0 }])],
  ['a date that is not a day', list([{ ...project, project_date: '10/03/2025' }])],
  ['a tint that is not a colour', list([{ ...project, main_image_meta: { ...project.main_image_meta, tint: ['red', '#aabbcc'] } }])],
  ['a title of another shape', list([{ ...project, title: { ar: 'x' } }])],
  ['success false', { ...list([project]), success: false }],
  ['no body', null],
  ['a list where an object is', { success: true, data: [] }],
];

describe('reply parsers compiled ahead of time from the contract (zod’s compiler, written out as source)', () => {
  it.each([
    ['portfolioListResponseSchema', portfolioListResponseSchema, listReplies],
    [
      'portfolioDetailResponseSchema',
      portfolioDetailResponseSchema,
      [
        [
          'a design with its gallery page and related works',
          { success: true, data: { ...project, galleries_pagination: { total: 19, current_page: 1, last_page: 3 }, related: [project] } },
        ],
        ['a design without pagination', { success: true, data: project }],
        ['a related work with a wrong id', { success: true, data: { ...project, related: [{ ...project, id: -1 }] } }],
        ['a page number of 0', { success: true, data: { ...project, galleries_pagination: { total: 1, current_page: 0, last_page: 1 } } }],
      ] as [string, unknown][],
    ],
  ] as const)('%s: accepts exactly what the schema accepts, with the same checked copy', async (name, schema, replies) => {
    const parse = await compiled(name, schema);
    for (const [what, reply] of replies) {
      const expected = schema.safeParse(reply);
      const parsed = parse(reply);
      if (expected.success) expect(parsed, what).toEqual({ value: expected.data });
      else expect(parsed, what).toBeNull();
    }
    // The cases above include both outcomes.
    expect(new Set(replies.map(([, reply]) => schema.safeParse(reply).success))).toEqual(new Set([true, false]));
  });

  it('writes plain functions: no zod, no eval', () => {
    const source = replyParserSource('portfolioListResponseSchema', portfolioListResponseSchema);
    expect(source).not.toMatch(/\bimport\b|\bFunction\(|\beval\(/);
  });

  it('bundles the first screen’s parser with the module and leaves the others to a chunk each', () => {
    const sources = replyParsersSources({
      portfolioListResponseSchema: { schema: portfolioListResponseSchema, firstScreen: true },
      portfolioDetailResponseSchema: { schema: portfolioDetailResponseSchema, firstScreen: false },
    });
    expect(Object.keys(sources).sort()).toEqual(['', 'portfolioDetailResponseSchema', 'portfolioListResponseSchema']);
    expect(sources['']).toMatch(/^import \{ parse as parse0 \} from ".\/reply-parsers\.ts\?parser=portfolioListResponseSchema";$/m);
    expect(sources['']).toMatch(/"portfolioDetailResponseSchema": \(\) => import\(".\/reply-parsers\.ts\?parser=portfolioDetailResponseSchema"\)/);
  });

  it('fails the build for a schema whose check holds a function (a refinement cannot be written out)', () => {
    const refined = z.string().check(z.refine((value) => value.length % 2 === 0));
    expect(() => replyParserSource('evenSchema', refined)).toThrow(/evenSchema/);
  });
});
