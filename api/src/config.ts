import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root: relative defaults resolve against it, not the working directory. */
export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

export interface ServerConfig {
  port: number;
  host: string;
  /** folder of the embedded SQLite database */
  dataDir: string;
  /** PostgreSQL connection string; when set, PostgreSQL is used instead of SQLite */
  databaseUrl: string | null;
  /** the built site (dist/root-config, dist/mf-*) */
  distDir: string;
  /** the bilingual seed content */
  contentDir: string;
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
}

const logLevels: readonly ServerConfig['logLevel'][] = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

export class ConfigError extends Error {
  override name = 'ConfigError';
}

function port(value: string | undefined): number {
  if (value === undefined || value === '') return 8080;
  const number = Number(value);
  if (!Number.isInteger(number) || number < 0 || number > 65_535) {
    throw new ConfigError(`PORT must be a whole number from 0 to 65535, not "${value}"`);
  }
  return number;
}

function folder(value: string | undefined, fallback: string): string {
  return path.resolve(repoRoot, value && value.trim() !== '' ? value : fallback);
}

function logLevel(value: string | undefined): ServerConfig['logLevel'] {
  if (value === undefined || value === '') return 'info';
  const level = logLevels.find((candidate) => candidate === value);
  if (!level) throw new ConfigError(`LOG_LEVEL must be one of ${logLevels.join(', ')}, not "${value}"`);
  return level;
}

function databaseUrl(value: string | undefined): string | null {
  if (value === undefined || value.trim() === '') return null;
  if (!/^postgres(ql)?:\/\//.test(value)) {
    throw new ConfigError('DATABASE_URL must be a postgres:// or postgresql:// connection string');
  }
  return value;
}

/** Reads the server's configuration from the environment (see the README's table). */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  return {
    port: port(env['PORT']),
    host: env['HOST'] && env['HOST'] !== '' ? env['HOST'] : '127.0.0.1',
    dataDir: folder(env['DATA_DIR'], 'data'),
    databaseUrl: databaseUrl(env['DATABASE_URL']),
    distDir: folder(env['DIST_DIR'], 'dist'),
    contentDir: folder(env['CONTENT_DIR'], 'content'),
    logLevel: logLevel(env['LOG_LEVEL']),
  };
}
