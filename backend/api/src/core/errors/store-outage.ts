/** Codes of a socket that is gone, refused or unreachable, as Node, pg and ioredis report them. */
export const CONNECTION_CODES: ReadonlySet<string> = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
]);

/**
 * PostgreSQL's answers of a server that cannot serve now: connection exceptions (class 08), a server
 * shutting down or starting (57P01-57P03), no connection slot left (53300).
 */
const POSTGRES_UNAVAILABLE = /^(08...|57P0[123]|53300)$/;

/** What pg, pg-pool, the ORM and ioredis say when the connection itself failed, without a code. */
const CONNECTION_LOST =
  /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Connection is closed|Reached the max retries per request|Stream isn't writeable/i;

function isOutageError(error: object): boolean {
  const { code, name, message } = error as { code?: unknown; name?: unknown; message?: unknown };
  if (typeof code === 'string' && (CONNECTION_CODES.has(code) || POSTGRES_UNAVAILABLE.test(code))) return true;
  if (name === 'MaxRetriesPerRequestError' || name === 'ConnectionException') return true;
  return typeof message === 'string' && CONNECTION_LOST.test(message);
}

/**
 * True when `error` (or an error it wraps, as `cause`) says a store the request needed, PostgreSQL
 * or Redis, could not be reached or is restarting: the request may well succeed in a moment, so it
 * is answered 503, not as a failure of ours.
 */
export function isStoreOutage(error: unknown): boolean {
  const seen = new Set<unknown>();
  for (let current = error; typeof current === 'object' && current !== null && !seen.has(current);) {
    seen.add(current);
    if (isOutageError(current)) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
