import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { PGlite } from '@electric-sql/pglite';

/**
 * PGlite's start parameters: its defaults, with a buffer cache sized for one school's working set.
 * The 128 MB default lives inside the WebAssembly memory, which never shrinks.
 */
export const PGLITE_START_PARAMS: readonly string[] = [
  ...(PGlite as unknown as { defaultStartParams: readonly string[] }).defaultStartParams,
  '-c',
  'shared_buffers=16MB',
];

/**
 * Creates a new data directory in a short-lived child process. initdb runs in a WebAssembly
 * instance of its own that PGlite keeps for the life of the process (hundreds of MiB); in a
 * child, that memory is returned when the child exits.
 */
export async function initialiseDataDir(dataDir: string): Promise<void> {
  if (existsSync(path.join(dataDir, 'PG_VERSION'))) return;
  await promisify(execFile)(process.execPath, [path.join(import.meta.dirname, 'pglite-initdb.ts'), dataDir], {
    timeout: 120_000,
  });
}
