/**
 * The reply checks of a widget, compiled ahead of time from the wire contract's schemas by zod's
 * own compiler (docs/embedding.md#checking-replies): an ES module of plain functions, one per
 * schema, that a widget's build puts in place of `shared/src/request/reply-parsers.ts`.
 *
 * zod's compiler (`compileFn`, what `z.compile()` runs) turns a schema into flat JavaScript that
 * returns the parsed copy of a valid reply or a sentinel for "not valid here, ask the runtime",
 * with the results and errors of zod's own parse (its test suite runs twice to hold that). At run
 * time it builds that code with `new Function`; here it is written out as source instead, so a
 * partner's page runs the check with no zod and no eval: about 1 KB where zod/mini with the
 * portfolio's schemas is about 10 KB gzip. A reply the parser does not accept is checked again
 * by the contract itself, loaded then (reply-check.ts), which names the issue or, where the fast
 * path could not decide, accepts it.
 */
import { compileFn, type $ZodType } from 'zod/v4/core';

/** What the generated code of one schema needs: its constants' names, its body, their values. */
interface Generated {
  names: string[];
  body: string;
  values: unknown[];
}

/**
 * Runs zod's compiler on `schema` and keeps what it would hand to `new Function` (the names of its
 * constants, the function's body) and the values it would call the result with: zod exposes the
 * code it generates (`debug`), not its constants, so the global `Function` is wrapped for the
 * length of the call (build time, in Node; restored at once).
 */
function generate(schema: $ZodType): Generated {
  const RealFunction = globalThis.Function;
  let generated: Generated | undefined;
  const recording = function (...args: string[]) {
    const body = args.at(-1) ?? '';
    const names = args.slice(0, -1);
    const factory = RealFunction(...args) as (...values: unknown[]) => unknown;
    return (...values: unknown[]) => {
      generated = { names, body, values };
      return factory(...values);
    };
  };
  globalThis.Function = recording as unknown as FunctionConstructor;
  try {
    compileFn(schema);
  } finally {
    globalThis.Function = RealFunction;
  }
  if (!generated) throw new Error('zod did not generate a parser for this schema');
  return generated;
}

/** A constant of the generated code as source: the sentinel, a regular expression or a plain value. */
function constantSource(value: unknown, sentinel: unknown, schemaName: string): string {
  if (value === sentinel) return 'INVALID';
  if (value instanceof RegExp) return `new RegExp(${JSON.stringify(value.source)}, ${JSON.stringify(value.flags)})`;
  if (value === null || ['string', 'number', 'boolean'].includes(typeof value)) return JSON.stringify(value);
  if (value === undefined) return 'undefined';
  // A function (a refinement, a transform) has a closure that cannot be written out.
  throw new Error(`${schemaName}: the compiled check holds a constant that cannot be written as source (${typeof value})`);
}

/** The module of one schema's parser: `parse(reply)` is `{ value }` (the checked copy) or `null` (not accepted here). */
export function replyParserSource(name: string, schema: $ZodType): string {
  const { names, body, values } = generate(schema);
  // zod passes its sentinel first (its `INVALID`).
  if (names[0] !== 'INVALID') throw new Error(`${name}: zod's compiled code no longer starts with its INVALID constant`);
  const args = values.map((value, index) => (index === 0 ? 'INVALID' : constantSource(value, values[0], name)));
  return [
    `// ${name}, compiled by zod from the wire contract (build/reply-parsers.ts): generated, not written.`,
    "const INVALID = Symbol('invalid');",
    `const compiled = ((${names.join(', ')}) => {\n${body}\n})(${args.join(', ')});`,
    'export function parse(reply) {',
    '  const value = compiled(reply);',
    '  return value === INVALID ? null : { value };',
    '}',
    '',
  ].join('\n');
}

/**
 * What a widget's build puts in place of `shared/src/request/reply-parsers.ts`: the module itself
 * (`''`: `replyParsers`, by the contract's schema names, each a loader of its parser; the first
 * screen's bundled with it, the others a chunk each, loaded with their first reply) and each
 * parser's module, asked for as `./reply-parsers.ts?parser=<name>`. Fails the build when zod
 * cannot compile a schema or its code holds what cannot be written out.
 */
export function replyParsersSources(schemas: Record<string, { schema: $ZodType; firstScreen: boolean }>): Record<string, string> {
  const sources: Record<string, string> = {};
  const imports: string[] = [];
  const entries: string[] = [];
  for (const [index, [name, { schema, firstScreen }]] of Object.entries(schemas).entries()) {
    sources[name] = replyParserSource(name, schema);
    const request = JSON.stringify(`./reply-parsers.ts?parser=${name}`);
    if (firstScreen) {
      imports.push(`import { parse as parse${index} } from ${request};`);
      entries.push(`  ${JSON.stringify(name)}: () => Promise.resolve(parse${index}),`);
    } else {
      entries.push(`  ${JSON.stringify(name)}: () => import(${request}).then((module) => module.parse),`);
    }
  }
  sources[''] = [
    '// The reply parsers of this widget (build/reply-parsers.ts): generated, not written.',
    ...imports,
    'export const replyParsers = {',
    ...entries,
    '};',
    '',
  ].join('\n');
  return sources;
}
