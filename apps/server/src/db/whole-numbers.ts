import pg from 'pg';

/**
 * A `bigint` from the database as a JavaScript number, as PGlite gives it: sums of cents reach past
 * 32 bits (a month of a school's payments) but stay far inside the 2^53 a number holds exactly; a
 * value beyond that is refused rather than rounded.
 */
export function wholeNumber(text: string): number {
  const value = Number(text);
  if (!Number.isSafeInteger(value)) throw new RangeError(`a bigint beyond 2^53 cannot be read exactly: ${text}`);
  return value;
}

/**
 * node-postgres reads `bigint` as a number from here on, in every query of the process. Its parsers
 * are the module's own (drizzle hands each query the module's parsers, not a pool's), and this
 * process holds no other PostgreSQL client.
 */
export function readBigintsAsNumbers(): void {
  pg.types.setTypeParser(pg.types.builtins.INT8, wholeNumber);
}
