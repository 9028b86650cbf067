import { createRequire } from 'node:module';
import path from 'node:path';
import { rspack, type Configuration } from '@rspack/core';
import type { PackedPackage } from '../../../scripts/pack-embed';
import { repoRoot } from './server';

const requireHere = createRequire(import.meta.url);

/** The React a fixture app is built with: its runtime (the packages' folders). Its types: build/embed-declarations.test.ts. */
export interface ReactVersion {
  name: 'react19' | 'react18';
  react: string;
  reactDom: string;
}

/** React 19, the site's own; React 18 as e2e's devDependencies bring it (`react-dom18` and the React 18 it needs). */
export const REACT_VERSIONS: readonly ReactVersion[] = [
  {
    name: 'react19',
    react: path.join(repoRoot, 'node_modules/react'),
    reactDom: path.join(repoRoot, 'node_modules/react-dom'),
  },
  {
    name: 'react18',
    react: path.dirname(requireHere.resolve('react/package.json', { paths: [path.join(repoRoot, 'e2e/node_modules/react-dom18')] })),
    reactDom: path.join(repoRoot, 'e2e/node_modules/react-dom18'),
  },
];

const FIXTURE = path.join(repoRoot, 'embed/fixtures/app');

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
