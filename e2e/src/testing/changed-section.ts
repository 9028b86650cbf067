import { spawnSync } from 'node:child_process';
import { cpSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from './server';

/** What the build of a section needs from the repository (its sources, the shared code, the build's config and scripts). */
const BUILD_INPUTS = [
  'rspack.config.ts',
  'postcss.config.mjs',
  'package.json',
  'tsconfig.json',
  'scripts',
  'build',
  'shared',
  'root-config',
  'mf-shell',
  'mf-pages',
  'mf-portfolio',
  'mf-forms',
];

export interface SourceEdit {
  /** a source file, relative to the repository */
  file: string;
  /** the text to replace (it must be there) */
  find: string;
  replace: string;
}

/**
 * A copy of the repository's sources under `source` (no node_modules, no dist/: the copy's
 * node_modules is a link to the repository's), with `edits` made to it: what a section team
 * changes before building, for tests that build a changed section without touching the repository.
 */
export function copyRepositorySource(source: string, edits: readonly SourceEdit[]): string {
  for (const entry of BUILD_INPUTS) {
    cpSync(path.join(repoRoot, entry), path.join(source, entry), {
      recursive: true,
      filter: (file) => !/(^|\/)(node_modules|dist)(\/|$)/.test(path.relative(repoRoot, file)),
    });
  }
  symlinkSync(path.join(repoRoot, 'node_modules'), path.join(source, 'node_modules'), 'dir');
  for (const edit of edits) {
    const file = path.join(source, edit.file);
    const text = readFileSync(file, 'utf8');
    if (!text.includes(edit.find)) throw new Error(`${edit.file} has no ${JSON.stringify(edit.find)} to change`);
    writeFileSync(file, text.replace(edit.find, edit.replace));
  }
  return source;
}

/**
 * A changed copy of one section, built alone as a section team builds it
 * (`npm run build:one -- <section> --out <folder>`), from a copy of the repository under `work`
 * (copyRepositorySource), so the repository's own files and dist/ are untouched. Returns the
 * folder of the build.
 */
export function buildChangedSection(work: string, section: string, edits: readonly SourceEdit[]): string {
  const source = copyRepositorySource(path.join(work, 'source'), edits);
  const out = path.join(work, section);
  const build = spawnSync(process.execPath, ['--import', 'tsx', path.join(source, 'scripts', 'build-one.ts'), section, '--out', out], {
    cwd: source,
    encoding: 'utf8',
  });
  if (build.status !== 0) throw new Error(`the build of the changed ${section} failed:\n${build.stdout}\n${build.stderr}`);
  return out;
}

/**
 * A copy of the section's build `folder` in `to` whose code throws where it renders `text`: on the
 * server (its server container's files) or in the browser (its browser files, not its widget's).
 * A release broken there, made from a build that exists already instead of a second build.
 */
export function breakBuild(folder: string, to: string, where: 'server' | 'browser', text: string): string {
  cpSync(folder, to, { recursive: true });
  const thrown = `(() => { throw new Error(${JSON.stringify(`broken on the ${where}`)}); })()`;
  let edited = 0;
  for (const entry of readdirSync(to, { recursive: true, encoding: 'utf8' })) {
    const file = path.join(to, entry);
    const onServer = entry.startsWith(`server${path.sep}`);
    if (!entry.endsWith('.js') || onServer !== (where === 'server') || entry.startsWith(`widget${path.sep}`)) continue;
    const source = readFileSync(file, 'utf8');
    const changed = source.replaceAll(JSON.stringify(text), thrown).replaceAll(`'${text}'`, thrown);
    if (changed === source) continue;
    writeFileSync(file, changed);
    // The precompressed copies would still carry the old code.
    for (const copy of [`${file}.gz`, `${file}.br`]) rmSync(copy, { force: true });
    edited += 1;
  }
  if (edited === 0) throw new Error(`no ${where} file of ${folder} renders ${JSON.stringify(text)}`);
  return to;
}
