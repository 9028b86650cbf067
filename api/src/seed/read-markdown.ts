import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import type { z } from 'zod';

export interface MarkdownFile<T> {
  file: string;
  data: T;
  /** the body's sections by language (`<!-- ar -->` ... `<!-- en -->` ...) */
  body: { ar: string; en: string };
}

const frontMatter = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/;
const marker = /^<!--\s*(ar|en)\s*-->\s*$/m;

/**
 * Reads every `*.md` file of a folder: YAML front matter validated with `schema`, then one
 * Markdown body per language. Errors name the file and what is wrong.
 */
export function readMarkdownFolder<S extends z.ZodType>(folder: string, schema: S): MarkdownFile<z.infer<S>>[] {
  const files = readdirSync(folder)
    .filter((name) => name.endsWith('.md') && name.toLowerCase() !== 'readme.md')
    .sort();
  return files.map((name) => {
    const file = path.join(folder, name);
    const where = path.relative(process.cwd(), file);
    const match = frontMatter.exec(readFileSync(file, 'utf8'));
    if (!match) throw new Error(`Invalid content file ${where}: it must start with front matter between two "---" lines`);
    let header: unknown;
    try {
      header = parse(match[1]!);
    } catch (error) {
      throw new Error(
        `Invalid content file ${where}: its front matter is not valid YAML (${error instanceof Error ? error.message.split('\n')[0] : String(error)})`,
        { cause: error },
      );
    }
    const parsed = schema.safeParse(header);
    if (!parsed.success) {
      const problems = parsed.error.issues.map((issue) => `${issue.path.join('.') || '(front matter)'}: ${issue.message}`);
      throw new Error(`Invalid content file ${where}:\n  ${problems.join('\n  ')}`);
    }
    const body: Partial<Record<'ar' | 'en', string>> = {};
    const parts = match[2]!.split(marker);
    for (let i = 1; i + 1 < parts.length; i += 2) {
      const lang = parts[i] as 'ar' | 'en';
      if (body[lang] !== undefined) throw new Error(`Invalid content file ${where}: two <!-- ${lang} --> sections`);
      body[lang] = parts[i + 1]!.trim();
    }
    for (const lang of ['ar', 'en'] as const) {
      if (!body[lang]) throw new Error(`Invalid content file ${where}: the body needs a non-empty <!-- ${lang} --> section`);
    }
    return { file: name, data: parsed.data, body: body as { ar: string; en: string } };
  });
}
