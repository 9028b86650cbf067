import { execFileSync, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from './free-port';

/**
 * A PostgreSQL cluster of a test's own, for the tests that stop or restart the database (the
 * shared server on 127.0.0.1:5432 is never stopped: other runs use it). Debian's binaries
 * (`/usr/lib/postgresql/<newest>/bin`, or `PG_BIN`), a data folder and a socket folder in a
 * temporary folder, a free loopback port, `trust` authentication for the `postgres` role on
 * loopback only; run as the `postgres` user when this process is root (PostgreSQL refuses root).
 * `fsync` is off: a test's cluster need not survive a power cut, and a clean stop or restart (what
 * the tests do) writes everything anyway.
 */
export interface RunningPostgres {
  /** `postgres://postgres@127.0.0.1:<port>/postgres` */
  url: string;
  /** a fast shutdown (every connection ended: "terminating connection due to administrator command"), then a start */
  restart: () => Promise<void>;
  /** a fast shutdown, left stopped (connections refused) until `start` */
  stop: () => Promise<void>;
  start: () => Promise<void>;
  /** stops it and removes its folder */
  close: () => Promise<void>;
}

function binaries(): string {
  const fromEnv = process.env['PG_BIN'];
  if (fromEnv) return fromEnv;
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root) ? readdirSync(root).filter((name) => existsSync(path.join(root, name, 'bin', 'pg_ctl'))) : [];
  const newest = versions.sort((a, b) => Number(a) - Number(b)).at(-1);
  if (!newest) throw new Error(`no PostgreSQL binaries in ${root} (apt-get install postgresql, or set PG_BIN)`);
  return path.join(root, newest, 'bin');
}

export async function startPostgres(): Promise<RunningPostgres> {
  const bin = binaries();
  const folder = mkdtempSync(path.join(tmpdir(), 'site-postgres-'));
  const data = path.join(folder, 'data');
  const log = path.join(folder, 'server.log');
  const port = await freePort();
  const asRoot = process.getuid?.() === 0;
  // PostgreSQL will not run as root: the cluster belongs to the `postgres` user then.
  const run = (command: string, args: string[]) => {
    const [file, argv] = asRoot ? ['runuser', ['-u', 'postgres', '--', path.join(bin, command), ...args]] : [path.join(bin, command), args];
    const result = spawnSync(file, argv, { encoding: 'utf8', timeout: 120_000 });
    if (result.status !== 0) {
      throw new Error(
        `${command} ${args.join(' ')} exited with ${result.status ?? result.signal}:\n${result.stdout}${result.stderr}${existsSync(log) ? `\n${execFileSync('tail', ['-n', '20', log], { encoding: 'utf8' })}` : ''}`,
      );
    }
  };
  if (asRoot) {
    const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim());
    chownSync(folder, uid, gid);
  }
  const options = `-c listen_addresses=127.0.0.1 -c port=${port} -c unix_socket_directories=${folder} -c fsync=off -c max_connections=100`;
  const start = async () => run('pg_ctl', ['start', '-D', data, '-l', log, '-w', '-t', '60', '-o', options]);
  const stop = async () => run('pg_ctl', ['stop', '-D', data, '-m', 'fast', '-w', '-t', '60']);

  try {
    run('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '--no-sync', '--encoding=UTF8', '--locale=C.UTF-8']);
    await start();
  } catch (error) {
    rmSync(folder, { recursive: true, force: true });
    throw error;
  }
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    restart: async () => run('pg_ctl', ['restart', '-D', data, '-m', 'fast', '-w', '-t', '60', '-o', options]),
    stop,
    start,
    close: async () => {
      try {
        if (existsSync(path.join(data, 'postmaster.pid'))) await stop();
      } finally {
        rmSync(folder, { recursive: true, force: true });
      }
    },
  };
}
