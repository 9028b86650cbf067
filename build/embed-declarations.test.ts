import path from 'node:path';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../scripts/build-fingerprint';
import { packEmbed, type PackedPackage } from '../scripts/pack-embed';

/**
 * `@nasaq/embed`'s declarations as a partner's compiler sees them (docs/embedding.md#the-npm-package-nasaqembed):
 * from the `npm pack` tarball, unpacked as a partner installs it, the fixture app (embed/fixtures/app:
 * the components, the raw elements in JSX, the typed callbacks, and what they refuse, each refusal an
 * `@ts-expect-error` that fails once the types let it through) checked against them with React 19's
 * types and React 18's. One TypeScript program per React, in this process; its findings are asked of
 * the fixture's files and the package's declarations only: React's own are not ours to check (tsc over
 * all of them took 31 s and 84 s in the browser test file that did this before). The package itself
 * runs in a browser in e2e/src/embed-package.e2e.ts.
 */
const FIXTURE = path.join(repoRoot, 'embed/fixtures/app');

/** Each React's types: React 19's, the site's own; React 18's as embed's devDependencies bring them (`@types/react18`). */
const REACT_TYPES = [
  { name: 'React 19', types: path.join(repoRoot, 'node_modules/@types/react'), files: ['App.tsx', 'client.tsx', 'server.tsx'] },
  // The app alone: its entry files use react-dom's types, which only React 19's are installed for.
  { name: 'React 18', types: path.join(repoRoot, 'node_modules/@types/react18'), files: ['App.tsx'] },
] as const;

let packed: PackedPackage;

beforeAll(async () => {
  packed = await packEmbed();
}, 120_000);
afterAll(() => packed?.cleanup());

/** What TypeScript finds in the fixture's files and the packed declarations, with `types` as React's; each as `file(line): message`. */
function findings(types: string, files: readonly string[]): string[] {
  const parsed = ts.getParsedCommandLineOfConfigFile(path.join(FIXTURE, 'tsconfig.json'), undefined, {
    ...ts.sys,
    onUnRecoverableConfigFileDiagnostic: (problem) => {
      throw new Error(ts.flattenDiagnosticMessageText(problem.messageText, '\n'));
    },
  });
  const embed = path.join(packed.nodeModules, '@nasaq/embed');
  const options: ts.CompilerOptions = {
    ...parsed!.options,
    typeRoots: [],
    // The packed package in place of the sources the fixture's own tsconfig names.
    paths: {
      '@nasaq/embed': [path.join(embed, 'dist/index.d.ts')],
      '@nasaq/embed/react': [path.join(embed, 'dist/react.d.ts')],
      react: [types],
      'react/*': [`${types}/*`],
      'react-dom/*': [path.join(repoRoot, 'node_modules/@types/react-dom/*')],
    },
  };
  const program = ts.createProgram(
    files.map((file) => path.join(FIXTURE, 'src', file)),
    options,
  );
  const ours = program.getSourceFiles().filter((file) => file.fileName.startsWith(`${FIXTURE}/`) || file.fileName.startsWith(`${embed}/`));
  // The package's declarations are in the program: the fixture reached them, not an `any` in their place.
  expect(ours.filter((file) => file.fileName.startsWith(`${embed}/dist/`)).map((file) => path.basename(file.fileName))).toEqual(
    expect.arrayContaining(['react.d.ts', 'elements.d.ts', 'events.d.ts', 'widget-public.d.ts']),
  );
  const problems = [
    ...program.getOptionsDiagnostics(),
    ...program.getGlobalDiagnostics(),
    ...ours.flatMap((file) => [...program.getSyntacticDiagnostics(file), ...program.getSemanticDiagnostics(file)]),
  ];
  return problems.map((problem) => {
    const file = problem.file?.fileName.replace(`${embed}/`, '@nasaq/embed/').replace(`${repoRoot}/`, '');
    const where = problem.file ? `${file}(${problem.file.getLineAndCharacterOfPosition(problem.start ?? 0).line + 1}): ` : '';
    return where + ts.flattenDiagnosticMessageText(problem.messageText, '\n');
  });
}

describe("@nasaq/embed's packed declarations in the fixture app", () => {
  for (const { name, types, files } of REACT_TYPES)
    it(`type-check with ${name}'s types: the components, the raw elements in JSX, the typed callbacks`, () => {
      expect(findings(types, files)).toEqual([]);
    });
});
