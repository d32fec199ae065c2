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
