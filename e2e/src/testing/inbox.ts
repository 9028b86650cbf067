import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { repoRoot } from './server';

export type InboxKind = 'messages' | 'consultations' | 'subscribers';
export type InboxRow = Record<string, string | number | null>;

/**
 * What staff see with `npm run inbox -- <kind> --format json`, run against the test server's
 * own database (its DATA_DIR): the proof that a form's submission was stored as sent.
 */
export async function inbox(dataDir: string, kind: InboxKind): Promise<InboxRow[]> {
  const { DATABASE_URL: _ignored, ...env } = process.env;
  const { stdout } = await promisify(execFile)('npm', ['run', '--silent', 'inbox', '--', kind, '--format', 'json'], {
    cwd: repoRoot,
    env: { ...env, DATA_DIR: dataDir },
    timeout: 60_000,
  });
  return JSON.parse(stdout) as InboxRow[];
}
