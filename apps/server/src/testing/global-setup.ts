import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { MIGRATIONS_FOLDER } from '#src/db/migrations.ts';
import type { TestProject } from 'vitest/node';
import { openTestPostgres, templateDatabase, TEMPLATE_PREFIX, withAdmin } from './test-database.ts';

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/** Drops this run's template, and those of runs on this machine that ended without dropping theirs. */
async function dropTemplates(base: string, own: string): Promise<void> {
  await withAdmin(base, async (admin) => {
    const { rows } = await admin.query<{ datname: string }>(
      `SELECT datname FROM pg_database WHERE datname LIKE '${TEMPLATE_PREFIX}%'`,
    );
    for (const { datname } of rows) {
      const pid = Number(datname.slice(TEMPLATE_PREFIX.length));
      if (datname === own || !Number.isInteger(pid) || !alive(pid)) {
        await admin.query(`DROP DATABASE IF EXISTS "${datname}" WITH (FORCE)`);
      }
    }
  });
}

/** Migrates once per run; each test file then starts from a copy instead of migrating again. */
export async function setup(project: TestProject): Promise<() => Promise<void>> {
  const base = process.env.TEST_DATABASE_URL;
  if (base) {
    const template = templateDatabase();
    await dropTemplates(base, template);
    await withAdmin(base, (admin) => admin.query(`CREATE DATABASE "${template}"`));
    await (await openTestPostgres(base, template)).close();
    project.provide('postgresTemplate', template);
    return () => dropTemplates(base, template);
  }
  const client = await PGlite.create();
  await migrate(drizzle({ client }), { migrationsFolder: MIGRATIONS_FOLDER });
  const dump = await client.dumpDataDir('none');
  await client.close();
  const dir = await mkdtemp(path.join(tmpdir(), 'lineup-test-'));
  const file = path.join(dir, 'migrated.tar');
  await writeFile(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteSnapshot', file);
  return () => rm(dir, { recursive: true, force: true });
}
