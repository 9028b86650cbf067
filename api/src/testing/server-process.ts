import { spawn, type ChildProcess } from 'node:child_process';
import { repoRoot } from '../config';
import { SERVER_COMMAND } from './server-command';

export interface ServerProcess {
  child: ChildProcess;
  url: string;
  exited: Promise<NodeJS.Signals | null>;
  /** SIGTERM, and waits for the exit */
  stop: () => Promise<void>;
}

/**
 * The real server as its own process, compiled as `npm start` runs it (`SERVER_COMMAND`; the unit
 * projects' global set-up compiles it first when a source changed): one node process, so a signal
 * reaches the server itself. Started with `env`, resolved once it prints its address. Running the
 * sources through tsx instead cost each start several seconds of CPU compiling the server again
 * (docs/testing.md#three-unit-projects).
 */
export async function startServerProcess(env: NodeJS.ProcessEnv): Promise<ServerProcess> {
  return listeningServer(spawn(process.execPath, SERVER_COMMAND, { cwd: repoRoot, env, stdio: ['ignore', 'pipe', 'pipe'] }));
}

/**
 * A server process already spawned (with piped stdout and stderr), resolved once it prints its
 * address; `output` holds all it printed until then, for a test that reads what it said first.
 */
export async function listeningServer(child: ChildProcess): Promise<ServerProcess & { output: string }> {
  const exited = new Promise<NodeJS.Signals | null>((resolve) => child.once('exit', (_code, signal) => resolve(signal)));
  let output = '';
  const url = await new Promise<string>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /Site running at (http:\/\/\S+?)\/?\s/.exec(output);
      if (match?.[1]) resolve(match[1]);
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    void exited.then(() => reject(new Error(`server exited before listening:\n${output}`)));
  });
  return {
    child,
    url,
    exited,
    output,
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}

/** The environment of a server process on a test's database, without the caller's own DATABASE_URL. */
export function serverEnv(database: { DATA_DIR: string; DATABASE_URL?: string }, extra: Record<string, string>): NodeJS.ProcessEnv {
  const { DATABASE_URL: _callers, ...inherited } = process.env;
  return { ...inherited, PORT: '0', LOG_LEVEL: 'warn', RATE_LIMITS: 'off', ...database, ...extra };
}
