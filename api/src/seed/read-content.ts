import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import type { z } from 'zod';

/**
 * Reads every `*.yaml` file of one content folder and validates it, naming the file and the
 * field when an editor's change is wrong. Sorted by file name so seeding is deterministic.
 */
export function readContentFolder<S extends z.ZodType>(folder: string, schema: S): z.infer<S>[] {
  const files = readdirSync(folder)
    .filter((name) => name.endsWith('.yaml') || name.endsWith('.yml'))
    .sort();
  return files.map((name) => {
    const file = path.join(folder, name);
    let data: unknown;
    try {
      data = parse(readFileSync(file, 'utf8'));
    } catch (error) {
      const reason = error instanceof Error ? error.message.split('\n')[0] : String(error);
      throw new Error(`Invalid content file ${path.relative(process.cwd(), file)}: not valid YAML (${reason})`, { cause: error });
    }
    const parsed = schema.safeParse(data);
    if (!parsed.success) {
      const problems = parsed.error.issues.map((issue) => `${issue.path.join('.') || '(file)'}: ${issue.message}`);
      throw new Error(`Invalid content file ${path.relative(process.cwd(), file)}:\n  ${problems.join('\n  ')}`);
    }
    return parsed.data;
  });
}
