/**
 * Whether an error means the database cannot be reached right now (down, restarting, failing
 * over, refusing connections, the network gone), as opposed to a failing query. A caller can
 * only try again later: the API answers 503, not 500.
 */

/** Node's socket errors when the database's address does not answer. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EPIPE',
]);

/**
 * SQLSTATEs of a server that is going away or not taking sessions: 57P01 admin_shutdown
 * (pg_terminate_backend, a fast shutdown), 57P02 crash_shutdown, 57P03 cannot_connect_now
 * (starting up, shutting down, in recovery), 53300 too_many_connections. Class 08 (connection
 * exceptions) is matched by its prefix.
 */
const SERVER_GOING_AWAY = new Set(['57P01', '57P02', '57P03', '53300']);

/** node-postgres and pg-pool report a lost or timed-out connection with these messages and no code. */
const DRIVER_MESSAGES = new Set([
  'Connection terminated unexpectedly',
  'Connection terminated',
  'Connection terminated due to connection timeout',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error and is not queryable',
]);

function isUnavailableItself(err: object): boolean {
  const code = (err as { code?: unknown }).code;
  if (typeof code === 'string' && (NETWORK_CODES.has(code) || SERVER_GOING_AWAY.has(code) || /^08[0-9A-Z]{3}$/.test(code))) return true;
  const message = (err as { message?: unknown }).message;
  return typeof message === 'string' && DRIVER_MESSAGES.has(message);
}

export function isDatabaseUnavailable(error: unknown): boolean {
  // Drizzle wraps the driver's error as `cause` ("Failed query: …"); a connection attempt to a
  // name with several addresses fails as an AggregateError of one error per address.
  const seen = new Set<unknown>();
  const pending: unknown[] = [error];
  while (pending.length) {
    const err = pending.pop();
    if (!err || typeof err !== 'object' || seen.has(err)) continue;
    seen.add(err);
    if (isUnavailableItself(err)) return true;
    pending.push((err as { cause?: unknown }).cause);
    if (err instanceof AggregateError) pending.push(...(err.errors as unknown[]));
  }
  return false;
}
