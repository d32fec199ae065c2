import { sql } from 'drizzle-orm';
import { DEFAULT_TIME_ZONE } from '@lineup/contract/constants';
import { rowsOf, type Database, type Transaction } from '#src/db/database.ts';
import { inTenant } from '#src/db/tenancy.ts';
import { LEDGER_TABLES } from '#src/modules/money/ledger-sql.ts';
import { addDays, daysBetween } from './calendar.ts';
import { CustomerPool } from './customer-pool.ts';
import { generateCustomers, type Span } from './customers.ts';
import { ledgerBreaches } from './ledger-checks.ts';
import { planCustomerMoney, planStaffPayments } from './money.ts';
import { createRandom } from './random.ts';
import { scheduleBreaches } from './schedule-checks.ts';
import { planSchedule } from './schedule.ts';
import { createSchool, readCatalogue, removeSchool, seedCatalogue } from './school.ts';
import { generateStaff } from './staff.ts';
import { writeMoney, writePeopleAndSchedule } from './write-history.ts';
import { clock } from '@lineup/contract/clock';

export interface HistoryOptions {
  /** Years of history up to today (default 5). */
  readonly years?: number;
  /** Schools to make (default 1). */
  readonly schools?: number;
  /** A fraction of the full size (default 1: per five years about 50,000 events, 5,000 customers, 40 staff). */
  readonly scale?: number;
  /** The same seed and the same other arguments make the same schools (default "lineup"). */
  readonly seed?: string;
  /** The school's today, YYYY-MM-DD (default: today in its time zone). */
  readonly today?: string;
  /** The Owner accounts' password hash; none leaves them to "forgot your password". */
  readonly passwordHash?: string | null;
  /** Asks the finished school every rule of the schedule and the ledger before it commits (default true). */
  readonly check?: boolean;
  /** Told when each school is done. */
  readonly onSchool?: (school: SchoolHistory) => void;
}

export interface SchoolHistory {
  readonly schoolId: string;
  readonly name: string;
  readonly ownerEmail: string;
  readonly firstDay: string;
  readonly today: string;
  /** Rows made, by table. */
  readonly rows: Readonly<Record<string, number>>;
  readonly milliseconds: number;
  /** Of those, asking the rules; null when not asked. */
  readonly checkMilliseconds: number | null;
}

/** A generated school broke a rule: it is not committed. */
export class HistoryRulesError extends Error {
  override name = 'HistoryRulesError';
}

/** Weeks of lessons booked ahead of today. */
const DAYS_AHEAD = 28;

/** The sizes of a school for the years and the scale: events and customers grow with the years, staff with the scale. */
export function historySize(years: number, scale: number) {
  return {
    events: Math.round(10_000 * years * scale),
    customers: Math.max(20, Math.round(1_000 * years * scale)),
    staff: Math.max(8, Math.round(40 * scale)),
  };
}

const COUNTED = [
  'staff',
  'customers',
  'events',
  'event_customers',
  'event_staff',
  'event_equipment',
  'event_transports',
  ...LEDGER_TABLES,
] as const;

async function countRows(tx: Transaction, schoolId: string): Promise<Record<string, number>> {
  const parts = COUNTED.map(
    (table) =>
      sql`select ${table} as t, count(*)::int as n from ${sql.identifier(table)} where application_id = ${schoolId}`,
  );
  const rows = rowsOf<{ t: string; n: number }>(await tx.execute(sql.join(parts, sql` union all `)));
  return Object.fromEntries(rows.map((row) => [row.t, row.n]));
}

/** The days from `firstDay` to `today`, and `ahead` days booked beyond it. */
export const spanOf = (firstDay: string, today: string, ahead: number): Span => ({
  firstDay,
  today: daysBetween(firstDay, today),
  days: daysBetween(firstDay, today) + ahead,
});

