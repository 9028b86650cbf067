/**
 * The staff inbox: `npm run inbox -- messages|consultations|subscribers [--since YYYY-MM-DD]
 * [--format table|json|csv]` prints what visitors sent, newest first, with the state of each
 * one's staff notifications, from the database the environment names (DATA_DIR, or
 * DATABASE_URL); `npm run inbox -- retry ID` queues a failed notification again.
 */
import { parseArgs } from 'node:util';
import type { Kysely } from 'kysely';
import type { Database, SubmissionKind } from '../db/schema';
import { RetryError, requeue, rowsFor, type OutboxRow } from '../notify/outbox';
import { runCommand, withEnvironmentDatabase } from './command';

const kinds = {
  messages: { table: 'messages', kind: 'message', columns: ['id', 'created_at', 'name', 'email', 'phone', 'subject', 'message', 'language'] },
  consultations: {
    table: 'consultations',
    kind: 'consultation',
    columns: ['id', 'created_at', 'name', 'email', 'phone', 'service_id', 'country', 'preferred_date', 'preferred_time', 'description', 'language'],
    // Where it came from (docs/embedding.md#attribution): the partner's name is the partners list's now.
    attribution: ['origin', 'partner', 'source', 'utm_source', 'utm_medium', 'utm_campaign'],
  },
  subscribers: { table: 'subscribers', kind: 'subscriber', columns: ['id', 'created_at', 'email', 'language'] },
} as const satisfies Record<string, { table: string; kind: SubmissionKind; columns: readonly string[]; attribution?: readonly string[] }>;

/** What the inbox shows of a kind: its columns, then where it came from (consultations). */
const shownColumns = (kind: Kind): readonly string[] => {
  const entry = kinds[kind];
  return 'attribution' in entry ? [...entry.columns, ...entry.attribution] : entry.columns;
};
export type Kind = keyof typeof kinds;
export type Format = 'table' | 'json' | 'csv';

const USAGE = [
  'Usage: npm run inbox -- messages|consultations|subscribers [--since YYYY-MM-DD] [--format table|json|csv]',
  '       npm run inbox -- retry ID      (queues failed notification #ID again)',
].join('\n');

export class UsageError extends Error {}

export interface InboxRequest {
  action: 'list';
  kind: Kind;
  since: string | null;
  format: Format;
}

export interface RetryRequest {
  action: 'retry';
  id: number;
}

/** The command line (node:util's `parseArgs`): `retry ID`, or a kind to list with `--since` and `--format`. */
export function inboxArguments(argv: readonly string[]): InboxRequest | RetryRequest {
  let parsed;
  try {
    parsed = parseArgs({
      args: [...argv],
      options: { since: { type: 'string' }, format: { type: 'string', default: 'table' }, help: { type: 'boolean', short: 'h' } },
      allowPositionals: true,
      strict: true,
    });
  } catch (error) {
    throw new UsageError(error instanceof Error ? error.message : String(error));
  }
  const { values, positionals } = parsed;
  if (values.help) throw new UsageError('');
  if (positionals[0] === 'retry') {
    if (positionals.length !== 2 || values.since !== undefined || !/^[1-9]\d{0,9}$/.test(positionals[1]!))
      throw new UsageError('retry takes the number of a failed notification (the #ID the inbox shows)');
    return { action: 'retry', id: Number(positionals[1]) };
  }
  const unknown = positionals.find((argument) => !Object.hasOwn(kinds, argument)) ?? positionals[1];
  if (unknown !== undefined) throw new UsageError(`Unknown argument "${unknown}"`);
  const kind = positionals[0] as Kind | undefined;
  if (!kind) throw new UsageError('Say what to list: messages, consultations or subscribers');
  const since = values.since ?? null;
  if (since !== null) {
    const date = new Date(`${since}T00:00:00Z`);
    if (!/^\d{4}-\d{2}-\d{2}$/.test(since) || Number.isNaN(date.getTime()) || !date.toISOString().startsWith(since)) {
      throw new UsageError(`--since must be a date written YYYY-MM-DD, not "${since}"`);
    }
  }
  const format = values.format;
  if (format !== 'table' && format !== 'json' && format !== 'csv') throw new UsageError(`--format must be table, json or csv, not "${format}"`);
  return { action: 'list', kind, since, format };
}

export type Row = Record<string, string | number | null>;

/** A submission's notification over one channel, as the inbox shows it. */
export interface NotificationState {
  id: number;
  channel: OutboxRow['channel'];
  status: OutboxRow['status'];
  attempts: number;
  /** pending only: when the next attempt is due */
  next_attempt_at: string | null;
  sent_at: string | null;
  last_error: string | null;
}

/** A submission's columns, and its notifications. */
export type InboxRow = Record<string, string | number | null | NotificationState[]> & { notifications: NotificationState[] };

function stateOf(row: OutboxRow): NotificationState {
  return {
    id: row.id,
    channel: row.channel,
    status: row.status,
    attempts: row.attempts,
    next_attempt_at: row.status === 'pending' ? row.next_attempt_at : null,
    sent_at: row.sent_at,
    last_error: row.last_error,
  };
}

