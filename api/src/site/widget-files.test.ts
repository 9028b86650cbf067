import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { RemoteName } from '@site/shared/contract';
import type { SectionLocation } from '@site/root-config/server';
import { parseWidgetManifest, widgetFiles, widgetKitFile } from './widget-files';

const folder = mkdtempSync(path.join(tmpdir(), 'widget-files-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

const manifest = {
  entry: 'portfolio.0a1b2c3d4e.js',
  css: 'widget.5f6e7d8c9b.css',
  kit: 'kit.0123456789.js',
  firstScreen: { ar: ['92.97a3663fea.js', '375.992e69773f.js'], en: ['724.3f04ce756a.js'] },
};

/** A section's browser folder with its widget build, as the build writes it. */
function sectionFolder(name: string, files: Record<string, string>): string {
  const dir = path.join(folder, name);
  for (const [file, content] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), content);
  }
  return dir;
}

function sections(overrides: Partial<Record<RemoteName, SectionLocation>>): Record<RemoteName, SectionLocation> {
  const none: SectionLocation = { version: 'build', entry: '/none/remoteEntry.js', dir: null, serverEntry: null, assets: {} };
  return { mf_shell: none, mf_pages: none, mf_portfolio: none, mf_forms: none, ...overrides };
}

describe("a widget's files where its section lives now", () => {
  it('reads widget.json as the build writes it, and nothing of another shape', () => {
    expect(parseWidgetManifest(manifest)).toEqual(manifest);
    for (const bad of [
      null,
      { ...manifest, entry: '../../etc/passwd.js' },
      { ...manifest, entry: 'https://elsewhere.example/x.js' },
      { ...manifest, css: 'widget.js' },
      { ...manifest, kit: undefined },
      { ...manifest, firstScreen: { ar: ['a.js'] } },
      { ...manifest, firstScreen: { ar: ['/abs.js'], en: [] } },
    ])
      expect(parseWidgetManifest(bad), JSON.stringify(bad)).toBeNull();
  });

  it("names the entry beside the section's remoteEntry.js (a redeployed folder, a release), the rest relative to it, the kit at the site's one kit path", () => {
    const dir = sectionFolder('mf-portfolio-2026-11-28', { 'widget/widget.json': JSON.stringify(manifest) });
    const files = widgetFiles(
      sections({ mf_portfolio: { version: 'build', entry: '/mf-portfolio-2026-11-28/remoteEntry.js', dir: dir, serverEntry: null, assets: {} } }),
    );
    expect(files).toEqual({
      portfolio: {
        entry: '/mf-portfolio-2026-11-28/widget/portfolio.0a1b2c3d4e.js',
        css: 'widget.5f6e7d8c9b.css',
        kit: '/widget-kit/kit.0123456789.js',
        firstScreen: manifest.firstScreen,
      },
    });
    // A section live on a release of the store: its files under the release's URL.
    const release = sectionFolder('store/mf-portfolio/0123456789abcdef0123', { 'widget/widget.json': JSON.stringify(manifest) });
    const released = widgetFiles(
      sections({
        mf_portfolio: { version: 'build', entry: '/releases/mf-portfolio/0123456789abcdef0123/remoteEntry.js', dir: release, serverEntry: null, assets: {} },
      }),
    );
    expect(released.portfolio?.entry).toBe('/releases/mf-portfolio/0123456789abcdef0123/widget/portfolio.0a1b2c3d4e.js');
    // No widget build, a broken manifest, a section on another origin, no sections yet: no widget.
    const broken = sectionFolder('mf-forms-broken', { 'widget/widget.json': '{"entry":' });
    expect(
      widgetFiles(sections({ mf_forms: { version: 'build', entry: '/mf-forms-broken/remoteEntry.js', dir: broken, serverEntry: null, assets: {} } })),
    ).toEqual({});
    expect(widgetFiles(null)).toEqual({});
  });

  it('finds the kit in whichever widget section holds it, refusing any other name', () => {
    const portfolio = sectionFolder('mf-portfolio-kit', { 'widget/kit/kit.0123456789.js': 'export {}' });
    const forms = sectionFolder('mf-forms-kit', { 'widget/kit/kit.abcdef0123.js': 'export {}', 'widget/kit/kit.json': '{}' });
    const now = sections({
      mf_portfolio: { version: 'build', entry: '/mf-portfolio-kit/remoteEntry.js', dir: portfolio, serverEntry: null, assets: {} },
      mf_forms: { version: 'build', entry: '/mf-forms-kit/remoteEntry.js', dir: forms, serverEntry: null, assets: {} },
    });
    expect(widgetKitFile(now, 'kit.0123456789.js')).toBe(path.join(portfolio, 'widget/kit/kit.0123456789.js'));
    expect(widgetKitFile(now, 'kit.abcdef0123.js')).toBe(path.join(forms, 'widget/kit/kit.abcdef0123.js'));
    for (const name of ['kit.json', 'kit.9999999999.js', '../kit/kit.0123456789.js', 'portfolio.0a1b2c3d4e.js'])
      expect(widgetKitFile(now, name), name).toBeNull();
    expect(widgetKitFile(null, 'kit.0123456789.js')).toBeNull();
  });
});
