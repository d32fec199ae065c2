import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DatabaseTooNewError, refuseNewerDatabase } from './migrations.ts';

/** drizzle's journal of applied migrations, as the migrator keeps it. */
const JOURNAL = `create schema drizzle;
  create table drizzle.__drizzle_migrations (id serial primary key, hash text not null, created_at bigint)`;

describe('a database a newer Lineup has migrated', () => {
  let client: PGlite;
  const check = () => refuseNewerDatabase((text) => client.query(text));
  beforeAll(async () => {
    client = await PGlite.create();
  });
  afterAll(() => client.close());

  it('lets a database never migrated start, and one at this version or older', async () => {
    await expect(check()).resolves.toBeUndefined();
    await client.exec(JOURNAL);
    await expect(check()).resolves.toBeUndefined();
    await client.query(`insert into drizzle.__drizzle_migrations (hash, created_at) values ('first', 1700000000000)`);
    await expect(check()).resolves.toBeUndefined();
  });

  it('refuses to start on one that holds a migration made after this version, and says what to do', async () => {
    await client.query(`insert into drizzle.__drizzle_migrations (hash, created_at) values ('future', 4102444800000)`);
    await expect(check()).rejects.toThrow(DatabaseTooNewError);
    await expect(check()).rejects.toThrow(/Start that version \(or a later one\)/);
  });
});
