import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { BuildInfoPlugin } from '../build-info-plugin';
import { runRspack } from '../run-rspack';

/**
 * A small section built for real, for the tests of what the build writes and of what reads it
 * (build-info-plugin.test.ts, api/src/releases/section-assets.test.ts): a federated container
 * `mf_fixture` whose `./spa` imports a stylesheet, built with the site's Module Federation plugin
 * (its mf-manifest.json) and BuildInfoPlugin, unminified so a test can read its runtime. Its file
 * names follow `cssChunkFilename` and `containerFilename`, which a test changes to show nothing
 * depends on the pattern.
 */
export async function buildFixtureSection(dir: string, options: { cssChunkFilename?: string; containerFilename?: string } = {}): Promise<string> {
  const source = path.join(dir, 'src');
  mkdirSync(source, { recursive: true });
  writeFileSync(path.join(source, 'box.css'), '.box { color: rebeccapurple; }\n');
  writeFileSync(path.join(source, 'spa.js'), "import './box.css';\nexport const spa = 'spa';\n");
  const out = path.join(dir, 'out');
  await runRspack({
    mode: 'production',
    context: source,
    target: 'web',
    entry: {},
    output: {
      path: out,
      uniqueName: 'mf-fixture',
      publicPath: 'auto',
      chunkFilename: '[id].[contenthash:10].js',
      cssChunkFilename: options.cssChunkFilename ?? '[id].[contenthash:10].css',
    },
    module: { rules: [{ test: /\.css$/, type: 'css/auto' }] },
    optimization: { minimize: false },
    stats: 'none',
    infrastructureLogging: { level: 'error' },
    plugins: [
      new ModuleFederationPlugin({
        name: 'mf_fixture',
        filename: options.containerFilename ?? 'remoteEntry.js',
        exposes: { './spa': './spa.js' },
        dts: false,
        manifest: true,
      }),
      new BuildInfoPlugin('mf_fixture'),
    ],
  });
  return out;
}
