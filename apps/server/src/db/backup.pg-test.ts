import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import Fastify from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { seedDemoSchool } from '#src/seed/demo-school.ts';
import { tableDigests } from '#src/testing/table-digests.ts';
import { testConfig } from '#src/testing/test-app.ts';
import { databaseUrl, openTestPostgres, withAdmin } from '#src/testing/test-database.ts';

const run = promisify(execFile);

// Runs in the PostgreSQL pass only (`npm run test:pg`): the backup docs/deploy.md gives, pg_dump and pg_restore.
describe('backing up and restoring a PostgreSQL database as the deploy guide says', () => {
  const base = process.env.TEST_DATABASE_URL ?? '';
  const name = `lineup_b_${randomBytes(6).toString('hex')}`;
  const url = databaseUrl(base, name);
  const dir = mkdtempSync(path.join(tmpdir(), 'lineup-pg-backup-'));
  afterAll(async () => {
    await withAdmin(base, (admin) => admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`));
    rmSync(dir, { recursive: true, force: true });
  });

  it('dumps the demo school, restores it into a new database row for row, and Lineup starts on it', async () => {
    await withAdmin(base, (admin) => admin.query(`CREATE DATABASE "${name}"`));
    const first = await openTestPostgres(base, name, 2);
    try {
      await seedDemoSchool(first.db, testConfig(), Fastify({ logger: false }).log);
    } finally {
      await first.close();
    }
    const before = await withAdmin(url, (client) => tableDigests((text) => client.query(text)));
    expect(before['public.customers']).toMatch(/^[1-9]\d*:/);
    const file = path.join(dir, 'lineup.dump');
    await run('pg_dump', ['--format=custom', `--file=${file}`, url]);
    await withAdmin(base, (admin) => admin.query(`DROP DATABASE "${name}" WITH (FORCE)`));
    await withAdmin(base, (admin) => admin.query(`CREATE DATABASE "${name}"`));
    await run('pg_restore', ['--no-owner', `--dbname=${url}`, file]);
    expect(await withAdmin(url, (client) => tableDigests((text) => client.query(text)))).toEqual(before);
    const restored = await openTestPostgres(base, name, 2);
    await restored.close();
  }, 120_000);
});
