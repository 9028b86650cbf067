import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { COMPILE_HINT, CompileHintPlugin } from './compile-hint-plugin';
import { runRspack } from './run-rspack';

describe('CompileHintPlugin', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'compile-hint-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('starts every minified script of the size given or more with the hint, and its source map still points at the source', async () => {
    writeFileSync(
      path.join(dir, 'entry.js'),
      "/* a comment the minifier drops */\nexport function greet(name) {\n  return 'hello ' + name;\n}\nimport('./later.js').then((m) => m.later(greet('x')));\nimport('./small.js').then((m) => m.small());\n",
    );
    writeFileSync(path.join(dir, 'later.js'), `export const later = (text) => console.log(text, '${'a long text '.repeat(30)}');\n`);
    writeFileSync(path.join(dir, 'small.js'), 'export const small = () => 1;\n');
    await runRspack({
      mode: 'production',
      context: dir,
      target: 'web',
      devtool: 'source-map',
      entry: './entry.js',
      output: { path: path.join(dir, 'out'), chunkFilename: '[name].js' },
      optimization: { chunkIds: 'named' },
      plugins: [new CompileHintPlugin(300)],
    });
    const output = (file: string) => readFileSync(path.join(dir, 'out', file), 'utf8');
    // small.js's chunk minifies to less than 300 bytes: no hint.
    expect(output('small_js.js').length).toBeLessThan(300);
    expect(output('small_js.js')).not.toContain(COMPILE_HINT);
    for (const file of ['main.js', 'later_js.js']) {
      const [first, second] = output(file).split('\n');
      expect(first).toBe(COMPILE_HINT);
      expect(second).not.toContain('a comment the minifier drops');
    }
    // The map's first line of mappings is the hint's: empty (a `;` before the code's segments).
    const map = JSON.parse(readFileSync(path.join(dir, 'out', 'main.js.map'), 'utf8')) as { mappings: string };
    expect(map.mappings.startsWith(';')).toBe(true);
  });
});
