import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { rspack, type Configuration } from '@rspack/core';
import { afterAll, describe, expect, it } from 'vitest';
import config from '../rspack.config';
import { repoRoot } from './source-files';
import { NoBuildModulesPlugin } from './no-build-modules-plugin';

const folder = mkdtempSync(path.join(tmpdir(), 'no-build-modules-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

/**
 * A project in a folder of its own with a `build/` beside its `src/`: `src/entry.js` is `entry`,
 * and each of `files` is written too. Built with the plugin (for that `build/`): its errors.
 */
async function buildErrors(entry: string, files: Record<string, string> = {}): Promise<string[]> {
  const project = mkdtempSync(path.join(folder, 'project-'));
  for (const [file, source] of Object.entries({ 'src/entry.js': entry, ...files })) {
    mkdirSync(path.dirname(path.join(project, file)), { recursive: true });
    writeFileSync(path.join(project, file), source);
  }
  const compiler = rspack({
    name: 'fixture',
    mode: 'production',
    context: project,
    entry: { main: './src/entry.js' },
    output: { path: path.join(project, 'dist') },
    plugins: [new NoBuildModulesPlugin(path.join(project, 'build'))],
  });
  const stats = await new Promise<NonNullable<Parameters<Parameters<typeof compiler.run>[0]>[1]>>((resolve, reject) =>
    compiler.run((error, result) => (error || !result ? reject(error ?? new Error('no stats')) : resolve(result))),
  );
  await new Promise((resolve) => compiler.close(resolve));
  return stats.toJson({ errors: true }).errors?.map((error) => stripVTControlCharacters(error.message)) ?? [];
}

describe('build/ holds only the build: a compilation that bundles a module of it fails', () => {
  it('names each module of build/ a bundle includes, imported directly or lazily', async () => {
    const errors = await buildErrors("import { a } from '../build/stand-in.js';\nimport('../build/lazy.js').then(console.log);\nconsole.log(a);\n", {
      'build/stand-in.js': 'export const a = 1;\n',
      'build/lazy.js': 'export const b = 2;\n',
    });
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain('fixture bundles build/lazy.js, build/stand-in.js');
  });

  it('lets through a bundle of sources and generated `data:` modules, with build/ beside them', async () => {
    const generated = `data:text/javascript,${encodeURIComponent('export const kit = 1;')}`;
    expect(
      await buildErrors(`import { kit } from ${JSON.stringify(generated)};\nimport { c } from './c.js';\nconsole.log(kit, c);\n`, {
        'src/c.js': 'export const c = 3;\n',
        'build/config.js': 'export default {};\n',
      }),
    ).toEqual([]);
  });

  it("is in every compiler rspack.config.ts makes, for the repository's build/ (production and `npm run dev`)", () => {
    for (const mode of ['production', 'development']) {
      const configs: Configuration[] = config({}, { mode });
      expect(configs.length).toBeGreaterThan(mode === 'production' ? 10 : 4);
      for (const compiler of configs) {
        const checks = (compiler.plugins ?? []).filter((plugin) => plugin instanceof NoBuildModulesPlugin);
        expect(checks, `${compiler.name}`).toEqual([new NoBuildModulesPlugin(path.join(repoRoot, 'build'))]);
      }
    }
  });
});
