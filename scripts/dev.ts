/**
 * `npm run dev`: rspack's dev server for the host and every remote on one port (PORT,
 * default 8080; it reloads the page on change), plus the API on API_PORT (default 8081,
 * restarted on change), which the dev server proxies under /api.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { repoRoot } from './build-fingerprint';

const apiPort = process.env['API_PORT'] ?? '8081';
const children: ChildProcess[] = [];

function run(name: string, args: string[], env: Record<string, string>): void {
  const child = spawn(process.execPath, args, { cwd: repoRoot, env: { ...process.env, ...env }, stdio: 'inherit' });
  child.on('exit', (code) => {
    console.log(`[dev] ${name} exited (${code ?? 'signal'}); stopping.`);
    shutdown(code ?? 1);
  });
  children.push(child);
}

function shutdown(code: number): void {
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  process.exit(code);
}

process.on('SIGINT', () => shutdown(0));
process.on('SIGTERM', () => shutdown(0));

run('api', ['--import', 'tsx', '--watch', 'api/src/serve.ts'], { PORT: apiPort, API_PORT: apiPort });
run('rspack', [path.join('node_modules', '@rspack', 'cli', 'bin', 'rspack.js'), 'serve'], { API_PORT: apiPort });
