import type { Language } from '@site/shared/contract';
import type { NotificationChannel } from '../db/schema';

/**
 * Staff notifications, from the environment (docs/notifications.md has the table). Each
 * channel is on when its variables are set; a half-configured channel is a start-up error,
 * never a silent "no notifications".
 */
export interface NotifyConfig {
  email: { smtpUrl: string; to: string[]; from: string } | null;
  webhook: { url: string; secret: string } | null;
  /** newsletter subscriptions notify too (NOTIFY_SUBSCRIBERS=on); off by default */
  subscribers: boolean;
  /** the language of the staff's email and chat text */
  language: Language;
  /** attempts per row before it is marked failed */
  maxAttempts: number;
  /** the first retry's delay; each further one doubles, with jitter, up to MAX_RETRY_DELAY_MS */
  retryBaseMs: number;
  /** how often a worker looks for rows stored by other replicas or queued again by the inbox */
  pollMs: number;
  /** the longest one delivery attempt may take (SMTP and HTTP time-outs); a claim's lease is twice this */
  timeoutMs: number;
}

/** The longest wait between two attempts. */
export const MAX_RETRY_DELAY_MS = 2 * 3600_000;

export class NotifyConfigError extends Error {
  override name = 'ConfigError';
}

function set(value: string | undefined): string | null {
  return value === undefined || value.trim() === '' ? null : value.trim();
}

/** A bare address or `Display Name <address>`; never a line break (it goes into a header). */
const mailbox = /^(?:[^<>\r\n]*<[^<>\s@]+@[^<>\s@]+\.[^<>\s@]+>|[^<>\s@]+@[^<>\s@]+\.[^<>\s@]+)$/;

function mailboxes(name: string, value: string): string[] {
  const list = value
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  if (list.length === 0 || list.some((entry) => !mailbox.test(entry))) {
    throw new NotifyConfigError(`${name} must be e-mail addresses separated by commas (such as staff@nasaq.example), not "${value}"`);
  }
  return list;
}

function whole(name: string, value: string | undefined, fallback: number, min: number, max: number): number {
  const text = set(value);
  if (text === null) return fallback;
  const number = Number(text);
  if (!Number.isInteger(number) || number < min || number > max) {
    throw new NotifyConfigError(`${name} must be a whole number from ${min} to ${max}, not "${text}"`);
  }
  return number;
}

function onOff(name: string, value: string | undefined): boolean {
  const text = set(value);
  if (text === null || text === 'off') return false;
  if (text === 'on') return true;
  throw new NotifyConfigError(`${name} must be on or off, not "${text}"`);
}

function email(env: NodeJS.ProcessEnv): NotifyConfig['email'] {
  const smtpUrl = set(env['SMTP_URL']);
  const to = set(env['NOTIFY_EMAIL_TO']);
  const from = set(env['NOTIFY_EMAIL_FROM']);
  if (smtpUrl === null) {
    if (to !== null || from !== null) throw new NotifyConfigError('NOTIFY_EMAIL_TO and NOTIFY_EMAIL_FROM need SMTP_URL (smtp://user:pass@host:587)');
    return null;
  }
  let url: URL;
  try {
    url = new URL(smtpUrl);
  } catch {
    throw new NotifyConfigError('SMTP_URL must be an smtp:// or smtps:// URL such as smtp://user:pass@mail.example:587');
  }
  if ((url.protocol !== 'smtp:' && url.protocol !== 'smtps:') || url.hostname === '') {
    throw new NotifyConfigError('SMTP_URL must be an smtp:// or smtps:// URL such as smtp://user:pass@mail.example:587');
  }
  if (to === null || from === null) throw new NotifyConfigError('SMTP_URL needs NOTIFY_EMAIL_TO (who is told) and NOTIFY_EMAIL_FROM (the sender address)');
  const sender = mailboxes('NOTIFY_EMAIL_FROM', from);
  if (sender.length !== 1) throw new NotifyConfigError('NOTIFY_EMAIL_FROM must be one address');
  return { smtpUrl, to: mailboxes('NOTIFY_EMAIL_TO', to), from: sender[0]! };
}

/** Shorter secrets can be guessed offline from one signed request. */
const MIN_SECRET_LENGTH = 16;

function webhook(env: NodeJS.ProcessEnv): NotifyConfig['webhook'] {
  const url = set(env['NOTIFY_WEBHOOK_URL']);
  const secret = set(env['NOTIFY_WEBHOOK_SECRET']);
  if (url === null) {
    if (secret !== null) throw new NotifyConfigError('NOTIFY_WEBHOOK_SECRET needs NOTIFY_WEBHOOK_URL');
    return null;
  }
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new NotifyConfigError(`NOTIFY_WEBHOOK_URL must be an http(s) URL, not "${url}"`);
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') throw new NotifyConfigError(`NOTIFY_WEBHOOK_URL must be an http(s) URL, not "${url}"`);
  if (secret === null || secret.length < MIN_SECRET_LENGTH) {
    throw new NotifyConfigError(`NOTIFY_WEBHOOK_URL needs NOTIFY_WEBHOOK_SECRET, at least ${MIN_SECRET_LENGTH} characters (openssl rand -hex 32)`);
  }
  return { url: parsed.href, secret };
}

/** The notification settings, or null when no channel is set (then no outbox rows and no worker). */
export function loadNotifyConfig(env: NodeJS.ProcessEnv): NotifyConfig | null {
  const emailChannel = email(env);
  const webhookChannel = webhook(env);
  const language = set(env['NOTIFY_LANGUAGE']) ?? 'ar';
  if (language !== 'ar' && language !== 'en') throw new NotifyConfigError(`NOTIFY_LANGUAGE must be ar or en, not "${language}"`);
  const config: NotifyConfig = {
    email: emailChannel,
    webhook: webhookChannel,
    subscribers: onOff('NOTIFY_SUBSCRIBERS', env['NOTIFY_SUBSCRIBERS']),
    language,
    maxAttempts: whole('NOTIFY_MAX_ATTEMPTS', env['NOTIFY_MAX_ATTEMPTS'], 12, 1, 100),
    retryBaseMs: whole('NOTIFY_RETRY_BASE_MS', env['NOTIFY_RETRY_BASE_MS'], 30_000, 1, MAX_RETRY_DELAY_MS),
    pollMs: whole('NOTIFY_POLL_MS', env['NOTIFY_POLL_MS'], 5_000, 10, 3600_000),
    timeoutMs: whole('NOTIFY_TIMEOUT_MS', env['NOTIFY_TIMEOUT_MS'], 15_000, 100, 600_000),
  };
  return emailChannel || webhookChannel ? config : null;
}

/** The channels a configuration turns on. */
export function channelsOf(config: NotifyConfig | null): NotificationChannel[] {
  if (!config) return [];
  return [...(config.email ? (['email'] as const) : []), ...(config.webhook ? (['webhook'] as const) : [])];
}
