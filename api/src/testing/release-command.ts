import { spawn } from 'node:child_process';
import { repoRoot } from '../config';
import { cliCommand } from './server-command';

/**
 * `npm run release`, `rollback`, `promote` or `releases` as its own process (compiled, as an operator runs it), with
 * `env` over this process's (DATABASE_URL, or DATA_DIR with `DATABASE_URL: ''` for SQLite):
 * its exit code and everything it printed.
 */
export async function releaseCommand(
  script: 'release' | 'rollback' | 'releases' | 'promote',
  args: string[],
  env: Record<string, string>,
): Promise<{ code: number | null; output: string }> {
  const child = spawn(process.execPath, cliCommand(script, args), {
    cwd: repoRoot,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  return { code, output };
}
