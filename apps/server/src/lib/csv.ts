import { PassThrough, type Readable } from 'node:stream';

/** Spreadsheets take a file for UTF-8 only when it starts with the byte order mark. */
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

/** Anything that yields the file's text piece by piece and may wait for the reader. */
export type CsvProducer = (write: (text: string) => Promise<void>) => Promise<void>;

/**
 * Streams what `produce` writes after the byte order mark, waiting whenever the reader is behind, so a long export
 * holds one batch in memory at a time. Resolves once the first text is written: a failure
 * before that (no school, a database error) still becomes a proper problem answer; a
 * failure after it ends the download early. A reader that goes away stops the producer.
 */
export function csvStream(produce: CsvProducer): Promise<Readable> {
  const out = new PassThrough();
  return new Promise<Readable>((resolve, reject) => {
    let started = false;
    const waitForReader = () =>
      new Promise<void>((drained, gone) => {
        const onDrain = () => {
          out.off('close', onClose);
          drained();
        };
        const onClose = () => {
          out.off('drain', onDrain);
          gone(new Error('The reader of the export went away.'));
        };
        out.once('drain', onDrain);
        out.once('close', onClose);
      });
    const write = async (text: string) => {
      if (out.destroyed) throw new Error('The reader of the export went away.');
      const flowing = out.write(started ? text : CSV_BOM + text);
      if (!started) {
        started = true;
        resolve(out);
      }
      if (!flowing) await waitForReader();
    };
    produce(write).then(
      () => {
        if (!started) {
          out.write(CSV_BOM);
          resolve(out);
        }
        out.end();
      },
      (error: unknown) => {
        if (started) out.destroy(error as Error);
        else reject(error);
      },
    );
  });
}
