import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Configuration } from '@rspack/core';
import { afterAll, describe, expect, it } from 'vitest';
import { enginesNode, nodeTarget } from './node-target';
import { runRspack } from './run-rspack';

describe('nodeTarget', () => {
  it('is the lowest Node version the engines range allows', () => {
    expect(nodeTarget('^20.19.0 || >=22.12.0')).toBe('node20.19');
    expect(nodeTarget('>=22.12.0 || ^20.19.0', 'async-node')).toBe('async-node20.19');
    expect(nodeTarget('>=18.0')).toBe('node18.0');
    expect(() => nodeTarget('latest')).toThrow(/no Node version/);
  });

  it('reads package.json', () => {
    expect(nodeTarget(enginesNode())).toMatch(/^node\d+\.\d+$/);
  });
});

describe('a server build for nodeTarget', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'node-target-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  /** Compiles one module with the built-in SWC loader, given no ECMAScript version of its own (as rspack.config.ts's scriptRule). */
  const compile = async (target: NonNullable<Configuration['target']> & string) => {
    writeFileSync(
      path.join(dir, 'entry.ts'),
      'export const isWord = (word: string) => /[\\p{L}\\p{N}]/u.test(word);\nexport const merged = (a: object) => ({ ...a, b: 1 });\n',
    );
    await runRspack({
      mode: 'production',
      context: dir,
      target,
      entry: './entry.ts',
      output: { path: path.join(dir, target), library: { type: 'commonjs2' } },
      optimization: { minimize: false },
      module: { rules: [{ test: /\.ts$/, loader: 'builtin:swc-loader', options: { jsc: { parser: { syntax: 'typescript' } } }, type: 'javascript/auto' }] },
    });
    return readFileSync(path.join(dir, target, 'main.js'), 'utf8');
  };

  it('keeps Unicode property escapes and object spread as written', async () => {
    const output = await compile(nodeTarget(enginesNode()));
    expect(output).toContain('\\p{L}');
    expect(output).toContain('...a');
  });

  it('unlike a target without a version, which compiles to ES5 (why the version is named)', async () => {
    const output = await compile('node');
    expect(output).not.toContain('\\p{L}');
  });
});
