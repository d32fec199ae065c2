import { parseArgs } from 'node:util';
import { DataDirLockedError } from '../apps/server/src/db/data-dir-lock.ts';
import { backUpPglite, BackupError, restorePglite } from '../apps/server/src/db/pglite-backup.ts';

// `npm run backup [-- --file lineup-2027-03-01.tar.gz]` and `npm run restore -- --file F [--replace]`:
// the embedded database of DATA_DIR (./data) to a file and back, while no Lineup server holds it.
// On PostgreSQL, pg_dump and pg_restore do this (docs/deploy.md).

const USAGE = 'Usage: npm run backup [-- --file F]  |  npm run restore -- --file F [--replace]';

async function main(): Promise<void> {
  const { values, positionals } = parseArgs({
    options: { file: { type: 'string' }, replace: { type: 'boolean', default: false } },
    allowPositionals: true,
  });
  const [action] = positionals;
  if (process.env.DATABASE_URL) {
    throw new BackupError(
      'DATABASE_URL is set: back up PostgreSQL with pg_dump and restore with pg_restore (docs/deploy.md).',
    );
  }
  const dataDir = process.env.DATA_DIR || './data';
  if (action === 'backup') {
    const file = values.file ?? `lineup-${new Date().toISOString().slice(0, 10)}.tar.gz`;
    const { bytes } = await backUpPglite(dataDir, file);
    console.log(`Backed up ${dataDir} to ${file} (${(bytes / 1024 / 1024).toFixed(1)} MiB).`);
  } else if (action === 'restore' && values.file) {
    await restorePglite(values.file, dataDir, { replace: values.replace });
    console.log(`Restored ${values.file} into ${dataDir}. Start Lineup with npm start.`);
  } else {
    throw new BackupError(USAGE);
  }
}

main().catch((error: unknown) => {
  if (error instanceof BackupError || error instanceof DataDirLockedError) {
    console.error(`\n${error.message}\n`);
  } else {
    console.error(error);
  }
  process.exitCode = 1;
});
