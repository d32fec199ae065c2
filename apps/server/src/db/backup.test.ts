import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { spawn } from 'node:child_process';
import { PGlite } from '@electric-sql/pglite';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoSchool } from '#src/seed/demo-school.ts';
import { tableDigests } from '#src/testing/table-digests.ts';
import { testConfig } from '#src/testing/test-app.ts';
import { DataDirLockedError } from './data-dir-lock.ts';
import { openDatabase } from './open-database.ts';
import { BackupError, backUpPglite, restorePglite } from './pglite-backup.ts';
import { PGLITE_START_PARAMS } from './pglite-setup.ts';

/** The digests of every table of the embedded database in `dataDir`. */
async function digestsOf(dataDir: string): Promise<Record<string, string>> {
  const client = await PGlite.create({ dataDir, startParams: [...PGLITE_START_PARAMS] });
  try {
    return await tableDigests((text) => client.query(text));
  } finally {
    await client.close();
  }
}

/**
 * The embedded database backed up and put back (`npm run backup` / `npm run restore`): the demo
 * school, every table row for row; never while a server holds the directory, never over a database
 * without being told to.
 */
describe('backing up and restoring the embedded database', () => {
  const root = mkdtempSync(path.join(tmpdir(), 'lineup-backup-'));
  const dataDir = path.join(root, 'data');
  const file = path.join(root, 'lineup.tar.gz');
  let before: Record<string, string>;

  beforeAll(async () => {
    const database = await openDatabase({ driver: 'pglite', dataDir });
    try {
      await seedDemoSchool(database.db, testConfig(), Fastify({ logger: false }).log);
    } finally {
      await database.close();
    }
    before = await digestsOf(dataDir);
  }, 120_000);
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('backs up the demo school, and restores every table of it into a wiped directory', async () => {
    expect(Object.keys(before).length).toBeGreaterThan(30);
    expect(before['public.customers']).toMatch(/^[1-9]\d*:/);
    const { bytes } = await backUpPglite(dataDir, file);
    expect(bytes).toBeGreaterThan(100_000);
    rmSync(dataDir, { recursive: true, force: true });
    await restorePglite(file, dataDir);
    expect(await digestsOf(dataDir)).toEqual(before);
    // And the app opens it as its own: migrations up to date, the demo accounts there.
    const reopened = await openDatabase({ driver: 'pglite', dataDir });
    await reopened.close();
  }, 120_000);

  it('refuses to restore over a database unless told to replace it, then replaces it whole', async () => {
    await expect(restorePglite(file, dataDir)).rejects.toThrow(BackupError);
    const other = await PGlite.create({ dataDir, startParams: [...PGLITE_START_PARAMS] });
    await other.query("update public.customers set notes = notes || ' (changed)'");
    await other.close();
    expect(await digestsOf(dataDir)).not.toEqual(before);
    await restorePglite(file, dataDir, { replace: true });
    expect(await digestsOf(dataDir)).toEqual(before);
  }, 120_000);

  it('refuses while a server holds the directory, and a file that is not a backup', async () => {
    const holder = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)']);
    try {
      writeFileSync(path.join(dataDir, 'lineup.lock'), String(holder.pid));
      await expect(backUpPglite(dataDir, file)).rejects.toThrow(DataDirLockedError);
      await expect(restorePglite(file, dataDir, { replace: true })).rejects.toThrow(DataDirLockedError);
    } finally {
      holder.kill();
      rmSync(path.join(dataDir, 'lineup.lock'), { force: true });
    }
    await expect(restorePglite(path.join(root, 'missing.tar.gz'), path.join(root, 'empty'))).rejects.toThrow(
      BackupError,
    );
  });
});
