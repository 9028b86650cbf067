import { spawn } from 'node:child_process';
import { repoRoot } from '@site/api/config';

/**
 * The harness's round-robin proxy (with kept-alive upstream connections) in a process of its
 * own (bench/src/replicas-proxy.ts), so the proxy and autocannon do not share one event loop.
 */
export async function startProxy(upstreams: string[]): Promise<{ url: string; stop: () => Promise<void> }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'bench/src/replicas-proxy.ts', ...upstreams], {
    cwd: repoRoot,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const url = await new Promise<string>((resolve, reject) => {
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /Proxy running at (http:\/\/\S+)/.exec(output);
      if (match?.[1]) resolve(match[1]);
    });
    child.once('exit', (code) => reject(new Error(`proxy exited with ${code}`)));
  });
  return {
    url,
    stop: async () => {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    },
  };
}
