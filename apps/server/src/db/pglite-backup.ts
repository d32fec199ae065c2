import { existsSync, readdirSync, rmSync, statSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { lockDataDir } from './data-dir-lock.ts';
import { PGLITE_START_PARAMS } from './pglite-setup.ts';

/** A backup that cannot be taken or put back as asked: the message says why and what to do. */
export class BackupError extends Error {
  override name = 'BackupError';
}

const LOCK_FILE = 'lineup.lock';
const holdsDatabase = (dataDir: string) => existsSync(path.join(dataDir, 'PG_VERSION'));

/**
 * Writes the whole embedded database of `dataDir` to `file` (a gzipped tar of the data directory).
 * It takes the directory's lock first, so it refuses while a Lineup server holds the directory: a
 * copy of a directory in use could be torn. PGlite opens it, which replays its log to a clean state.
 */
export async function backUpPglite(dataDir: string, file: string): Promise<{ bytes: number }> {
  if (!holdsDatabase(dataDir)) throw new BackupError(`${dataDir} holds no Lineup database to back up.`);
  const unlock = lockDataDir(dataDir);
  try {
    const client = await PGlite.create({ dataDir, startParams: [...PGLITE_START_PARAMS] });
    try {
      await client.query('checkpoint');
      const dump = await client.dumpDataDir('gzip');
      const bytes = new Uint8Array(await dump.arrayBuffer());
      await writeFile(file, bytes);
      return { bytes: bytes.byteLength };
    } finally {
      await client.close();
    }
  } finally {
    unlock();
  }
}

/**
 * Puts a backup made by `backUpPglite` in `dataDir`. It refuses while a server holds the directory,
 * and refuses a directory that already holds a database unless `replace` says to overwrite it.
 * The restored database is opened once before this returns, so a damaged file fails here.
 */
export async function restorePglite(file: string, dataDir: string, { replace = false } = {}): Promise<void> {
  if (!existsSync(file) || !statSync(file).isFile()) throw new BackupError(`There is no backup file ${file}.`);
  const unlock = lockDataDir(dataDir);
  try {
    if (holdsDatabase(dataDir)) {
      if (!replace) {
        throw new BackupError(
          `${dataDir} already holds a database. Restore into an empty directory (DATA_DIR), or add --replace to overwrite it.`,
        );
      }
      for (const entry of readdirSync(dataDir)) {
        if (entry !== LOCK_FILE) rmSync(path.join(dataDir, entry), { recursive: true, force: true });
      }
    }
    const loadDataDir = new Blob([await readFile(file)], { type: 'application/x-gzip' });
    const client = await PGlite.create({ dataDir, loadDataDir, startParams: [...PGLITE_START_PARAMS] });
    try {
      await client.query('select 1');
    } finally {
      await client.close();
    }
  } finally {
    unlock();
  }
}
