import type { Health } from '@lineup/contract/health';
import type { DatabaseHandle } from '#src/db/database.ts';
import { KNOWN_MIGRATIONS, readMigrationLevel } from '#src/db/migrations.ts';
import { asPlatform } from '#src/db/tenancy.ts';
import { VERSION } from '#src/lib/version.ts';

export async function readHealth(database: DatabaseHandle): Promise<Health> {
  const migrations = await asPlatform(database.db, (tx) => readMigrationLevel(tx));
  return {
    status: migrations.applied === KNOWN_MIGRATIONS ? 'ok' : 'degraded',
    version: VERSION,
    database: { driver: database.driver, migrations },
  };
}
