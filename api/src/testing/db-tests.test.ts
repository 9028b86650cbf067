import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../config';

/**
 * `npm run test:pg` runs again on PostgreSQL only the API test files named `*.db.test.ts`: those
 * whose outcome depends on the database engine (docs/testing.md#which-tests-run-on-postgresql).
 * A test that reaches SQL straight (opens a database or runs migrations, or runs the app and calls
 * a module that writes a query itself) and is not named so would silently be tested on SQLite alone; a `.db.test.ts`
 * that never reaches a database would cost the PostgreSQL run for nothing. Both fail here.
 */
const apiSrc = path.join(repoRoot, 'api', 'src');

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' || entry.name === 'dist' ? [] : filesUnder(full);
    return /\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** The relative imports of a file, resolved to the files they name. */
function importsOf(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  return [...text.matchAll(/from '(\.{1,2}\/[^']*)'/g)].flatMap(([, specifier]) => {
    const base = path.resolve(path.dirname(file), specifier!);
    const found = [`${base}.ts`, path.join(base, 'index.ts')].find((candidate) => existsSync(candidate));
    return found ? [found] : [];
  });
}

const isTest = (file: string) => file.endsWith('.test.ts');
const isDbTest = (file: string) => file.endsWith('.db.test.ts');
const relative = (file: string) => path.relative(apiSrc, file);

const apiFiles = filesUnder(apiSrc);
/** Modules that write SQL themselves (Kysely's query builders or its `sql` tag). */
const queryModules = new Set(
  apiFiles.filter((file) => !isTest(file) && /\.(selectFrom|insertInto|updateTable|deleteFrom)\(|\bsql`|\bsql<[^>]*>`/.test(readFileSync(file, 'utf8'))),
);
/** What opens, migrates or hands a test a database. */
const databaseDoors = new Set(['db/open.ts', 'db/migrations/index.ts', 'testing/database.ts'].map((file) => path.join(apiSrc, file)));
const appDoor = path.join(apiSrc, 'testing', 'app.ts');
const apiTests = apiFiles.filter(isTest);

describe('the API tests that run on PostgreSQL too (*.db.test.ts)', () => {
  it('finds the modules it judges by, so it cannot pass by seeing nothing', () => {
    expect([...queryModules].map(relative)).toEqual(expect.arrayContaining(['routes/submissions/store.ts', 'notify/outbox.ts', 'media/catalog.ts']));
    expect(apiTests.filter(isDbTest).length).toBeGreaterThan(20);
  });

  it('include every test that opens a database itself, or runs the app and calls a module writing SQL', () => {
    const missing = apiTests
      .filter((file) => !isDbTest(file))
      .filter((file) => {
        const imports = importsOf(file);
        // A test of a query module's logic that hands it no database (content-version.test.ts gives its own source) tests no SQL.
        return imports.some((target) => databaseDoors.has(target)) || (imports.includes(appDoor) && imports.some((target) => queryModules.has(target)));
      })
      .map(relative);
    expect(missing, 'rename these to *.db.test.ts').toEqual([]);
  });

  it("include every test of the API's routes that goes through the app (what a route answers is what its queries read)", () => {
    const missing = apiTests
      .filter((file) => !isDbTest(file) && relative(file).startsWith('routes/'))
      .filter((file) => importsOf(file).includes(appDoor))
      .map(relative);
    expect(missing, 'rename these to *.db.test.ts').toEqual([]);
  });

  it('each reach a database, through the app or straight', () => {
    const idle = apiTests
      .filter(isDbTest)
      .filter((file) => !importsOf(file).some((target) => target === appDoor || databaseDoors.has(target)))
      .map(relative);
    expect(idle, 'these never use a database: name them *.test.ts').toEqual([]);
  });

  it('live under api/src only: npm run test:pg selects them by that name alone', () => {
    const outside = ['shared', 'root-config', 'mf-shell', 'mf-pages', 'mf-portfolio', 'mf-forms', 'scripts', 'build', 'bench', 'embed', 'e2e']
      .flatMap((dir) => (existsSync(path.join(repoRoot, dir)) ? filesUnder(path.join(repoRoot, dir)) : []))
      .filter((file) => /\.db\.test\.tsx?$/.test(file));
    expect(outside.map((file) => path.relative(repoRoot, file))).toEqual([]);
    const script = (JSON.parse(readFileSync(path.join(repoRoot, 'package.json'), 'utf8')) as { scripts: Record<string, string> }).scripts['test:pg'];
    expect(script).toMatch(/vitest run --project 'unit\*' \.db\.test\.ts$/);
  });
});
