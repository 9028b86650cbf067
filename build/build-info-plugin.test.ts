import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { BUILD_INFO_FILE, type WrittenBuildInfo } from './build-info-plugin';
import { buildFixtureSection } from './testing/section-fixture';

const dirs: string[] = [];
afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

async function built(names: { cssChunkFilename?: string; containerFilename?: string } = {}) {
  const dir = mkdtempSync(path.join(tmpdir(), 'build-info-'));
  dirs.push(dir);
  const out = await buildFixtureSection(dir, names);
  const info = JSON.parse(readFileSync(path.join(out, BUILD_INFO_FILE), 'utf8')) as WrittenBuildInfo;
  const manifest = JSON.parse(readFileSync(path.join(out, 'mf-manifest.json'), 'utf8')) as { exposes: { name: string; assets: { css: { sync: string[] } } }[] };
  return { out, info, manifest };
}

describe('BuildInfoPlugin', () => {
  it('writes the versions the build used and, for each stylesheet the container may load, the name its CSS loader finds it by', async () => {
    const { out, info, manifest } = await built();
    const readVersion = (pkg: string) => (JSON.parse(readFileSync(path.join('node_modules', pkg, 'package.json'), 'utf8')) as { version: string }).version;
    expect(info).toMatchObject({
      name: 'mf-fixture',
      container: 'mf_fixture',
      entry: 'remoteEntry.js',
      rspack: readVersion('@rspack/core'),
      federation: { runtimeCore: readVersion('@module-federation/runtime-core'), bundlerRuntime: readVersion('@module-federation/webpack-bundler-runtime') },
    });
    const sheet = manifest.exposes.find((expose) => expose.name === 'spa')?.assets.css.sync[0];
    expect(sheet).toBeDefined();
    const name = info.styles[sheet!];
    expect(name).toMatch(/^mf-fixture:chunk-/);
    // The container's own CSS loader, as the build wrote it, compares a link's data-rspack with
    // `<uniqueName>:` + "chunk-" + the chunk id: the name above is that one (an rspack upgrade
    // that names stylesheets otherwise fails here, not silently on the site).
    const runtime = readFileSync(path.join(out, 'remoteEntry.js'), 'utf8');
    const uniqueName = /var cssLoadingUniqueName = "([^"]+)"/.exec(runtime)?.[1];
    expect(uniqueName).toBe('mf-fixture');
    expect(runtime).toContain('key = "chunk-" + chunkId;');
    expect(runtime).toContain('l.getAttribute("data-rspack") == cssLoadingUniqueName + ":" + key');
  });

  it('does not depend on how the files are named', async () => {
    const { out, info, manifest } = await built({
      cssChunkFilename: 'styles/[contenthash:8]-[id].css',
      containerFilename: 'containers/fixture.[contenthash:8].js',
    });
    const sheet = manifest.exposes.find((expose) => expose.name === 'spa')?.assets.css.sync[0];
    expect(sheet).toMatch(/^styles\/[0-9a-f]{8}-.+\.css$/);
    expect(info.styles[sheet!]).toMatch(/^mf-fixture:chunk-.+$/);
    expect(info.entry).toMatch(/^containers\/fixture\.[0-9a-f]{8}\.js$/);
    expect(readFileSync(path.join(out, info.entry!), 'utf8')).toContain('mf_fixture');
  });
});
