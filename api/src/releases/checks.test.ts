import { describe, expect, it } from 'vitest';
import type { BuildInfo } from './build-folder';
import { checkSectionBuild, checkToolVersions, ReleaseRefused } from './checks';

const info: BuildInfo = {
  name: 'mf-portfolio',
  container: 'mf_portfolio',
  rspack: '2.2.9',
  federation: { runtimeCore: '2.9.2', bundlerRuntime: '2.9.2' },
  entry: 'remoteEntry.js',
  styles: {},
};
const serverInfo: BuildInfo = { ...info, name: 'mf-portfolio-server' };
const whole = new Set(['remoteEntry.js', 'mf-manifest.json', 'server/remoteEntry.js', 'build-info.json', 'server/build-info.json']);
const versions = { rspack: '2.2.9', runtimeCore: '2.9.2', bundlerRuntime: '2.9.2' };

describe('checkSectionBuild', () => {
  it('gives the container of a whole build of the section named', () => {
    expect(checkSectionBuild('mf-portfolio', whole, info, serverInfo)).toBe('mf_portfolio');
  });

  it('refuses a folder that is no build, the build of another section or of the host, and a build without its server container', () => {
    expect(() => checkSectionBuild('mf-portfolio', whole, null, serverInfo)).toThrow(/no build-info\.json/);
    expect(() => checkSectionBuild('mf-pages', whole, info, serverInfo)).toThrow('the folder holds a build of mf-portfolio, not of mf-pages');
    expect(() => checkSectionBuild('root-config', whole, { ...info, name: 'root-config', container: null }, serverInfo)).toThrow(/a host build/);
    const noServer = new Set([...whole].filter((file) => !file.startsWith('server/')));
    expect(() => checkSectionBuild('mf-portfolio', noServer, info, null)).toThrow(ReleaseRefused);
    expect(() => checkSectionBuild('mf-portfolio', noServer, info, null)).toThrow(/no server container \(named by server\/build-info\.json\) \(none named\)/);
    expect(() => checkSectionBuild('mf-portfolio', noServer, info, serverInfo)).toThrow(/no server container .* \(server\/remoteEntry\.js\)/);
  });

  it('looks for the containers where the build says they are, and refuses a build that does not say', () => {
    const named = new Set(['c/portfolio.0a1b2c3d.js', 'mf-manifest.json', 'server/c/portfolio.js', 'build-info.json', 'server/build-info.json']);
    expect(checkSectionBuild('mf-portfolio', named, { ...info, entry: 'c/portfolio.0a1b2c3d.js' }, { ...serverInfo, entry: 'c/portfolio.js' })).toBe(
      'mf_portfolio',
    );
    expect(() => checkSectionBuild('mf-portfolio', whole, { ...info, entry: null }, serverInfo)).toThrow(/no browser container \(none named\)/);
    expect(() => checkSectionBuild('mf-portfolio', named, info, serverInfo)).toThrow(/no browser container \(remoteEntry\.js\)/);
  });
});

describe('checkToolVersions', () => {
  const host = (label: string, changes: Partial<typeof versions> = {}) => ({ label, versions: { ...versions, ...changes } });

  it('passes a section built with the versions of every live host', () => {
    expect(() => checkToolVersions('mf-portfolio', versions, [host('server a'), host('server b')])).not.toThrow();
  });

  it('refuses another @rspack/core or federation runtime than any live host runs, naming both versions', () => {
    expect(() => checkToolVersions('mf-portfolio', versions, [host('server a'), host('server b', { rspack: '2.3.0' })])).toThrow(
      'mf-portfolio was built with @rspack/core 2.2.9, but server b runs 2.3.0',
    );
    expect(() => checkToolVersions('mf-portfolio', { ...versions, runtimeCore: '2.10.0' }, [host('server a')])).toThrow(
      /@module-federation\/runtime-core 2\.10\.0, but server a runs 2\.9\.2/,
    );
    expect(() => checkToolVersions('mf-portfolio', { ...versions, bundlerRuntime: '2.8.0' }, [host('server a')])).toThrow(/webpack-bundler-runtime 2\.8\.0/);
  });

  it('refuses when no host is known to check against', () => {
    expect(() => checkToolVersions('mf-portfolio', versions, [])).toThrow(/no live host is known/);
  });
});
