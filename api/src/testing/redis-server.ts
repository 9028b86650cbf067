import { setTimeout as sleep } from 'node:timers/promises';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from './free-port';

export interface RunningRedis {
  url: string;
  /** stops Redis (SIGTERM: it writes its append-only file) and starts it again on the same port and folder */
  restart: () => Promise<void>;
  /** stops it and leaves it stopped (an outage) until `start` */
  stopProcess: () => Promise<void>;
  start: () => Promise<void>;
  /** sends one command (`['DEBUG', 'SLEEP', '5']`) and resolves with the raw reply once it comes */
  command: (args: string[]) => Promise<string>;
  close: () => Promise<void>;
}

const REDIS_BIN = process.env['REDIS_SERVER'] ?? 'redis-server';

/** Answers once Redis accepts a PING on `port`. */
async function answersPing(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ port, host: '127.0.0.1' });
    let reply = '';
    socket.once('error', () => resolve(false));
    socket.on('data', (chunk) => {
      reply += chunk.toString();
      if (reply.includes('\r\n')) {
        socket.destroy();
        resolve(reply.startsWith('+PONG'));
      }
    });
    socket.once('connect', () => socket.write('PING\r\n'));
  });
}

/** One command in Redis's protocol on a connection of its own; the raw reply. */
function command(port: number, args: string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect({ port, host: '127.0.0.1' });
    let reply = '';
    socket.once('error', reject);
    socket.on('data', (chunk) => {
      reply += chunk.toString();
      if (reply.endsWith('\r\n')) {
        socket.destroy();
        resolve(reply);
      }
    });
    socket.once('connect', () => socket.write(`*${args.length}\r\n${args.map((arg) => `$${Buffer.byteLength(arg)}\r\n${arg}\r\n`).join('')}`));
  });
}

/**
 * Debian's `redis-server` on a free loopback port with its own throwaway folder, persisting
 * to an append-only file (as the deploy recipe runs it), so a restart keeps the counts.
 */
export async function startRedis(): Promise<RunningRedis> {
  const dir = mkdtempSync(path.join(tmpdir(), 'site-redis-'));
  const port = await freePort();
  let child: ChildProcess | null = null;
  let output = '';

  const start = async () => {
    const proc = spawn(
      REDIS_BIN,
      // DEBUG (SLEEP) from loopback: how a test makes Redis slow.
      [
        '--port',
        String(port),
        '--bind',
        '127.0.0.1',
        '--dir',
        dir,
        '--save',
        '',
        '--appendonly',
        'yes',
        '--appendfsync',
        'always',
        '--enable-debug-command',
        'local',
      ],
      { stdio: ['ignore', 'pipe', 'pipe'] },
    );
    child = proc;
    proc.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    proc.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const started = Date.now();
    while (!(await answersPing(port))) {
      if (proc.exitCode !== null) throw new Error(`redis-server exited with ${proc.exitCode}:\n${output}`);
      if (Date.now() - started > 20_000) throw new Error(`redis-server did not answer in 20 s:\n${output}`);
      await sleep(50);
    }
  };
  const stopProcess = async () => {
    const proc = child;
    child = null;
    if (!proc || proc.exitCode !== null) return;
    const exited = new Promise((resolve) => proc.once('exit', resolve));
    proc.kill('SIGTERM');
    await exited;
  };

  await start();
  return {
    url: `redis://127.0.0.1:${port}`,
    restart: async () => {
      await stopProcess();
      await start();
    },
    stopProcess,
    start,
    command: (args) => command(port, args),
    close: async () => {
      await stopProcess();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
