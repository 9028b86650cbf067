/**
 * The partner sites allowed to embed the widgets (docs/embedding.md#partners), kept in the
 * database the environment names (DATA_DIR, or DATABASE_URL):
 *   npm run partners -- add https://shop.example --name "Shop"   (adds it, or renames it)
 *   npm run partners -- list [--format table|json]
 *   npm run partners -- remove https://shop.example
 * Every running replica allows or refuses the change within about a second, with no restart.
 */
import { parseArgs as parseCommandLine } from 'node:util';
import { addPartner, listPartners, partnerName, partnerOrigin, PartnerError, removePartner } from '../partners/partners';
import { runCommand, withEnvironmentDatabase } from './command';

const USAGE = [
  'Usage: npm run partners -- add ORIGIN --name NAME   (adds a partner site, or renames it)',
  '       npm run partners -- list [--format table|json]',
  '       npm run partners -- remove ORIGIN',
  "ORIGIN is the partner's scheme, host and port only, such as https://shop.example",
].join('\n');

export class UsageError extends Error {}

export type PartnersRequest =
  { action: 'add'; origin: string; name: string } | { action: 'remove'; origin: string } | { action: 'list'; format: 'table' | 'json' };

/** The command line, checked: a refusal says what to fix (a bad origin or name is a PartnerError). */
export function parseArgs(argv: readonly string[]): PartnersRequest {
  let parsed;
  try {
    parsed = parseCommandLine({
      args: [...argv],
      allowPositionals: true,
      strict: true,
      options: { name: { type: 'string' }, format: { type: 'string' }, help: { type: 'boolean', short: 'h' } },
    });
  } catch (error) {
    throw new UsageError(error instanceof Error ? error.message : String(error));
  }
  const { values, positionals } = parsed;
  if (values.help) throw new UsageError('');
  const [action, origin, ...extra] = positionals;
  if (extra.length > 0) throw new UsageError(`Unexpected "${extra.join(' ')}"`);
  if (action === 'list') {
    if (origin !== undefined || values.name !== undefined) throw new UsageError('list takes only --format');
    const format = values.format ?? 'table';
    if (format !== 'table' && format !== 'json') throw new UsageError(`--format must be table or json, not "${format}"`);
    return { action, format };
  }
  if (action !== 'add' && action !== 'remove') throw new UsageError(action ? `Unknown command "${action}"` : 'Say what to do: add, list or remove');
  if (origin === undefined) throw new UsageError(`${action} needs the partner's origin`);
  if (values.format !== undefined) throw new UsageError(`${action} takes no --format`);
  if (action === 'remove') {
    if (values.name !== undefined) throw new UsageError('remove takes no --name');
    return { action, origin: partnerOrigin(origin) };
  }
  if (values.name === undefined) throw new UsageError('add needs --name "The partner\'s name"');
  return { action, origin: partnerOrigin(origin), name: partnerName(values.name) };
}

export async function runPartners(argv: readonly string[], env: NodeJS.ProcessEnv = process.env): Promise<string> {
  const request = parseArgs(argv);
  return withEnvironmentDatabase(env, async (db) => {
    if (request.action === 'add') {
      const { partner, renamed } = await addPartner(db, request.origin, request.name);
      return `${renamed ? 'Renamed' : 'Added'} ${partner.origin} (${partner.name}): every running server allows it within a few seconds.\n`;
    }
    if (request.action === 'remove') {
      if (!(await removePartner(db, request.origin))) throw new PartnerError(`${request.origin} is not a partner (npm run partners -- list shows them)`);
      return `Removed ${request.origin}: every running server refuses it within a few seconds.\n`;
    }
    const partners = await listPartners(db);
    if (request.format === 'json') return `${JSON.stringify(partners, null, 2)}\n`;
    if (partners.length === 0) return '(no partners: only CORS_ORIGINS, if set, may embed the widgets)\n';
    const width = Math.max(...partners.map((partner) => partner.origin.length));
    const lines = partners.map((partner) => `${partner.origin.padEnd(width)}  ${partner.name}  (added ${partner.added_at})`);
    return `${lines.join('\n')}\n(${partners.length} ${partners.length === 1 ? 'partner' : 'partners'})\n`;
  });
}

await runCommand({
  moduleUrl: import.meta.url,
  run: runPartners,
  usage: USAGE,
  refused: (error) => (error instanceof PartnerError ? `Refused: ${error.message}` : null),
  isUsage: (error) => error instanceof UsageError,
});
