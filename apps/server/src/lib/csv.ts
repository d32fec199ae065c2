import { PassThrough, type Readable } from 'node:stream';
import { CSV_BOM } from '@lineup/contract/csv';

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
