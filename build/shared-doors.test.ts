import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * The doors of '@site/shared' (docs/shared.md): each folder with an `index.ts` is one, listed in
 * package.json's `exports`, made of named re-exports only; a door reaches another only by its
 * package name, and only a door below it in this order, so no two doors import each other.
 */
const ORDER = ['contract', 'worker', 'state', 'format', 'i18n', 'site', 'request', 'offline', 'react', 'ui', 'paging', 'blocks', 'page', 'embed', 'server'];

const src = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'shared', 'src');
const exportsField = (JSON.parse(readFileSync(path.join(src, '..', 'package.json'), 'utf8')) as { exports: Record<string, string> }).exports;

const doors = readdirSync(src, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && readdirSync(path.join(src, entry.name)).includes('index.ts'))
  .map((entry) => entry.name);

const parse = (file: string) => ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);

/** Every product file of a door (tests and their helpers left out), relative to `src`. */
function productFiles(door: string): string[] {
  return readdirSync(path.join(src, door), { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file) && !/\.d\.ts$|\.test\.tsx?$/.test(file))
    .map((file) => path.join(door, file));
}

/** The module specifiers a file imports, re-exports or imports dynamically (types included). */
function specifiers(file: string): string[] {
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if ((ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) {
      found.push(node.moduleSpecifier.text);
    } else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteral(node.arguments[0])
    ) {
      found.push(node.arguments[0].text);
    } else if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument) && ts.isStringLiteral(node.argument.literal)) {
      found.push(node.argument.literal.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(parse(path.join(src, file)));
  return found;
}

/** The door a specifier of `file` reaches, when it is another door. */
function doorReached(file: string, specifier: string): { door: string; relative: boolean } | null {
  const door = file.split(path.sep)[0]!;
  if (specifier.startsWith('@site/shared')) {
    const target = specifier.split('/')[2] ?? '';
    return target === door ? null : { door: target, relative: false };
  }
  if (!specifier.startsWith('.')) return null;
  const target = path.relative(src, path.resolve(path.join(src, path.dirname(file)), specifier)).split(path.sep)[0]!;
  return target === door ? null : { door: target, relative: true };
}

describe("the doors of '@site/shared'", () => {
  it('are the folders with an index, each in the order and listed in package.json', () => {
    expect([...doors].sort()).toEqual([...ORDER].sort());
    for (const door of doors) expect(exportsField[`./${door}`], door).toBe(`./src/${door}/index.ts`);
  });

  it('hand on named exports only, never `export *`', () => {
    for (const door of doors) {
      for (const statement of parse(path.join(src, door, 'index.ts')).statements) {
        expect(ts.isExportDeclaration(statement), `${door}/index.ts: ${statement.getText().slice(0, 60)}`).toBe(true);
        const named = ts.isExportDeclaration(statement) && statement.exportClause !== undefined && ts.isNamedExports(statement.exportClause);
        expect(named, `${door}/index.ts: ${statement.getText().slice(0, 60)}`).toBe(true);
      }
    }
  });

  it('reach another door by its package name only, and only a door below them', () => {
    const problems: string[] = [];
    for (const door of doors) {
      for (const file of productFiles(door)) {
        for (const specifier of specifiers(file)) {
          const reached = doorReached(file, specifier);
          if (!reached) continue;
          if (reached.relative || !doors.includes(reached.door)) problems.push(`${file} imports '${specifier}': not another door by its name`);
          else if (ORDER.indexOf(reached.door) > ORDER.indexOf(door)) problems.push(`${file} imports '${specifier}', a door above its own`);
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it('sees a relative import into another door, the bare package and an import upwards', () => {
    expect(doorReached(path.join('request', 'request.ts'), '../offline/served')).toEqual({ door: 'offline', relative: true });
    expect(doorReached(path.join('request', 'request.ts'), '@site/shared')).toEqual({ door: '', relative: false });
    expect(doorReached(path.join('request', 'request.ts'), '@site/shared/offline')).toEqual({ door: 'offline', relative: false });
    expect(doorReached(path.join('request', 'request.ts'), './cache')).toBeNull();
    expect(ORDER.indexOf('offline')).toBeGreaterThan(ORDER.indexOf('request'));
  });
});
