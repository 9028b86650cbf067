import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Configuration } from '@rspack/core';
import { afterAll, describe, expect, it } from 'vitest';
import config from '../rspack.config';
import { remoteApps } from './apps';
import { RequiredModulePlugin } from './required-module-plugin';
import { runRspack } from './run-rspack';

const project = mkdtempSync(path.join(tmpdir(), 'required-module-'));
afterAll(() => rmSync(project, { recursive: true, force: true }));
writeFileSync(path.join(project, 'entry.js'), "import { a } from './a.js';\nconsole.log(a);\n");
writeFileSync(path.join(project, 'a.js'), 'export const a = 1;\n');
writeFileSync(path.join(project, 'b.js'), 'export const b = 2;\n');

/** `entry.js` (which imports `a.js`, never `b.js`) built with the plugin requiring `file`. */
const buildRequiring = (file: string) =>
  runRspack({
    name: 'fixture',
    mode: 'production',
    context: project,
    entry: { main: './entry.js' },
    output: { path: path.join(project, 'dist') },
    stats: 'none',
    infrastructureLogging: { level: 'error' },
    plugins: [new RequiredModulePlugin(path.join(project, file), 'an alias stands in for it')],
  });

describe('a module the configuration puts in by an alias: the build fails without it', () => {
  it('lets through a compilation that builds it', async () => {
    await expect(buildRequiring('a.js')).resolves.toBeUndefined();
  });

  it('fails one that does not, naming the module and why it must be there', async () => {
    await expect(buildRequiring('b.js')).rejects.toThrow(/fixture does not bundle b\.js: an alias stands in for it/);
  });

  it("is in every container's browser build of rspack.config.ts, for the host's bundler runtime (production and `npm run dev`)", () => {
    for (const mode of ['production', 'development']) {
      const configs: Configuration[] = config({}, { mode });
      for (const app of remoteApps) {
        const container = configs.find((compiler) => compiler.name === app.dir);
        const checks = (container?.plugins ?? []).filter((plugin) => plugin instanceof RequiredModulePlugin);
        expect(checks, `${app.dir} (${mode})`).toHaveLength(1);
      }
    }
  });
});
