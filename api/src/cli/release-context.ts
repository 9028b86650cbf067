import { spawnSync } from 'node:child_process';
import { hostname, userInfo } from 'node:os';
import path from 'node:path';
import { parseArgs, type ParseArgsConfig } from 'node:util';
import { ConfigError, loadConfig, repoRoot } from '../config';
import { migrateToLatest } from '../db/migrations';
import { openDatabase } from '../db/open';
import { ReleaseRefused } from '../releases/checks';
import type { ReleaseContext, waitForServers } from '../releases/commands';
import { smokeRender } from '../releases/smoke-render';

/** RELEASE_RETENTION_HOURS: how long a release switched away from stays served (docs/scaling.md). */
function retentionMs(value: string | undefined): number {
  if (value === undefined || value.trim() === '') return 24 * 60 * 60 * 1000;
  const hours = Number(value);
  if (!Number.isFinite(hours) || hours < 0 || hours > 24 * 365)
    throw new ConfigError(`RELEASE_RETENTION_HOURS must be a number of hours from 0 to 8760, not "${value}"`);
  return hours * 60 * 60 * 1000;
}

/**
 * Runs a release command against the database the environment names (DATABASE_URL, else the
 * SQLite file in DATA_DIR: the same as the server's), migrated first. Prints a refusal or a
 * configuration error as one line and exits 1.
 */
export async function runReleaseCommand(work: (context: ReleaseContext) => Promise<void>, env: NodeJS.ProcessEnv = process.env): Promise<void> {
  try {
    const config = loadConfig(env);
    const database = openDatabase(config);
    try {
      await migrateToLatest(database.db, database.engine);
      const say = (line: string) => console.log(line);
      await work({
        db: database.db,
        distDir: config.distDir,
        retentionMs: retentionMs(env['RELEASE_RETENTION_HOURS']),
        say,
        actor: actor(env),
        // A preview link on the site's public address, else on the address a server of this machine listens on.
        siteUrl: config.publicUrl ?? `http://${config.host.includes(':') ? `[${config.host}]` : config.host}:${config.port}`,
        smokeRender: (section, folder) => smokeRender({ db: database.db, engine: database.engine, distDir: config.distDir, say }, section, folder),
      });
    } finally {
      await database.close();
    }
  } catch (error) {
    if (error instanceof ReleaseRefused || error instanceof ConfigError) {
      console.error(`Refused: ${error.message}`);
      process.exit(1);
    }
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  }
}

/** The commit a build comes from (RELEASE_COMMIT, else git's HEAD, `+changes` when the work tree differs from it). */
export function gitCommit(env: NodeJS.ProcessEnv = process.env): string {
  if (env['RELEASE_COMMIT']) return env['RELEASE_COMMIT'].slice(0, 64);
  const head = spawnSync('git', ['rev-parse', '--short=12', 'HEAD'], { cwd: repoRoot, encoding: 'utf8' });
  if (head.status !== 0) return 'unknown';
  const changed = spawnSync('git', ['status', '--porcelain', '--untracked-files=no'], { cwd: repoRoot, encoding: 'utf8' });
  return `${head.stdout.trim()}${changed.stdout.trim() ? '+changes' : ''}`;
}

/** Who runs a command, as the releases' history says it: the command and the account it runs as (RELEASE_ACTOR to name someone else). */
function actor(env: NodeJS.ProcessEnv): string {
  // The command's file is its npm script's name: api/src/cli/rollback.ts, compiled into
  // api/dist/rollback.js, is `npm run rollback`.
  const script = path.basename(process.argv[1] ?? 'release').replace(/\.[jt]s$/, '');
  const who = env['RELEASE_ACTOR']?.slice(0, 100) ?? `${userInfo().username}@${hostname()}`;
  return `npm run ${script} (${who})`;
}

const SECTION = /^mf-[a-z0-9-]{1,40}$/;

type ParseArgsOptionsConfig = NonNullable<ParseArgsConfig['options']>;

type Parsed<O extends ParseArgsOptionsConfig> = ReturnType<typeof parseArgs<{ args: string[]; options: O; allowPositionals: true; strict: true }>>;

/**
 * A release command's command line, read with node:util's `parseArgs`: its options, and at most
 * one section's folder name (`mf-portfolio`), which `section: 'required'` asks for. Anything else
 * (an unknown option, a missing value, a second name) prints why and the usage, and exits 2.
 */
export function releaseArguments<const O extends ParseArgsOptionsConfig, S extends 'required' | 'optional'>(
  usage: string,
  options: O,
  section: S,
  argv: readonly string[] = process.argv.slice(2),
): { section: S extends 'required' ? string : string | undefined; values: Parsed<O>['values'] } {
  const refuse = (why: string): never => {
    console.error(`${why}\nUsage: ${usage}`);
    process.exit(2);
  };
  let parsed: Parsed<O>;
  try {
    parsed = parseArgs({ args: [...argv], options, allowPositionals: true, strict: true });
  } catch (error) {
    return refuse(error instanceof Error ? error.message : String(error));
  }
  const [name, ...more] = parsed.positionals;
  if (more.length > 0) refuse(`Unexpected argument: ${more.join(' ')}`);
  if (name === undefined ? section === 'required' : !SECTION.test(name)) refuse(name === undefined ? 'Name a section.' : `"${name}" is no section.`);
  // A required name was checked above.
  return { section: name as S extends 'required' ? string : string | undefined, values: parsed.values };
}

/** What a switch's command says once the servers took it (or did not). */
export function reportArrival(context: ReleaseContext, arrival: Awaited<ReturnType<typeof waitForServers>>): void {
  if (arrival.servers === 0) context.say('No server reports to this database now: the next one to start serves it.');
  else if (arrival.pending.length === 0)
    context.say(`Served by ${arrival.servers} of ${arrival.servers} servers ${(arrival.ms / 1000).toFixed(2)} s after the switch.`);
  else
    context.say(
      `Not yet served by ${arrival.pending.join(', ')} after ${(arrival.ms / 1000).toFixed(0)} s (a server that stopped drops off this list within 2 minutes).`,
    );
}
