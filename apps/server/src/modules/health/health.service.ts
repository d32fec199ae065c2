import { sql } from 'drizzle-orm';
import type { Health } from '@lineup/contract/health';
import type { DatabaseHandle } from '#src/db/database.ts';
import { KNOWN_MIGRATIONS, readMigrationLevel } from '#src/db/migrations.ts';
import { asPlatform } from '#src/db/tenancy.ts';
import { VERSION } from '#src/lib/version.ts';

const PING_TIMEOUT_MS = 2_000;

export interface HealthProbe {
  /** Liveness: the process answers. Read once at start, so it costs no database work. */
  readonly live: Health;
  /** Readiness: the database answers a ping within two seconds. */
  ready(): Promise<{ readonly ok: boolean; readonly health: Health }>;
}

/** Migrations are applied before the server listens, so their level is read once, at start. */
export async function createHealthProbe(database: DatabaseHandle): Promise<HealthProbe> {
  const migrations = await asPlatform(database.db, (tx) => readMigrationLevel(tx));
  const live: Health = {
    status: migrations.applied === KNOWN_MIGRATIONS ? 'ok' : 'degraded',
    version: VERSION,
    database: { driver: database.driver, migrations },
  };
  const degraded: Health = { ...live, status: 'degraded' };
  return {
    live,
    async ready() {
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<false>((resolve) => {
        timer = setTimeout(() => resolve(false), PING_TIMEOUT_MS);
      });
      const ping = database.db.execute(sql`select 1`).then(
        () => true,
        () => false,
      );
      const ok = await Promise.race([ping, timeout]);
      clearTimeout(timer);
      return ok ? { ok: true, health: live } : { ok: false, health: degraded };
    },
  };
}
