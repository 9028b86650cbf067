import path from 'node:path';
import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The browser files that take longest (seconds of test time in a full run on the 2-core CI
 * machine, rounded; only the order matters: update it when a file's weight changes a lot).
 * Two workers finish together only if the longest files start first, and vitest knows
 * durations only from an earlier run on the same machine (CI starts from a clean clone: it
 * would order by file size, and a long file could start last). A file not listed runs after
 * them, in vitest's own order.
 */
const e2eSeconds: Record<string, number> = {
  'offline-store': 330,
  'shell-a11y': 230,
  'service-worker': 210,
  portfolio: 138,
  'pages-a11y': 106,
  pages: 106,
  embed: 103,
  'shell-header': 80,
  ssr: 78,
  blog: 78,
  projects: 72,
  'shell-resilience': 72,
  'shell-chooser': 59,
  'forms-contact': 56,
  'forms-consultation': 55,
  'forms-newsletter': 52,
};

/** Vitest's order (by the durations of the last run here), except that the browser files above start first, longest first. */
class LongestFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const seconds = (file: TestSpecification) => e2eSeconds[path.basename(file.moduleId).replace(/\.e2e\.ts$/, '')] ?? 0;
    // The browser files reordered among their own places (Array.prototype.sort is stable: the
    // unlisted ones keep vitest's order); every other file keeps its place.
    const isE2e = (file: TestSpecification) => file.project.name === 'e2e';
    const e2e = sorted.filter(isE2e).sort((a, b) => seconds(b) - seconds(a));
    return sorted.map((file) => (isE2e(file) ? e2e.shift()! : file));
  }
}

/**
 * Two projects: `unit` (unit, component and API tests; fast, no build needed) and `e2e`
 * (browser tests against the real server and a real build, in Debian's Chromium).
 * Component tests opt into jsdom with a `// @vitest-environment jsdom` first line.
 */
export default defineConfig({
  test: {
    sequence: { sequencer: LongestFirstSequencer },
    projects: [
      {
        test: {
          name: 'unit',
          include: ['{shared,root-config,mf-shell,mf-pages,mf-portfolio,mf-forms,api,scripts,build}/**/*.test.{ts,tsx}'],
          exclude: ['**/node_modules/**', 'dist/**'],
          environment: 'node',
          setupFiles: ['shared/src/testing/texts-setup.ts', 'shared/src/testing/contract-setup.ts', 'shared/src/testing/dialog-setup.ts', 'shared/src/testing/async-setup.ts'],
          testTimeout: 20_000,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['e2e/src/**/*.e2e.ts'],
          environment: 'node',
          // One folder of rendered images for every file's server (see the file).
          globalSetup: ['e2e/src/harness/media-cache.global.ts'],
          testTimeout: 90_000,
          hookTimeout: 120_000,
          // A browser state polled for (a flag image decoded, a transition finished) can take
          // more than vitest's default second on a loaded 2-core CI machine; a poll that
          // succeeds returns at once, so only a failing one waits this long.
          expect: { poll: { timeout: 10_000 } },
          // Each file starts its own server and browser; two at a time suits 2 cores.
          maxWorkers: 2,
          retry: 0,
        },
      },
      {
        test: {
          // Several replicas of the real server on PostgreSQL and Redis (npm run test:replicas,
          // docs/scaling.md): one file at a time, each already runs three processes.
          name: 'replicas',
          include: ['api/src/**/*.replicas.ts'],
          environment: 'node',
          testTimeout: 120_000,
          hookTimeout: 180_000,
          expect: { poll: { timeout: 15_000 } },
          fileParallelism: false,
          retry: 0,
        },
      },
    ],
  },
});
