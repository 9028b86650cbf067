import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { hostSingletons } from '../root-config/src/host-singletons';
import { hostProvided, sectionShared, serverShared, sharedDependencies, sharedDoors } from './shared-deps';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const sharedExports = (JSON.parse(readFileSync(path.join(repoRoot, 'shared', 'package.json'), 'utf8')) as { exports: Record<string, string> }).exports;

describe('the shares of the federation', () => {
  it('has the host load exactly what it provides, React first', () => {
    expect(hostSingletons.map(([name]) => name)).toEqual(hostProvided);
    expect(hostProvided[0]).toBe('react');
  });

  it("makes every door of '@site/shared' a share, but the three without module state", () => {
    const doors = Object.entries(sharedExports)
      .filter(([subpath, file]) => file === `./src${subpath.slice(1)}/index.ts`)
      .map(([subpath]) => subpath.slice(2));
    expect(doors.filter((door) => !(sharedDoors as readonly string[]).includes(door)).sort()).toEqual(['contract', 'paging', 'worker']);
    for (const door of sharedDoors) expect(sharedDependencies[`@site/shared/${door}`]?.singleton, door).toBe(true);
  });

  it("gives a section's containers no copy of what the host provides", () => {
    for (const [name, entry] of Object.entries(sectionShared)) {
      expect('import' in entry && entry.import === false, name).toBe(hostProvided.includes(name));
    }
    expect(Object.values(serverShared).every((entry) => entry.import === false)).toBe(true);
    expect(Object.keys(serverShared)).not.toContain('@site/shared/embed');
  });
});
