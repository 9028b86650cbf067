import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { WIDGET_SHARED_ENTRY } from './embed-shared';

/**
 * On a partner page '@site/shared' is `WIDGET_SHARED_ENTRY`, not the site's barrel: a name the
 * widgets import that it lacks is `undefined` there at run time, with no build error. So this
 * walks the code that runs on a partner page (both widgets' exposes and the embed runtime, every
 * module they reach) with the TypeScript compiler and compares the value names imported from the
 * bare '@site/shared' with what the entry exports: none missing, none left over.
 */
const repoRoot = path.resolve(path.dirname(WIDGET_SHARED_ENTRY), '..', '..', '..');
const partnerPageEntries = ['mf-portfolio/src/widget/browser.ts', 'mf-forms/src/widget/browser.ts', 'root-config/src/embed/host.ts'];

function program(): ts.Program {
  const config = ts.getParsedCommandLineOfConfigFile(
    path.join(repoRoot, 'root-config', 'tsconfig.json'),
    {},
    { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => undefined },
  );
  if (!config) throw new Error('root-config/tsconfig.json could not be read');
  const options: ts.CompilerOptions = { ...config.options, noEmit: true, composite: false, declaration: false, emitDeclarationOnly: false };
  return ts.createProgram([...partnerPageEntries.map((file) => path.join(repoRoot, file)), WIDGET_SHARED_ENTRY], options);
}

interface Imports {
  names: Set<string>;
  /** imports whose names cannot be checked (`import * as`, a default import) */
  unchecked: string[];
}

/** The value names imported or re-exported from the bare '@site/shared' by every module of the program (dynamic imports only load it). */
function namesImported(from: ts.Program): Imports {
  const found: Imports = { names: new Set(), unchecked: [] };
  for (const file of from.getSourceFiles()) {
    if (file.fileName.includes('/node_modules/')) continue;
    for (const statement of file.statements) {
      const isImport = ts.isImportDeclaration(statement);
      if (!isImport && !ts.isExportDeclaration(statement)) continue;
      const specifier = statement.moduleSpecifier;
      if (!specifier || !ts.isStringLiteral(specifier) || specifier.text !== '@site/shared') continue;
      const where = path.relative(repoRoot, file.fileName);
      if (isImport) {
        const clause = statement.importClause;
        if (!clause || clause.isTypeOnly) continue;
        if (clause.name || (clause.namedBindings && ts.isNamespaceImport(clause.namedBindings))) found.unchecked.push(where);
        if (clause.namedBindings && ts.isNamedImports(clause.namedBindings)) {
          for (const element of clause.namedBindings.elements) if (!element.isTypeOnly) found.names.add((element.propertyName ?? element.name).text);
        }
      } else if (!statement.isTypeOnly) {
        if (!statement.exportClause || !ts.isNamedExports(statement.exportClause)) found.unchecked.push(where);
        else for (const element of statement.exportClause.elements) if (!element.isTypeOnly) found.names.add((element.propertyName ?? element.name).text);
      }
    }
  }
  return found;
}

function namesExported(from: ts.Program): Set<string> {
  const checker = from.getTypeChecker();
  const source = from.getSourceFile(WIDGET_SHARED_ENTRY);
  const symbol = source && checker.getSymbolAtLocation(source);
  if (!symbol) throw new Error(`${WIDGET_SHARED_ENTRY} was not compiled`);
  return new Set(checker.getExportsOfModule(symbol).map((exported) => exported.name));
}

describe("'@site/shared' on a partner page (shared/src/embed/widget-shared.ts)", () => {
  it('exports exactly the names the widgets and the embed runtime import from it', () => {
    const compiled = program();
    const imported = namesImported(compiled);
    expect(imported.unchecked).toEqual([]);
    // Sanity: the walk reaches the widgets' components and the runtime's manifest reader.
    expect(imported.names).toContain('portfolioApi');
    expect(imported.names).toContain('submissionsApi');
    expect(imported.names).toContain('checkRemoteManifest');
    const exported = namesExported(compiled);
    expect({
      missing: [...imported.names].filter((name) => !exported.has(name)).sort(),
      leftOver: [...exported].filter((name) => !imported.names.has(name)).sort(),
    }).toEqual({ missing: [], leftOver: [] });
  }, 60_000);
});
