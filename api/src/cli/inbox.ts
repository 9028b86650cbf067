/**
 * The staff inbox: `npm run inbox -- messages|consultations|subscribers [--since YYYY-MM-DD]
 * [--format table|json|csv]` prints what visitors sent, newest first, from the database the
 * environment names (DATA_DIR, or DATABASE_URL).
 */
import { pathToFileURL } from 'node:url';
import type { Kysely } from 'kysely';
import { ConfigError, loadConfig } from '../config';
import { migrateToLatest } from '../db/migrations';
import { openDatabase } from '../db/open';
import type { Database } from '../db/schema';

export const kinds = {
  messages: { table: 'messages', columns: ['id', 'created_at', 'name', 'email', 'phone', 'subject', 'message', 'language'] },
  consultations: {
    table: 'consultations',
    columns: ['id', 'created_at', 'name', 'email', 'phone', 'service_id', 'country', 'preferred_date', 'preferred_time', 'description', 'language'],
  },
  subscribers: { table: 'subscribers', columns: ['id', 'created_at', 'email', 'language'] },
} as const;
export type Kind = keyof typeof kinds;
export type Format = 'table' | 'json' | 'csv';

export const USAGE = 'Usage: npm run inbox -- messages|consultations|subscribers [--since YYYY-MM-DD] [--format table|json|csv]';

export class UsageError extends Error {}

export interface InboxRequest {
  kind: Kind;
  since: string | null;
  format: Format;
}

export function parseArgs(argv: readonly string[]): InboxRequest {
  let kind: Kind | null = null;
  let since: string | null = null;
  let format: Format = 'table';
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    const [flag, inline] = arg.startsWith('--') && arg.includes('=') ? [arg.slice(0, arg.indexOf('=')), arg.slice(arg.indexOf('=') + 1)] : [arg, undefined];
    if (flag === '--since' || flag === '--format') {
      const value = inline ?? argv[++i];
      if (value === undefined) throw new UsageError(`${flag} needs a value`);
      if (flag === '--since') {
        const date = new Date(`${value}T00:00:00Z`);
        if (!/^\d{4}-\d{2}-\d{2}$/.test(value) || Number.isNaN(date.getTime()) || !date.toISOString().startsWith(value)) {
          throw new UsageError(`--since must be a date written YYYY-MM-DD, not "${value}"`);
        }
        since = value;
      } else {
        if (value !== 'table' && value !== 'json' && value !== 'csv') throw new UsageError(`--format must be table, json or csv, not "${value}"`);
        format = value;
      }
    } else if (flag === '--help' || flag === '-h') {
      throw new UsageError('');
    } else if (!flag.startsWith('-') && kind === null && flag in kinds) {
      kind = flag as Kind;
    } else {
      throw new UsageError(`Unknown argument "${arg}"`);
    }
  }
  if (!kind) throw new UsageError('Say what to list: messages, consultations or subscribers');
  return { kind, since, format };
}

export type Row = Record<string, string | number | null>;

export async function readInbox(db: Kysely<Database>, request: InboxRequest): Promise<Row[]> {
  const { table, columns } = kinds[request.kind];
  // Timestamps are ISO-8601 text, so a date compares correctly as text.
  const query = db.selectFrom(table).select([...columns] as never[]).orderBy('created_at', 'desc').orderBy('id', 'desc');
  const rows = await (request.since ? query.where('created_at', '>=', request.since) : query).execute();
  return rows as unknown as Row[];
}

/**
 * CSV per RFC 4180, with a byte-order mark so spreadsheet programs read Arabic as UTF-8, and
 * cells that a spreadsheet would run as a formula (=, +, -, @, tab, CR) prefixed with a quote:
 * visitors write these texts.
 */
export function toCsv(columns: readonly string[], rows: Row[]): string {
  const cell = (value: string | number | null) => {
    let text = value === null ? '' : String(value);
    if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
    return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
  };
  return `\uFEFF${[columns.map(cell).join(','), ...rows.map((row) => columns.map((column) => cell(row[column] ?? null)).join(','))].join('\r\n')}\r\n`;
}

export function toTable(columns: readonly string[], rows: Row[], maxWidth = 40): string {
  if (rows.length === 0) return '(nothing yet)\n';
  const text = (value: string | number | null) => {
    const flat = value === null ? '' : String(value).replace(/\s+/g, ' ').trim();
    return flat.length > maxWidth ? `${flat.slice(0, maxWidth - 1)}…` : flat;
  };
  const cells = rows.map((row) => columns.map((column) => text(row[column] ?? null)));
  const widths = columns.map((column, i) => Math.max(column.length, ...cells.map((line) => line[i]!.length)));
  const line = (values: string[]) => values.map((value, i) => value.padEnd(widths[i]!)).join(' | ').trimEnd();
  return [line([...columns]), widths.map((width) => '-'.repeat(width)).join('-+-'), ...cells.map(line)].join('\n') + `\n(${rows.length} ${rows.length === 1 ? 'row' : 'rows'})\n`;
}

export function render(request: InboxRequest, rows: Row[]): string {
  const { columns } = kinds[request.kind];
  if (request.format === 'json') return `${JSON.stringify(rows, null, 2)}\n`;
  if (request.format === 'csv') return toCsv(columns, rows);
  return toTable(columns, rows);
}

export async function runInbox(argv: readonly string[], env: NodeJS.ProcessEnv = process.env): Promise<string> {
  const request = parseArgs(argv);
  const config = loadConfig(env);
  const database = openDatabase(config);
  try {
    await migrateToLatest(database.db, database.engine);
    return render(request, await readInbox(database.db, request));
  } finally {
    await database.close();
  }
}

const invokedDirectly = process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href;
if (invokedDirectly) {
  try {
    process.stdout.write(await runInbox(process.argv.slice(2)));
  } catch (error) {
    if (error instanceof UsageError || error instanceof ConfigError) {
      if (error.message) console.error(error.message);
      console.error(USAGE);
      process.exit(2);
    }
    throw error;
  }
}
