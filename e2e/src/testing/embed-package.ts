import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { rspack, type Configuration } from '@rspack/core';
import { repoRoot } from './server';

const run = promisify(execFile);
const requireHere = createRequire(import.meta.url);

/** The React a fixture app is built with: its runtime (the packages' folders) and its types. */
export interface ReactVersion {
  name: 'react19' | 'react18';
  react: string;
  reactDom: string;
  /** @types/react of that version */
  types: string;
}

/** React 19, the site's own; React 18 as e2e's devDependencies bring it (`react-dom18` and the React 18 it needs, `@types/react18`). */
export const REACT_VERSIONS: readonly ReactVersion[] = [
  {
    name: 'react19',
    react: path.join(repoRoot, 'node_modules/react'),
    reactDom: path.join(repoRoot, 'node_modules/react-dom'),
    types: path.join(repoRoot, 'node_modules/@types/react'),
  },
  {
    name: 'react18',
    react: path.dirname(requireHere.resolve('react/package.json', { paths: [path.join(repoRoot, 'e2e/node_modules/react-dom18')] })),
    reactDom: path.join(repoRoot, 'e2e/node_modules/react-dom18'),
    types: path.join(repoRoot, 'node_modules/@types/react18'),
  },
];

export interface PackedPackage {
  /** the tarball `npm pack` wrote */
  tarball: string;
  /** a `node_modules` folder holding only `@nasaq/embed`, unpacked from it as a partner's install would */
  nodeModules: string;
  /** the tarball's size in bytes, and each built file's */
  bytes: number;
  files: Record<string, number>;
  cleanup: () => void;
}

/** `npm pack` of embed/ (its `prepack` builds dist/), unpacked into a folder of its own: what a partner installs. */
export async function packEmbed(): Promise<PackedPackage> {
  const folder = mkdtempSync(path.join(tmpdir(), 'nasaq-embed-pack-'));
  const { stdout } = await run('npm', ['pack', '--json', '--pack-destination', folder], { cwd: path.join(repoRoot, 'embed'), timeout: 120_000 });
  const [packed] = JSON.parse(stdout.slice(stdout.indexOf('['))) as { filename: string; size: number; files: { path: string; size: number }[] }[];
  const tarball = path.join(folder, path.basename(packed!.filename));
  const installed = path.join(folder, 'node_modules', '@nasaq', 'embed');
  mkdirSync(installed, { recursive: true });
  await run('tar', ['-xzf', tarball, '-C', installed, '--strip-components=1']);
  return {
    tarball,
    nodeModules: path.join(folder, 'node_modules'),
    bytes: statSync(tarball).size,
    files: Object.fromEntries(packed!.files.map((file) => [file.path, file.size])),
    cleanup: () => rmSync(folder, { recursive: true, force: true }),
  };
}

const FIXTURE = path.join(repoRoot, 'embed/fixtures/app');

/**
 * Type-checks the fixture app against the packed package's declarations with one React's types
 * (React 18's: the app alone; its entry files use react-dom's types, which only React 19's are
 * installed for). Resolves with tsc's output; rejects with it.
 */
export async function typecheckFixture(packed: PackedPackage, version: ReactVersion): Promise<void> {
  const config = path.join(path.dirname(packed.nodeModules), `tsconfig.${version.name}.json`);
  const files = version.name === 'react19' ? ['src'] : ['src/App.tsx'];
  writeFileSync(
    config,
    JSON.stringify({
      extends: path.join(FIXTURE, 'tsconfig.json'),
      compilerOptions: {
        baseUrl: FIXTURE,
        typeRoots: [],
        // TypeScript's own lib files (the DOM's alone is 40 000 lines) are not what is checked: the
        // package's declarations and React's types still are (skipLibCheck stays off). About a
        // quarter of each check's CPU time went to them.
        skipDefaultLibCheck: true,
        // The packed package in place of the sources the fixture's own tsconfig names.
        paths: {
          '@nasaq/embed': [path.join(packed.nodeModules, '@nasaq/embed/dist/index.d.ts')],
          '@nasaq/embed/react': [path.join(packed.nodeModules, '@nasaq/embed/dist/react.d.ts')],
          react: [version.types],
          'react/*': [`${version.types}/*`],
          'react-dom/*': [path.join(repoRoot, 'node_modules/@types/react-dom/*')],
        },
      },
      include: files.map((file) => path.join(FIXTURE, file)),
    }),
  );
  try {
    await run(process.execPath, [path.join(repoRoot, 'node_modules/typescript/bin/tsc'), '-p', config], { cwd: FIXTURE, timeout: 120_000 });
  } catch (error) {
    throw new Error(`tsc found problems with ${version.name}'s types:\n${(error as { stdout?: string }).stdout ?? String(error)}`, { cause: error });
  }
}

export interface BuiltFixture {
  /** the browser's bundle */
  client: string;
  /** renders the app's page on the server: its HTML */
  render: (site: string, pagePath: string) => string;
}

/** The fixture app built with Rspack from the packed package, for one React: a browser bundle and a Node one that renders it. */
export async function buildFixture(packed: PackedPackage, version: ReactVersion, outDir: string): Promise<BuiltFixture> {
  const common: Configuration = {
    mode: 'production',
    context: FIXTURE,
    devtool: false,
    resolve: {
      extensions: ['.tsx', '.ts', '.js'],
      // The package as a partner's app finds it, in its node_modules; one React for the app, the package and react-dom.
      modules: [packed.nodeModules, 'node_modules'],
      alias: { react$: version.react, 'react/jsx-runtime$': path.join(version.react, 'jsx-runtime.js'), 'react-dom': version.reactDom },
    },
    module: {
      rules: [
        {
          test: /\.tsx?$/,
          loader: 'builtin:swc-loader',
          options: { jsc: { parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic' } } } },
          type: 'javascript/auto',
        },
      ],
    },
    optimization: { minimize: false },
  };
  const configs: Configuration[] = [
    { ...common, name: 'client', target: 'web', entry: './src/client.tsx', output: { path: path.join(outDir, version.name), filename: 'client.js' } },
    {
      ...common,
      name: 'server',
      target: 'node',
      entry: './src/server.tsx',
      output: { path: path.join(outDir, version.name), filename: 'server.cjs', library: { type: 'commonjs2' } },
    },
  ];
  await new Promise<void>((resolve, reject) => {
    const compiler = rspack(configs);
    compiler.run((error, stats) => {
      compiler.close(() => undefined);
      if (error || !stats || stats.hasErrors()) reject(error ?? new Error(stats?.toString('errors-only')));
      else resolve();
    });
  });
  const server = requireHere(path.join(outDir, version.name, 'server.cjs')) as { render: BuiltFixture['render'] };
  return { client: path.join(outDir, version.name, 'client.js'), render: server.render };
}

/** The built files of the packed package, for the closing figures. */
export function packageFiles(packed: PackedPackage): string[] {
  return readdirSync(path.join(packed.nodeModules, '@nasaq/embed/dist'));
}
