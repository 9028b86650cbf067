/**
 * Whether a database call failed because the database could not be reached or was not taking
 * work (restarting, failing over, refusing connections, too busy), as opposed to a fault of the
 * query or the data. Such a call may succeed if tried again in a moment: a send answers 503 with
 * `Retry-After` (docs/scaling.md#when-postgresql-restarts), not 500.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code, message } = error as { code?: unknown; message?: unknown };
  if (typeof code === 'string') {
    if (unavailableCodes.has(code)) return true;
    // PostgreSQL's class 08, connection exception.
    if (/^08[0-9A-Z]{3}$/.test(code)) return true;
  }
  return typeof message === 'string' && unavailableMessages.some((pattern) => pattern.test(message));
}

const unavailableCodes = new Set([
  // the socket: refused, reset, unreachable, timed out
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
  // PostgreSQL: admin_shutdown, crash_shutdown, cannot_connect_now (starting up, shutting down), too_many_connections
  '57P01',
  '57P02',
  '57P03',
  '53300',
  // SQLite: another process held the write lock past busy_timeout
  'SQLITE_BUSY',
]);

/** What node-postgres says, without a code, when a connection dies under a query or cannot be made in time. */
const unavailableMessages = [/^Connection terminated/, /^timeout exceeded when trying to connect$/, /is not queryable$/, /^Query read timeout$/];
