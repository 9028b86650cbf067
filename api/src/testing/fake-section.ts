import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export const HOST_VERSIONS = { rspack: '2.2.9', runtimeCore: '2.9.2', bundlerRuntime: '2.9.2' };

/**
 * A section's build folder as the build writes one (build-info.json in the shape of
 * build/build-info-plugin.ts, both containers under the name `entry` with the server build's own
 * build-info.json, the federation manifest), with `text` in its browser entry so two builds
 * differ, for the release store's tests.
 */
export function writeFakeSection(
  folder: string,
  options: { section?: string; text?: string; rspack?: string; server?: boolean; entry?: string; files?: Record<string, string> } = {},
): string {
  const section = options.section ?? 'mf-portfolio';
  const entry = options.entry ?? 'remoteEntry.js';
  const info = (name: string, styles: Record<string, string>) =>
    JSON.stringify({
      name,
      container: section.replace('mf-', 'mf_'),
      entry,
      rspack: options.rspack ?? HOST_VERSIONS.rspack,
      federation: { runtimeCore: HOST_VERSIONS.runtimeCore, bundlerRuntime: HOST_VERSIONS.bundlerRuntime },
      styles,
    });
  const files: Record<string, string> = {
    'build-info.json': info(section, { '12.abcdef0123.css': `${section}:chunk-12` }),
    [entry]: `/* ${options.text ?? 'first'} */`,
    'mf-manifest.json': JSON.stringify({ exposes: [{ name: 'spa', assets: { css: { sync: ['12.abcdef0123.css'] }, js: { sync: ['12.abcdef0123.js'] } } }] }),
    '12.abcdef0123.css': '.a{color:red}',
    '12.abcdef0123.js': 'console.log(1)',
    ...(options.server === false ? {} : { [`server/${entry}`]: 'module.exports = {}', 'server/build-info.json': info(`${section}-server`, {}) }),
    ...options.files,
  };
  for (const [name, content] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(folder, name)), { recursive: true });
    writeFileSync(path.join(folder, name), content);
  }
  return folder;
}
