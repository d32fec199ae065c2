/**
 * An error as the log writes it: its kind, message, stack, code and cause, without what a failed
 * query was given. A query's bound values (a session token's hash, names, e-mails, phones) and
 * the row the database quotes back (`detail`) are left out; where a message repeats a value (the
 * database's "invalid input syntax …: "…"", or the query error's own `params:` line), it reads
 * `[redacted]` instead.
 */

const REDACTED = '[redacted]';
/** The database's own words about a row or a place in a function: they quote the values. */
const LEFT_OUT = new Set(['params', 'parameters', 'detail', 'where', 'internalQuery']);
const DEPTH = 5;

/** What the log writes of an error, as pino's own serializer shapes it. */
export interface SerializedError {
  [key: string]: unknown;
  type: string;
  message: string;
  stack: string;
}

/** The values a failed query was bound to, found on the error or any of its causes. */
function boundValues(error: unknown, depth = 0): string[] {
  if (typeof error !== 'object' || error === null || depth > DEPTH) return [];
  const own = (error as { params?: unknown }).params;
  const values = Array.isArray(own)
    ? own.flatMap((value) => (value === null || value === undefined ? [] : [String(value)]))
    : [];
  return [...values, ...boundValues((error as { cause?: unknown }).cause, depth + 1)];
}

function scrub(text: string, values: readonly string[]): string {
  // The query error's message ends with its values: `Failed query: …\nparams: …`.
  let clean = text.replace(/\nparams: [\s\S]*?(?=\n\s+at |$)/, `\nparams: ${REDACTED}`);
  // Longest first, so a value inside another is not left half shown; short ones would hide words.
  for (const value of [...values].sort((a, b) => b.length - a.length)) {
    if (value.length >= 3) clean = clean.split(value).join(REDACTED);
  }
  return clean;
}

function serialize(error: unknown, values: readonly string[], depth: number): SerializedError {
  if (!(error instanceof Error) || depth > DEPTH) {
    return { type: typeof error, message: scrub(String(error), values), stack: '' };
  }
  const out: SerializedError = {
    type: error.constructor.name,
    message: scrub(error.message, values),
    stack: scrub(error.stack ?? '', values),
  };
  for (const [key, value] of Object.entries(error)) {
    if (LEFT_OUT.has(key) || key === 'cause' || key === 'message' || key === 'stack') continue;
    out[key] = typeof value === 'string' ? scrub(value, values) : value;
  }
  if (error.cause !== undefined) out.cause = serialize(error.cause, values, depth + 1);
  return out;
}

/** The log's serializer of `err`: every logged error goes through it. */
export function serializeError(error: unknown): SerializedError {
  return serialize(error, boundValues(error), 0);
}
