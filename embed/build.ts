/**
 * Builds `@nasaq/embed` into dist/ (run by `npm pack` through `prepack`): ES modules for the two
 * entries (`.` and `./react`) with what they use of the site's contract bundled in (attribute
 * parsing, the reserved height) and React left to the app; their declarations, emitted by
 * TypeScript, with the contract's zod-free widget types they name (`@site/shared/widget-public`)
 * copied beside them as `dist/contract/`, so the package depends on nothing of the site.
 */
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import ts from 'typescript';

const root = path.dirname(fileURLToPath(import.meta.url));
const dist = path.join(root, 'dist');
const entries = { index: 'src/index.ts', react: 'src/react.tsx' } as const;

rmSync(dist, { recursive: true, force: true });
await build({
  absWorkingDir: root,
  entryPoints: entries,
  outdir: dist,
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'neutral',
  target: 'es2022',
  jsx: 'automatic',
  external: ['react', 'react/*', 'react-dom', 'react-dom/*'],
  mainFields: ['module', 'main'],
  legalComments: 'none',
  logLevel: 'warning',
});

/** Relative specifiers written as ES modules resolve them (`./events` → `./events.js`), for `moduleResolution: node16` too. */
const withExtensions = (text: string) => text.replace(/(from '\.{1,2}\/[^']+?)(?<!\.js)'/g, "$1.js'");

// The declarations: emitted into a folder of their own (the repository's layout under it).
const emitted = mkdtempSync(path.join(tmpdir(), 'nasaq-embed-types-'));
try {
  const config = ts.getParsedCommandLineOfConfigFile(
    path.join(root, 'tsconfig.build.json'),
    { outDir: emitted },
    { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => undefined },
  );
  if (!config) throw new Error('tsconfig.build.json could not be read');
  const program = ts.createProgram(config.fileNames, config.options);
  const result = program.emit();
  const problems = [...ts.getPreEmitDiagnostics(program), ...result.diagnostics];
  if (problems.length > 0)
    throw new Error(ts.formatDiagnostics(problems, { getCanonicalFileName: (name) => name, getCurrentDirectory: () => root, getNewLine: () => '\n' }));
  // The package's own: its public types name the contract's widget types by the door's name, written as the copy's path.
  const own = path.join(emitted, 'embed', 'src');
  for (const name of readdirSync(own).filter((file) => file.endsWith('.d.ts') && !file.includes('.test.'))) {
    const text = withExtensions(readFileSync(path.join(own, name), 'utf8').replaceAll("'@site/shared/widget-public'", "'./contract/widget-public'"));
    if (text.includes('@site/')) throw new Error(`${name} names a site package the tarball does not have`);
    writeFileSync(path.join(dist, name), text);
  }
  // The contract's widget types: widget-public.ts and what it re-exports (zod-free by design; checked).
  const contract = path.join(emitted, 'shared', 'src', 'contract');
  mkdirSync(path.join(dist, 'contract'));
  for (const name of ['widget-public', 'widget-elements', 'widget-events', 'choices']) {
    const text = readFileSync(path.join(contract, `${name}.d.ts`), 'utf8');
    if (/from '(?!\.\/)/.test(text)) throw new Error(`the contract's ${name}.d.ts imports a package: it must stay zod-free`);
    writeFileSync(path.join(dist, 'contract', `${name}.d.ts`), withExtensions(text));
  }
} finally {
  rmSync(emitted, { recursive: true, force: true });
}