/**
 * Fills a school whose catalogue is there (the demo's places, types, packages…) with the staff,
 * customers, schedule and money of a history over `span`, and asks every rule of the schedule and
 * the ledger when `check` is set (a breach throws, so nothing is committed). Returns how long the
 * rules took, or null when they were not asked.
 */
export async function fillHistory(
  tx: Transaction,
  schoolId: string,
  plan: {
    readonly random: ReturnType<typeof createRandom>;
    readonly size: ReturnType<typeof historySize>;
    readonly span: Span;
    readonly today: string;
    readonly check: boolean;
    /** The school's name, for the message of a breach. */
    readonly name: string;
  },
): Promise<number | null> {
  const { random, size, span, today } = plan;
  const catalogue = await readCatalogue(tx, schoolId);
  const staff = generateStaff(random.fork('staff'), size.staff, addDays(span.firstDay, span.days));
  const customers = generateCustomers(random.fork('customers'), size.customers, span, today);
  const pool = new CustomerPool(customers, span.days);
  const schedule = planSchedule(
    random.fork('schedule'),
    span,
    size.events,
    staff,
    pool,
    catalogue.schedule,
    DEFAULT_TIME_ZONE,
  );
  await writePeopleAndSchedule(tx, schoolId, staff, customers, schedule);
  const money = planCustomerMoney(random.fork('money'), schedule, customers, catalogue.sales, today);
  await writeMoney(tx, schoolId, [money, planStaffPayments(schedule, staff, today)]);
  if (!plan.check) return null;
  const asked = performance.now();
  const breaches = {
    ...(await scheduleBreaches(tx, schoolId)),
    ...(await ledgerBreaches(tx, schoolId, today)),
  };
  const broken = Object.entries(breaches).filter(([, count]) => count > 0);
  if (broken.length > 0) {
    throw new HistoryRulesError(
      `${plan.name} breaks ${broken.map(([rule, count]) => `${rule} (${count})`).join(', ')}: not saved.`,
    );
  }
  return Math.round(performance.now() - asked);
}

/**
 * Makes schools with years of history behind them (the reports issue's "busy school"): staff,
 * customers, a seasonal schedule that keeps the conflict engine's rules, and the money of it by
 * the ledger's rules. Each school is one transaction in the school's own row-level security;
 * only the school and its Owner are made as the platform. Rows go in thousands at a time.
 */
export async function seedHistory(db: Database, options: HistoryOptions = {}): Promise<SchoolHistory[]> {
  const years = options.years ?? 5;
  const scale = options.scale ?? 1;
  const size = historySize(years, scale);
  const made: SchoolHistory[] = [];
  for (let index = 0; index < (options.schools ?? 1); index += 1) {
    const started = performance.now();
    let checkMilliseconds: number | null = null;
    const random = createRandom(`${options.seed ?? 'lineup'}/school ${index + 1}`);
    const school = await createSchool(db, options.passwordHash ?? null);
    const today = options.today ?? clock.today(DEFAULT_TIME_ZONE);
    const firstDay = addDays(today, -Math.round(365.25 * years));
    const span = spanOf(firstDay, today, DAYS_AHEAD);
    const fill = inTenant(db, { schoolId: school.schoolId, accountId: school.ownerId }, async (tx) => {
      await seedCatalogue(tx, school.schoolId);
      checkMilliseconds = await fillHistory(tx, school.schoolId, {
        random,
        size,
        span,
        today,
        check: options.check !== false,
        name: school.name,
      });
      return countRows(tx, school.schoolId);
    });
    // A school whose history was refused (or failed) goes with its Owner, rather than staying empty.
    const rows = await fill.catch(async (error: unknown) => {
      await removeSchool(db, school.schoolId, school.ownerId);
      throw error;
    });
    const history: SchoolHistory = {
      schoolId: school.schoolId,
      name: school.name,
      ownerEmail: school.ownerEmail,
      firstDay,
      today,
      rows,
      milliseconds: Math.round(performance.now() - started),
      checkMilliseconds,
    };
    options.onSchool?.(history);
    made.push(history);
  }
  return made;
}
