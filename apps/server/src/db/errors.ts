/** The SQLSTATE of a database error, on either driver (drizzle wraps the driver's error as `cause`). */
function sqlState(error: unknown): string | undefined {
  const own = (error as { code?: unknown }).code;
  if (typeof own === 'string') return own;
  const cause = (error as { cause?: { code?: unknown } }).cause?.code;
  return typeof cause === 'string' ? cause : undefined;
}

/** True when a database error is a unique-constraint violation (SQLSTATE 23505), on either driver. */
export function isUniqueViolation(error: unknown): boolean {
  return sqlState(error) === '23505';
}

/**
 * True when a row could not be deleted because other rows still reference it (SQLSTATE 23503):
 * the database's own answer to "in use", mapped by services to the `in_use` refusal.
 */
export function isForeignKeyViolation(error: unknown): boolean {
  return sqlState(error) === '23503';
}

/** The name of the constraint a database error broke, on either driver; undefined when none. */
export function violatedConstraint(error: unknown): string | undefined {
  const own = (error as { constraint?: unknown }).constraint;
  if (typeof own === 'string') return own;
  const cause = (error as { cause?: { constraint?: unknown } }).cause?.constraint;
  return typeof cause === 'string' ? cause : undefined;
}

/**
 * The errors of the operating system's network calls that say the database server is out of
 * reach: refused, reset, timed out, no route, its name not resolved.
 */
const UNREACHABLE_ERRNO = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'EHOSTDOWN',
  'ENETUNREACH',
  'ENETDOWN',
  'EAI_AGAIN',
  'ENOTFOUND',
]);

/**
 * The SQLSTATEs of a server that cannot serve the connection: class 08 (connection exception),
 * class 57P (operator intervention: admin_shutdown, crash_shutdown, cannot_connect_now — the server
 * starting or stopping —, database_dropped, idle_session_timeout) and 53300 (too many connections).
 */
const UNAVAILABLE_SQLSTATE = /^(08[0-9A-Z]{3}|57P[0-9A-Z]{2}|53300)$/;

/**
 * What the drivers say without a code when a connection is lost or never made: pg-pool's wait for
 * a connection and pg's connect timing out, a connection the server closed, one used after it
 * broke. PGlite runs in this process and has no connection to lose: like pg's pool, it is out of
 * reach only once it is closed (the app stopping).
 */
const UNAVAILABLE_MESSAGES = [
  'timeout exceeded when trying to connect',
  'Connection terminated due to connection timeout',
  'Connection terminated unexpectedly',
  'Client has encountered a connection error and is not queryable',
  'Cannot use a pool after calling end on the pool',
  'PGlite is closing',
  'PGlite is closed',
];

/** How far into an error's causes the classification looks. */
const CAUSE_DEPTH = 5;

/**
 * The error, among the given one and its causes (drizzle wraps the driver's error as `cause`,
 * Node.js gathers the attempts of a host's several addresses in an AggregateError), that says the
 * database cannot be reached; undefined when none does. Its `code` and `message` are safe to log:
 * they name the server and the failure, never a query's values.
 */
export function unavailableDatabaseCause(error: unknown, depth = 0): { code?: string; message: string } | undefined {
  if (typeof error !== 'object' || error === null || depth > CAUSE_DEPTH) return undefined;
  const { code, message, cause, errors } = error as {
    code?: unknown;
    message?: unknown;
    cause?: unknown;
    errors?: unknown;
  };
  const text = typeof message === 'string' ? message : '';
  if (typeof code === 'string' && (UNREACHABLE_ERRNO.has(code) || UNAVAILABLE_SQLSTATE.test(code))) {
    return { code, message: text };
  }
  // A database error with any other SQLSTATE is the server's answer: it was reached. (Node.js's
  // own codes begin with E, like no SQLSTATE class.)
  if (typeof code === 'string' && /^[0-9A-DF-Z][0-9A-Z]{4}$/.test(code)) return undefined;
  if (UNAVAILABLE_MESSAGES.some((known) => text.startsWith(known))) {
    // Its cause is told instead when it names the failure by its code (a refused connect).
    const inner = unavailableDatabaseCause(cause, depth + 1);
    return inner?.code ? inner : { message: text };
  }
  const inner = unavailableDatabaseCause(cause, depth + 1);
  if (inner) return inner;
  if (Array.isArray(errors)) {
    for (const each of errors) {
      const found = unavailableDatabaseCause(each, depth + 1);
      if (found) return found;
    }
  }
  return undefined;
}

/** True when an error says the database cannot be reached (answered 503, `database_unavailable`). */
export function isDatabaseUnavailable(error: unknown): boolean {
  return unavailableDatabaseCause(error) !== undefined;
}
