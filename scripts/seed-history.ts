import { parseArgs } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { hashPassword } from '../apps/server/src/auth/password.ts';
import { ConfigError, loadConfig, type Config } from '../apps/server/src/config.ts';
import { DataDirLockedError, lockDataDir } from '../apps/server/src/db/data-dir-lock.ts';
import type { DatabaseHandle } from '../apps/server/src/db/database.ts';
import { DatabaseRoleError, DatabaseUnreachableError, withUser } from '../apps/server/src/db/connection.ts';
import { openDatabase } from '../apps/server/src/db/open-database.ts';
import { DEFAULT_TIME_ZONE } from '@lineup/contract/constants';
import { PGLITE_START_PARAMS } from '../apps/server/src/db/pglite-setup.ts';
import { HistoryRulesError, seedHistory, type SchoolHistory } from '../apps/server/src/seed/history/seed-history.ts';
import { clock } from '@lineup/contract/clock';

// `npm run seed:history -- --years 5 --schools 1 [--scale 0.1] [--seed lineup] [--today YYYY-MM-DD] [--no-check]`:
// adds schools with years of lessons, customers and money to the database `npm start` uses; each is
// asked every rule of the schedule and the ledger before it is committed, unless --no-check.

/** Every history school's Owner signs in with this password (the e-mail is printed per school). */
const OWNER_PASSWORD = 'lineup-history-owner';

const USAGE =
  'Usage: npm run seed:history -- [--years 5] [--schools 1] [--scale 1] [--seed lineup] [--today YYYY-MM-DD] [--no-check]';

class UsageError extends Error {}

function numberArg(
  value: string | undefined,
  name: string,
  fallback: number,
  min: number,
  max: number,
  integer: boolean,
) {
  if (value === undefined) return fallback;
  const parsed = Number(value);
  if (!Number.isFinite(parsed) || parsed < min || parsed > max || (integer && !Number.isInteger(parsed))) {
    throw new UsageError(
      `--${name} must be ${integer ? 'a whole number' : 'a number'} from ${min} to ${max}, not "${value}".`,
    );
  }
  return parsed;
}

function parsed() {
  try {
    return parseArgs({
      options: {
        years: { type: 'string' },
        schools: { type: 'string' },
        scale: { type: 'string' },
        seed: { type: 'string' },
        today: { type: 'string' },
        'no-check': { type: 'boolean' },
        help: { type: 'boolean' },
      },
    }).values;
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
}

function readArgs() {
  const values = parsed();
  if (values.help) {
    console.log(USAGE);
    process.exit(0);
  }
  if (values.today !== undefined) {
    const day = new Date(`${values.today}T00:00:00Z`);
    const real = !Number.isNaN(day.getTime()) && day.toISOString().slice(0, 10) === values.today;
    if (!real) throw new UsageError(`--today must be a day as YYYY-MM-DD, not "${values.today}".`);
    // Waivers, payments and attendance are history: none of it can come after the real today.
    if (values.today > clock.today(DEFAULT_TIME_ZONE)) throw new UsageError(`--today cannot be after today.`);
  }
  return {
    years: numberArg(values.years, 'years', 5, 1, 30, true),
    schools: numberArg(values.schools, 'schools', 1, 1, 10_000, true),
    scale: numberArg(values.scale, 'scale', 1, 0.001, 10, false),
    seed: values.seed ?? 'lineup',
    check: !values['no-check'],
    ...(values.today ? { today: values.today } : {}),
  };
}

/** The database `npm start` opens: PostgreSQL with DATABASE_URL, else PGlite in DATA_DIR under its lock. */
async function openConfigured(
  config: Config,
): Promise<{ database: DatabaseHandle; unlock: () => void; where: string }> {
  if (config.DATABASE_URL) {
    const database = await openDatabase({
      driver: 'postgres',
      url: config.DATABASE_URL,
      migrationUrl: config.MIGRATION_DATABASE_URL ?? withUser(config.DATABASE_URL, 'postgres'),
      poolSize: 2,
    });
    const { host, pathname } = new URL(config.DATABASE_URL);
    return { database, unlock: () => undefined, where: `PostgreSQL ${host}${pathname}` };
  }
  const unlock = lockDataDir(config.DATA_DIR);
  try {
    const database = await openDatabase({ driver: 'pglite', dataDir: config.DATA_DIR });
    return { database, unlock, where: `PGlite ${config.DATA_DIR}` };
  } catch (error) {
    unlock();
    throw error;
  }
}

/**
 * Gives the planner the new rows' statistics, as the database's owner (the app's role may not):
 * PGlite runs no autovacuum, and PostgreSQL's would come only after a while; until then the
 * reports and the calendar would be planned for empty tables.
 */
async function analyze(config: Config): Promise<void> {
  if (config.DATABASE_URL) {
    const owner = new pg.Client({
      connectionString: config.MIGRATION_DATABASE_URL ?? withUser(config.DATABASE_URL, 'postgres'),
    });
    await owner.connect();
    try {
      await owner.query('ANALYZE');
    } finally {
      await owner.end();
    }
    return;
  }
  const client = await PGlite.create({ dataDir: config.DATA_DIR, startParams: [...PGLITE_START_PARAMS] });
  try {
    await client.exec('ANALYZE');
  } finally {
    await client.close();
  }
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

function report(school: SchoolHistory): void {
  const rows = Object.entries(school.rows)
    .map(([table, count]) => `  ${table.padEnd(20)} ${String(count).padStart(9)}`)
    .join('\n');
  const total = Object.values(school.rows).reduce((sum, count) => sum + count, 0);
  const asked =
    school.checkMilliseconds === null ? '' : `, every rule kept (asked in ${seconds(school.checkMilliseconds)})`;
  console.log(
    `\n${school.name}: ${school.firstDay} to ${school.today} and the weeks ahead, in ${seconds(school.milliseconds)}${asked}` +
      `\n  Owner: ${school.ownerEmail} / ${OWNER_PASSWORD}\n${rows}\n  ${'rows'.padEnd(20)} ${String(total).padStart(9)}`,
  );
}

async function main(): Promise<void> {
  const config = loadConfig(process.env);
  // The day the history ends on, when not given, is the school's today on the one clock.
  if (config.LINEUP_CLOCK) clock.set(config.LINEUP_CLOCK);
  const args = readArgs();
  const started = performance.now();
  const { database, unlock, where } = await openConfigured(config);
  let open = true;
  try {
    console.log(
      `Seeding ${args.schools} school(s) with ${args.years} year(s) of history at scale ${args.scale} into ${where}…`,
    );
    const passwordHash = await hashPassword(OWNER_PASSWORD, config.PASSWORD_HASH_COST);
    const schools = await seedHistory(database.db, { ...args, passwordHash, onSchool: report });
    await database.close();
    open = false;
    const analysed = performance.now();
    await analyze(config);
    console.log(
      `\n${schools.length} school(s) in ${seconds(performance.now() - started)}, migrations and ANALYZE ` +
        `(${seconds(performance.now() - analysed)}) included.`,
    );
  } finally {
    if (open) await database.close();
    unlock();
  }
}

main().catch((error: unknown) => {
  if (
    error instanceof UsageError ||
    error instanceof HistoryRulesError ||
    error instanceof ConfigError ||
    error instanceof DataDirLockedError ||
    error instanceof DatabaseUnreachableError ||
    error instanceof DatabaseRoleError
  ) {
    console.error(
      `\nThe history was not seeded.\n${error.message}\n${error instanceof UsageError ? `${USAGE}\n` : ''}`,
    );
  } else {
    console.error('\nThe history was not seeded:', error);
  }
  process.exit(1);
});
