/**
 * The cells and lines of every CSV file Lineup writes: the server's list exports and the
 * dashboard's report tables. Spreadsheets take a file for UTF-8 only when it starts with the
 * byte order mark.
 */
export const CSV_BOM = '\uFEFF';

/** Characters that make a spreadsheet read a cell as a formula (OWASP CSV injection). */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * One cell: text that could start a formula gets a leading apostrophe, and a cell holding a
 * comma, quote or line break is quoted with its quotes doubled (RFC 4180). Numbers are
 * written as they are: a number is never a formula, and -9.3365 must stay a number.
 */
export function csvCell(value: string | number | null): string {
  if (value === null) return '';
  if (typeof value === 'number') return String(value);
  const guarded = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(guarded) ? `"${guarded.replaceAll('"', '""')}"` : guarded;
}

export function csvLine(cells: readonly (string | number | null)[]): string {
  return `${cells.map(csvCell).join(',')}\r\n`;
}
