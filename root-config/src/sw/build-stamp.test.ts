import { describe, expect, it } from 'vitest';
import { buildMetaTag, buildOfHtml, buildOfPrecache, isHashedAsset, precacheName } from './build-stamp';

describe('the build stamp', () => {
  it('is read back from a page that carries it, and null from one that does not', () => {
    expect(buildOfHtml(`<html><head><meta charset="utf-8">${buildMetaTag('cb1116fd18956f28')}</head></html>`)).toBe('cb1116fd18956f28');
    expect(buildOfHtml('<html><head><meta charset="utf-8"></head></html>')).toBeNull();
  });

  it('names one precache per build, and reads the build back from the name', () => {
    expect(buildOfPrecache(precacheName('abc123'))).toBe('abc123');
    expect(buildOfPrecache('nasaq-offline-pages-v1')).toBeNull();
    expect(buildOfPrecache('nasaq-runtime')).toBeNull();
  });
});

describe('a hashed file name', () => {
  it('is a name with a content hash before its extension', () => {
    expect(isHashedAsset('/main.35d65ddb1c.js')).toBe(true);
    expect(isHashedAsset('/mf-pages/151.6d78809114.js')).toBe(true);
    expect(isHashedAsset('/assets/ibm-plex-sans-latin-400-normal.13a15bcdfe.woff2')).toBe(true);
  });

  it("is any file of a released section's version, its entry too", () => {
    expect(isHashedAsset('/releases/mf-portfolio/0123456789abcdef0123/remoteEntry.js')).toBe(true);
    expect(isHashedAsset('/releases/mf-portfolio/0123456789abcdef0123/assets/flag.svg')).toBe(true);
    expect(isHashedAsset('/releases/mf-portfolio/latest/remoteEntry.js')).toBe(false);
  });

  it('is not a fixed name a deploy rewrites', () => {
    expect(isHashedAsset('/mf-pages/remoteEntry.js')).toBe(false);
    expect(isHashedAsset('/remotes.json')).toBe(false);
    expect(isHashedAsset('/offline.html')).toBe(false);
  });
});
