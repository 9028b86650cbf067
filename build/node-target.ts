import { readFileSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from './source-files';

/**
 * The Rspack target of the server builds: `node` with the lowest version package.json's
 * `engines` allows (`node20.19`). Rspack's built-in SWC loader takes its ECMAScript version
 * from the target, and `node` without a version names none: the server containers came out
 * as ES5, object spread through helpers and every `\p{L}` regex expanded into a RegExp of
 * some 10 KB of ranges, built anew on each call (the reading time's word test, run once per
 * word of every post on the home page: three quarters of an uncached render).
 */
export function nodeTarget<Kind extends 'node' | 'async-node' = 'node'>(engines: string, kind: Kind = 'node' as Kind): `${Kind}${number}.${number}` {
  const versions = [...engines.matchAll(/(\d+)\.(\d+)(?:\.\d+)?/g)].map((match) => [Number(match[1]), Number(match[2])] as const);
  if (versions.length === 0) throw new Error(`no Node version in engines "${engines}"`);
  const [major, minor] = versions.reduce((low, version) => (version[0] < low[0] || (version[0] === low[0] && version[1] < low[1]) ? version : low));
  return `${kind}${major}.${minor}` as const;
}

/** `engines.node` of the repository's package.json. */
export function enginesNode(): string {
  const manifest = JSON.parse(readFileSync(path.join(repoRoot, 'package.json'), 'utf8')) as { engines?: { node?: string } };
  const range = manifest.engines?.node;
  if (!range) throw new Error('package.json names no engines.node');
  return range;
}
