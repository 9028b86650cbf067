import { execFileSync } from 'node:child_process';
import path from 'node:path';
import ts from 'typescript';
import { remoteApps } from '../build/apps';
import { WIDGET_STAND_INS } from '../build/widget-build';

/**
 * `npm run check:exports`: the values (functions, constants, classes) a product file exports
 * that no other file imports, so nothing is exported that nothing uses. It reads the imports
 * with TypeScript's checker (a re-export through a door is no use; a namespace or dynamic
 * import uses every export of its module). Entry points that the federation runtime or a tool
 * loads by name (every module a section exposes and its widget's entry, build/apps.ts; a module
 * a build aliases a package to; the configs) are not counted.
 * Exports only tests import are listed apart; exported types are not checked (most are the
 * options and results of exported functions). Exits 1 when it finds one.
 */

const root = path.join(path.dirname(new URL(import.meta.url).pathname), '..');
const exposed = new Set(
  remoteApps
    .flatMap((app) => [...Object.values(app.exposes), ...Object.values(app.serverExposes), ...(app.widget ? [app.widget.entry] : [])])
    .map((file) => path.normalize(file)),
);
// The widget builds resolve some requests to stand-ins (build/widget-build.ts): imported under another module's name.
const aliasTargets = new Set(Object.values(WIDGET_STAND_INS));
const entryPoint = (file: string) => exposed.has(file) || aliasTargets.has(file) || /^(?:rspack|vitest)\.config\.ts$/.test(file);
const testFile = /\.test\.tsx?$|\.e2e\.ts$|\.replicas\.ts$|\/testing\/|^e2e\/|^bench\/|^embed\/fixtures\//;

const files = execFileSync('git', ['ls-files', '*.ts', '*.tsx'], { cwd: root, encoding: 'utf8' })
  .split('\n')
  .filter((file) => file !== '' && !file.endsWith('.d.ts'))
  .map((file) => path.join(root, file));
const program = ts.createProgram(files, {
  target: ts.ScriptTarget.ES2022,
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  jsx: ts.JsxEmit.ReactJSX,
  noEmit: true,
  skipLibCheck: true,
  resolveJsonModule: true,
  types: ['node'],
});
const checker = program.getTypeChecker();
const own = (file: ts.SourceFile) => path.relative(root, file.fileName);
const original = (symbol: ts.Symbol) => (symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol);

/** Each exported symbol (as declared) with the files that import it. */
const importers = new Map<ts.Symbol, Set<string>>();
function imported(symbol: ts.Symbol | undefined, by: string): void {
  if (!symbol) return;
  const declared = original(symbol);
  importers.set(declared, (importers.get(declared) ?? new Set()).add(by));
}
function everyExportOf(specifier: ts.Expression | undefined, by: string): void {
  const module = specifier && ts.isStringLiteral(specifier) ? checker.getSymbolAtLocation(specifier) : undefined;
  if (module) for (const symbol of checker.getExportsOfModule(module)) imported(symbol, by);
}

const sources = program.getSourceFiles().filter((file) => !file.isDeclarationFile && !own(file).startsWith('..') && !own(file).includes('node_modules'));
for (const file of sources) {
  const visit = (node: ts.Node): void => {
    if (ts.isImportSpecifier(node) || (ts.isImportClause(node) && node.name)) imported(checker.getSymbolAtLocation(node.name!), own(file));
    else if (ts.isNamespaceImport(node)) everyExportOf(node.parent.parent.moduleSpecifier, own(file));
    else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) everyExportOf(node.arguments[0], own(file));
    else if (ts.isImportTypeNode(node) && node.qualifier) imported(checker.getSymbolAtLocation(node.qualifier), own(file));
    ts.forEachChild(node, visit);
  };
  visit(file);
}

const unused: string[] = [];
const testsOnly: string[] = [];
for (const file of sources) {
  const name = own(file);
  const module = checker.getSymbolAtLocation(file);
  if (!module || testFile.test(name) || entryPoint(name)) continue;
  for (const symbol of checker.getExportsOfModule(module)) {
    const declared = original(symbol);
    if (declared.declarations?.[0]?.getSourceFile() !== file || !(declared.flags & ts.SymbolFlags.Value)) continue;
    const users = [...(importers.get(declared) ?? [])].filter((user) => user !== name);
    if (users.length === 0) unused.push(`${name}: ${symbol.getName()}`);
    else if (users.every((user) => testFile.test(user))) testsOnly.push(`${name}: ${symbol.getName()}`);
  }
}
console.log(`Exported values no other file imports: ${unused.length}`);
for (const line of unused.sort()) console.log(`  ${line}`);
console.log(`Exported values only tests import: ${testsOnly.length}`);
for (const line of testsOnly.sort()) console.log(`  ${line}`);
process.exitCode = unused.length > 0 ? 1 : 0;