/** Each row's partner by name, from the partners list now (none: the site itself, or a partner since removed). */
async function withPartnerNames(db: Kysely<Database>, rows: Row[]): Promise<Row[]> {
  const origins = [...new Set(rows.map((row) => row['origin']).filter((origin): origin is string => typeof origin === 'string'))];
  const names = new Map<string, string>();
  for (let i = 0; i < origins.length; i += 500) {
    const partners = await db
      .selectFrom('partners')
      .select(['origin', 'name'])
      .where('origin', 'in', origins.slice(i, i + 500))
      .execute();
    for (const partner of partners) names.set(partner.origin, partner.name);
  }
  return rows.map((row) => ({ ...row, partner: typeof row['origin'] === 'string' ? (names.get(row['origin']) ?? null) : null }));
}

async function readInbox(db: Kysely<Database>, request: InboxRequest): Promise<InboxRow[]> {
  const { table, kind } = kinds[request.kind];
  const stored = shownColumns(request.kind).filter((column) => column !== 'partner');
  // Timestamps are ISO-8601 text, so a date compares correctly as text.
  const query = db
    .selectFrom(table)
    .select([...stored] as never[])
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc');
  const read = (await (request.since ? query.where('created_at', '>=', request.since) : query).execute()) as unknown as Row[];
  const rows = request.kind === 'consultations' ? await withPartnerNames(db, read) : read;
  const outbox = await rowsFor(
    db,
    kind,
    rows.map((row) => Number(row['id'])),
  );
  return rows.map((row) => ({ ...row, notifications: (outbox.get(Number(row['id'])) ?? []).map(stateOf) }));
}

/**
 * One line per submission: `email sent; webhook failed #8 after 12 attempts: HTTP 503`.
 * Empty when the submission was stored with notifications off.
 */
export function describeNotifications(states: readonly NotificationState[]): string {
  return states
    .map((state) => {
      if (state.status === 'sent') return `${state.channel} sent`;
      const error = state.last_error ? `: ${state.last_error}` : '';
      if (state.status === 'failed') return `${state.channel} failed #${state.id} after ${state.attempts} attempt${state.attempts === 1 ? '' : 's'}${error}`;
      const tried = state.attempts > 0 ? `, ${state.attempts} tried${error}` : '';
      return `${state.channel} pending #${state.id}, next attempt ${state.next_attempt_at ?? ''}${tried}`;
    })
    .join('; ');
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

/** Cells wider than `maxWidth` are cut, except the notification column's, which may be twice as wide. */
function toTable(columns: readonly string[], rows: Row[], maxWidth = 40): string {
  if (rows.length === 0) return '(nothing yet)\n';
  const text = (value: string | number | null, width: number) => {
    const flat = value === null ? '' : String(value).replace(/\s+/g, ' ').trim();
    return flat.length > width ? `${flat.slice(0, width - 1)}…` : flat;
  };
  const cells = rows.map((row) => columns.map((column) => text(row[column] ?? null, column === 'notifications' ? maxWidth * 2 : maxWidth)));
  const widths = columns.map((column, i) => Math.max(column.length, ...cells.map((line) => line[i]!.length)));
  const line = (values: string[]) =>
    values
      .map((value, i) => value.padEnd(widths[i]!))
      .join(' | ')
      .trimEnd();
  return (
    [line([...columns]), widths.map((width) => '-'.repeat(width)).join('-+-'), ...cells.map(line)].join('\n') +
    `\n(${rows.length} ${rows.length === 1 ? 'row' : 'rows'})\n`
  );
}

function render(request: InboxRequest, rows: InboxRow[]): string {
  if (request.format === 'json') return `${JSON.stringify(rows, null, 2)}\n`;
  const columns = [...shownColumns(request.kind), 'notifications'];
  const flat = rows.map(({ notifications, ...row }): Row => ({ ...(row as Row), notifications: describeNotifications(notifications) }));
  return request.format === 'csv' ? toCsv(columns, flat) : toTable(columns, flat);
}

/** Throws RetryError (a one-line message for staff) for an unknown id or a row that has not failed. */
async function retry(db: Kysely<Database>, id: number): Promise<string> {
  const row = await requeue(db, id);
  return `Notification #${row.id} (${row.channel} of ${row.kind} #${row.submission_id}) is queued again; a running server sends it within its NOTIFY_POLL_MS.\n`;
}

export async function runInbox(argv: readonly string[], env: NodeJS.ProcessEnv = process.env): Promise<string> {
  const request = inboxArguments(argv);
  return withEnvironmentDatabase(env, async (db) => (request.action === 'retry' ? retry(db, request.id) : render(request, await readInbox(db, request))));
}

await runCommand({
  moduleUrl: import.meta.url,
  run: runInbox,
  usage: USAGE,
  refused: (error) => (error instanceof RetryError ? error.message : null),
  isUsage: (error) => error instanceof UsageError,
});
