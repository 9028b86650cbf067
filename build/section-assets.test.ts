import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { readSectionAssets } from '../api/src/releases/section-assets';
import { buildFixtureSection } from './testing/section-fixture';

/** A section built for real (build/testing/section-fixture.ts): its mf-manifest.json and build-info.json as the build writes them. */
let dir: string;
let out: string;
beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'section-assets-'));
  out = await buildFixtureSection(dir);
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

it("links each expose's stylesheets under the name the built container's CSS loader looks for, and preloads its scripts", () => {
  const assets = readSectionAssets(out, '/releases/mf-fixture/0123456789abcdef0123/');
  const spa = assets['spa'];
  expect(spa?.css).toHaveLength(1);
  const [sheet] = spa!.css;
  expect(sheet!.href).toMatch(/^\/releases\/mf-fixture\/0123456789abcdef0123\/[^/]+\.css$/);
  // The loader (the container's runtime, as built) compares `data-rspack` with "mf-fixture:" + "chunk-" + the chunk id
  // of the stylesheet it is about to load: the chunk whose file this is (its file name pattern is the build's business).
  const runtime = readFileSync(path.join(out, 'remoteEntry.js'), 'utf8');
  const chunkId = sheet!.chunk.replace('mf-fixture:chunk-', '');
  expect(sheet!.chunk).toBe(`mf-fixture:chunk-${chunkId}`);
  expect(runtime).toContain(`var cssLoadingUniqueName = "mf-fixture"`);
  expect(runtime).toMatch(new RegExp(`\\b${chunkId}\\b`));
  expect(spa!.js.every((file) => file.startsWith('/releases/mf-fixture/0123456789abcdef0123/') && file.endsWith('.js'))).toBe(true);
  expect(spa!.js.length).toBeGreaterThan(0);
});
