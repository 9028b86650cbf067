import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { SERVER_COMMAND } from '@site/api/testing/server-command';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

export interface RunningSite {
  url: string;
  dataDir: string;
  process: ChildProcess;
  stop: () => Promise<void>;
}

/**
 * Starts the real product (API + database + built site) on a free port with a fresh data
 * folder, exactly as `npm start` does after building: one node process (the compiled server, so
 * a signal reaches the server itself, not a wrapper).
 */
export async function startSite(env: Record<string, string> = {}): Promise<RunningSite> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'site-e2e-'));
  // The run's shared folder of rendered images (testing/media-cache.global.ts), when there is one.
  const sharedMedia = process.env['E2E_MEDIA_CACHE'];
  if (sharedMedia) symlinkSync(sharedMedia, path.join(dataDir, 'media-cache'), 'dir');
  // The product on its embedded database in a throwaway folder: never a DATABASE_URL the
  // shell happens to have (browser tests must not write into a real PostgreSQL database).
  const { DATABASE_URL: _ignored, ...inherited } = process.env;
  const child = spawn(process.execPath, SERVER_COMMAND, {
    cwd: repoRoot,
    // No image variants made ahead of time unless a file asks (MEDIA_WARM_UP): its background renders would take a
    // share of the 2 cores the browser tests run on.
    env: { ...inherited, PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', MEDIA_WARM_UP: 'off', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start in 60 s:\n${output}`)), 60_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /Site running at (http:\/\/\S+?)\/?\s/.exec(output);
      if (match?.[1]) {
        clearTimeout(timer);
        resolve(match[1]);
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    // A signal says who ended it (a server that died starting beside offline-scale once said only "null").
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code ?? signal} before it listened:\n${output}`));
    });
  });
  return {
    url,
    dataDir,
    process: child,
    stop: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
