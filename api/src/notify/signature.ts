import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The webhook's signature: `X-Nasaq-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256>`, where
 * the HMAC (key NOTIFY_WEBHOOK_SECRET) is over `<t>.<raw body>`. The timestamp is signed with
 * the body, so a receiver that refuses old timestamps refuses replays.
 */
export const SIGNATURE_HEADER = 'x-nasaq-signature';
/** How old a signed request a receiver should still accept (docs/notifications.md). */
const DEFAULT_TOLERANCE_SECONDS = 300;

export function signature(secret: string, timestamp: number, body: string): string {
  return createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');
}

export function signatureHeader(secret: string, body: string, now = Date.now()): string {
  const timestamp = Math.floor(now / 1000);
  return `t=${timestamp},v1=${signature(secret, timestamp, body)}`;
}

/**
 * What a receiver runs: true when `header` signs `body` with `secret` and its timestamp is
 * within `toleranceSeconds` of now. Constant-time comparison.
 */
export function verifySignature(header: string | undefined, body: string, secret: string, options: { now?: number; toleranceSeconds?: number } = {}): boolean {
  if (!header) return false;
  const parts = new Map(header.split(',').map((part) => [part.slice(0, part.indexOf('=')).trim(), part.slice(part.indexOf('=') + 1).trim()] as const));
  const timestamp = Number(parts.get('t'));
  const given = parts.get('v1');
  if (!Number.isInteger(timestamp) || !given || !/^[0-9a-f]{64}$/.test(given)) return false;
  const now = Math.floor((options.now ?? Date.now()) / 1000);
  if (Math.abs(now - timestamp) > (options.toleranceSeconds ?? DEFAULT_TOLERANCE_SECONDS)) return false;
  return timingSafeEqual(Buffer.from(signature(secret, timestamp, body), 'hex'), Buffer.from(given, 'hex'));
}
