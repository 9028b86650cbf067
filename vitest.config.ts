import { readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';

/** The folders holding unit tests (`*.test.ts`, `*.test.tsx`): every package but the browser tests'. */
const UNIT_ROOTS = ['shared', 'root-config', 'mf-shell', 'mf-pages', 'mf-portfolio', 'mf-forms', 'api', 'scripts', 'build', 'bench', 'embed'];

/**
 * What makes a unit file need a module graph of its own: module mocks, or globals stubbed. Every
 * other file shares its worker's graph with the files before it (`isolate: false`): the server,
 * the contract, the texts and React are evaluated once per worker instead of once per file
 * (docs/testing.md#three-unit-projects). The files in jsdom share theirs in a project of their
 * own (`unit-dom`): react-dom and others look for `window` once, as they are evaluated, so a
 * module evaluated for one environment must not serve a file in another.
 */
const NEEDS_OWN_MODULES = /vi\.(mock|doMock|resetModules|stubGlobal|stubEnv)\(/;
const IN_A_DOM = /@vitest-environment jsdom/;

function unitFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(folder, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' || entry.name === 'dist' ? [] : unitFiles(file);
    return /\.test\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

type UnitProjectName = 'unit' | 'unit-dom' | 'unit-isolated';

/** The unit project a file runs in, by what it contains (see NEEDS_OWN_MODULES). */
function projectOf(file: string): UnitProjectName {
  const text = readFileSync(file, 'utf8');
  if (NEEDS_OWN_MODULES.test(text)) return 'unit-isolated';
  return IN_A_DOM.test(text) ? 'unit-dom' : 'unit';
}

const unitFilesWithProject = UNIT_ROOTS.flatMap(unitFiles).map((file) => ({ file, project: projectOf(file) }));

/**
 * The unit projects' settings; `npm run test:unit` runs the three (`--project 'unit*'`).
 * `extraSetup`: what a project adds to the set-up every unit file gets.
 */
function unitProject(name: UnitProjectName, isolate: boolean, environment = 'node', extraSetup: string[] = []): TestProjectInlineConfiguration {
  return {
    test: {
      name,
      include: unitFilesWithProject.filter(({ project }) => project === name).map(({ file }) => file),
      isolate,
      environment,
      setupFiles: [
        'shared/src/testing/texts-setup.ts',
        'shared/src/testing/contract-setup.ts',
        'shared/src/testing/dialog-setup.ts',
        'shared/src/testing/async-setup.ts',
        ...extraSetup,
      ],
      testTimeout: 20_000,
      // A hook that makes each test's database (a fresh PostgreSQL schema migrated and seeded, in
      // `npm run test:pg`) took more than vitest's default 10 s on a loaded 2-core machine
      // ('Hook timed out in 10000ms' in read-routes, property, submissions): as long as a test.
      hookTimeout: 20_000,
      // `expect.poll` waits up to 10 s, as `waitFor` does here (async-setup.ts) and as it does in
      // the browser tests: vitest's default second was too short for what does come on a loaded
      // machine (64 requests through the test proxy reached its upstream 53 at the second).
      expect: { poll: { timeout: 10_000 } },
      // On PostgreSQL (`npm run test:pg`): names the run, whose schemas it drops at the end. And
      // the compiled server, fresh before any file starts it as a process (testing/server-process.ts).
      globalSetup: ['api/src/testing/schemas.global.ts', 'scripts/compiled-server.global.ts'],
      // A worker per core. Vitest's default is one fewer: one on the 2-core CI machine, where a
      // file's set-up (its environment, its imports) is most of its time. Each file's SQLite
      // database is its own; on PostgreSQL each test's schema is, and none is dropped before
      // the run is over (Kysely's migrator reads every schema's tables: a schema another
      // worker dropped under it once failed a migration).
      maxWorkers: '100%',
    },
  };
}

/**
 * The unit projects, `unit`, `unit-dom` and `unit-isolated` (unit, component and API tests; fast, no build
 * needed), `e2e` (browser tests against the real server and a real build, in Debian's Chromium)
 * and `replicas`. Component tests opt into jsdom with a `// @vitest-environment jsdom` first line.
 */
export default defineConfig({
  test: {
    projects: [
      unitProject('unit', false),
      unitProject('unit-dom', false, 'jsdom', ['shared/src/testing/fresh-page-setup.ts']),
      unitProject('unit-isolated', true),
      {
        test: {
          name: 'e2e',
          include: ['e2e/src/**/*.e2e.ts'],
          environment: 'node',
          // One folder of rendered images for every file's server (see the file), and the
          // compiled server every file starts, fresh before any starts it.
          globalSetup: ['e2e/src/testing/media-cache.global.ts', 'scripts/compiled-server.global.ts'],
          // Node's fetch in a test waits at most 20 s for the server (e2e/src/testing/fetch-limit.ts).
          setupFiles: ['e2e/src/testing/fetch-limit-setup.ts'],
          testTimeout: 90_000,
          hookTimeout: 120_000,
          // A browser state polled for (a flag image decoded, a transition finished) can take
          // more than vitest's default second on a loaded 2-core CI machine; a poll that
          // succeeds returns at once, so only a failing one waits this long.
          expect: { poll: { timeout: 10_000 } },
          // Each file starts its own server and browser: a file per core at a time.
          maxWorkers: availableParallelism(),
          // The files share their worker's modules (playwright, axe, the helpers, none of which
          // keeps state between files): each file's server and browser are its own all the same,
          // and importing the helpers again for each of 35 files cost about 50 s of the run.
          isolate: false,
          retry: 0,
        },
      },
      {
        test: {
          // Several replicas of the real server on PostgreSQL and Redis (npm run test:replicas,
          // docs/scaling.md): one file at a time, each already runs three processes. Those that
          // also drive a browser live in e2e/ (playwright is its dependency).
          name: 'replicas',
          include: ['api/src/**/*.replicas.ts', 'e2e/src/**/*.replicas.ts'],
          environment: 'node',
          globalSetup: ['scripts/compiled-server.global.ts'],
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
