import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseOrigin } from './http/origins';
import { NotifyConfigError, loadNotifyConfig, type NotifyConfig } from './notify/config';

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
  /** the site's public address (`https://nasaq.example`): image URLs become absolute under it; null: root-relative */
  publicUrl: string | null;
  /** origins of partner sites allowed to call the API from a browser (besides the site's own) */
  corsOrigins: string[];
  /** false turns the POST rate limits off (RATE_LIMITS=off), for load tests */
  rateLimits: boolean;
  /** which proxies' X-Forwarded-* headers to believe (Fastify's trustProxy) */
  trustProxy: boolean | string;
  /** staff notifications (SMTP_URL, NOTIFY_*; see docs/notifications.md); null when no channel is set */
  notify: NotifyConfig | null;
  /** REDIS_URL: the POST rate limits are counted in this Redis (shared by every replica); null: in memory */
  redisUrl: string | null;
  /** SHUTDOWN_DELAY_MS: after SIGTERM, how long to keep serving while answering not ready (for balancers that poll readiness) */
  shutdownDelayMs: number;
  /** SHUTDOWN_TIMEOUT_MS: after that, how long the requests in hand may take before their connections are cut */
  shutdownTimeoutMs: number;
  /** MEDIA_WARM_UP: make the image variants the first screens and the offline download need ahead of time (docs/api.md#images-made-ahead-of-time) */
  mediaWarmUp: boolean;
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

function host(value: string | undefined): string {
  if (value === undefined || value.trim() === '') return '127.0.0.1';
  // A URL or "host:port" here is a common slip; say so rather than fail at listen time.
  if (/[\s/]/.test(value) || /^[^:]+:\d+$/.test(value)) {
    throw new ConfigError(`HOST must be a host name or IP address (such as 127.0.0.1 or 0.0.0.0), not "${value}"`);
  }
  return value;
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

function origin(name: string, value: string): string {
  const parsed = parseOrigin(value);
  if (!parsed) throw new ConfigError(`${name} must list http(s) origins such as https://partner.example, not "${value}"`);
  return parsed;
}

function publicUrl(value: string | undefined): string | null {
  if (value === undefined || value.trim() === '') return null;
  return origin('PUBLIC_URL', value.trim());
}

function corsOrigins(value: string | undefined): string[] {
  if (value === undefined || value.trim() === '') return [];
  return value
    .split(/[\s,]+/)
    .filter(Boolean)
    .map((entry) => origin('CORS_ORIGINS', entry));
}

function onOff(name: string, value: string | undefined): boolean {
  if (value === undefined || value === '' || value === 'on') return true;
  if (value === 'off') return false;
  throw new ConfigError(`${name} must be on or off, not "${value}"`);
}

/**
 * By default only a proxy on this machine or a private network (nginx, a load balancer) is
 * believed about the client's address: with `true`, anyone could pick their own address by
 * sending X-Forwarded-For, and walk around the rate limits.
 */
function trustProxy(value: string | undefined): boolean | string {
  if (value === undefined || value.trim() === '') return 'loopback, linklocal, uniquelocal';
  if (value === 'true') return true;
  if (value === 'false') return false;
  return value;
}

function redisUrl(value: string | undefined): string | null {
  if (value === undefined || value.trim() === '') return null;
  if (!/^rediss?:\/\/[^\s]+$/.test(value.trim())) {
    throw new ConfigError('REDIS_URL must be a redis:// or rediss:// URL such as redis://127.0.0.1:6379');
  }
  return value.trim();
}

function milliseconds(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined || value.trim() === '') return fallback;
  const number = Number(value);
  if (!Number.isInteger(number) || number < 0 || number > 600_000) {
    throw new ConfigError(`${name} must be a whole number of milliseconds from 0 to 600000, not "${value}"`);
  }
  return number;
}

/** Reads the server's configuration from the environment (see docs/operations.md#environment-variables). */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  return {
    port: port(env['PORT']),
    host: host(env['HOST']),
    dataDir: folder(env['DATA_DIR'], 'data'),
    databaseUrl: databaseUrl(env['DATABASE_URL']),
    distDir: folder(env['DIST_DIR'], 'dist'),
    contentDir: folder(env['CONTENT_DIR'], 'content'),
    logLevel: logLevel(env['LOG_LEVEL']),
    publicUrl: publicUrl(env['PUBLIC_URL']),
    corsOrigins: corsOrigins(env['CORS_ORIGINS']),
    rateLimits: onOff('RATE_LIMITS', env['RATE_LIMITS']),
    trustProxy: trustProxy(env['TRUST_PROXY']),
    notify: notify(env),
    redisUrl: redisUrl(env['REDIS_URL']),
    shutdownDelayMs: milliseconds('SHUTDOWN_DELAY_MS', env['SHUTDOWN_DELAY_MS'], 0),
    shutdownTimeoutMs: milliseconds('SHUTDOWN_TIMEOUT_MS', env['SHUTDOWN_TIMEOUT_MS'], 10_000),
    mediaWarmUp: onOff('MEDIA_WARM_UP', env['MEDIA_WARM_UP']),
  };
}

function notify(env: NodeJS.ProcessEnv): NotifyConfig | null {
  try {
    return loadNotifyConfig(env);
  } catch (error) {
    throw error instanceof NotifyConfigError ? new ConfigError(error.message) : error;
  }
}
