import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { rspack } from '@rspack/core';
import { afterAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../scripts/build-fingerprint';
import { KIT_EXPORTS, KIT_FOLDER, KIT_MANIFEST, KitCoveragePlugin, kitExternals, kitRequests, kitSource } from './widget-kit';

const folder = mkdtempSync(path.join(tmpdir(), 'widget-kit-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

/** Builds `source` as a widget against the kit (a kit.json naming a file, as its section's kit build writes it): its errors. */
async function widgetBuildErrors(source: string): Promise<string[]> {
  const widgetDir = mkdtempSync(path.join(folder, 'widget-'));
  mkdirSync(path.join(widgetDir, KIT_FOLDER));
  writeFileSync(path.join(widgetDir, KIT_FOLDER, KIT_MANIFEST), JSON.stringify({ file: 'kit.0123456789.js' }));
  writeFileSync(path.join(widgetDir, 'entry.js'), source);
  const compiler = rspack({
    mode: 'production',
    context: repoRoot,
    entry: { widget: path.join(widgetDir, 'entry.js') },
    output: { path: path.join(widgetDir, 'out'), module: true, chunkFormat: 'module', library: { type: 'module' } },
    externalsType: 'module',
    externals: kitExternals(widgetDir),
    plugins: [new KitCoveragePlugin('widget')],
  });
  const stats = await new Promise<NonNullable<Parameters<Parameters<typeof compiler.run>[0]>[1]>>((resolve, reject) =>
    compiler.run((error, result) => (error || !result ? reject(error ?? new Error('no stats')) : resolve(result))),
  );
  await new Promise((resolve) => compiler.close(resolve));
  // Rspack colours its messages when the terminal (or FORCE_COLOR, as on CI) asks for it: the test reads the words.
  return stats.toJson({ errors: true }).errors?.map((error) => stripVTControlCharacters(error.message)) ?? [];
}

describe("the widgets' kit (React's API over Preact, one file for every widget)", () => {
  it("answers React's packages and Preact's with the namespace of the same API", () => {
    expect(kitRequests).toMatchObject({
      react: 'compat',
      'react-dom': 'compat',
      'react-dom/client': 'client',
      'react/jsx-runtime': 'jsxRuntime',
      '@preact/signals-core': 'signals',
    });
    for (const namespace of Object.values(kitRequests)) expect(KIT_EXPORTS).toHaveProperty(namespace);
  });

  it('is generated from its list: each namespace an object of the names it holds, nothing else', () => {
    const source = kitSource();
    expect(source).toContain('import { createRoot as client_createRoot } from "preact/compat/client";');
    expect(source).toContain('export const client = { createRoot: client_createRoot };');
    expect(source.match(/^export /gm)).toHaveLength(Object.keys(KIT_EXPORTS).length);
  });

  it("lets a widget import what it holds, from the kit's one URL", async () => {
    expect(
      await widgetBuildErrors(
        "import { useState } from 'react';\nimport { createRoot } from 'react-dom/client';\nexport const mount = () => [useState, createRoot];\n",
      ),
    ).toEqual([]);
  });

  it('fails the build of a widget that uses a name the kit lacks, naming it (it would be undefined on partner pages)', async () => {
    const errors = await widgetBuildErrors("import { memo, useState } from 'react';\nexport const mount = () => [memo, useState];\n");
    expect(errors.join('\n')).toMatch(/lacks:[\s│]+react: memo/);
    expect(errors.join('\n')).not.toMatch(/useState/);
  });
});
