import { spawn } from 'node:child_process';
import { repoRoot } from '@site/api/config';

export interface ChildServer {
  url: string;
  stop: () => Promise<void>;
}

/**
 * A benchmark's helper server in a process of its own (so it and autocannon do not share one
 * event loop): `tsx <script> ...args`, ready once its stdout prints `ready` (a pattern whose
 * first group is its URL); `stop` is SIGTERM, resolved when it exited.
 */
export async function startChildServer(options: { script: string; args?: string[]; env?: Record<string, string>; ready: RegExp }): Promise<ChildServer> {
  const child = spawn(process.execPath, ['--import', 'tsx', options.script, ...(options.args ?? [])], {
    cwd: repoRoot,
    env: { ...process.env, ...options.env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const url = await new Promise<string>((resolve, reject) => {
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = options.ready.exec(output);
      if (match?.[1]) resolve(match[1]);
    });
    child.once('exit', (code) => reject(new Error(`${options.script} exited with ${code}`)));
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

/** The harness's round-robin proxy with kept-alive upstream connections (bench/src/replicas-proxy.ts). */
export function startProxy(upstreams: string[]): Promise<ChildServer> {
  return startChildServer({ script: 'bench/src/replicas-proxy.ts', args: upstreams, ready: /Proxy running at (http:\/\/\S+)/ });
}
