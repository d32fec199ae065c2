import { sql } from 'drizzle-orm';
import { DEFAULT_TIME_ZONE } from '@lineup/contract/constants';
import { rowsOf, type Database, type Transaction } from '#src/db/database.ts';
import { inTenant } from '#src/db/tenancy.ts';
import { addDays, daysBetween, todayIn } from './calendar.ts';
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
  'sales',
  'sale_cancellations',
  'charges',
  'credit_entries',
  'payments',
  'payment_allocations',
  'staff_payments',
] as const;

async function countRows(tx: Transaction, schoolId: string): Promise<Record<string, number>> {
  const parts = COUNTED.map(
    (table) =>
      sql`select ${table} as t, count(*)::int as n from ${sql.identifier(table)} where application_id = ${schoolId}`,
  );
  const rows = rowsOf<{ t: string; n: number }>(await tx.execute(sql.join(parts, sql` union all `)));
  return Object.fromEntries(rows.map((row) => [row.t, row.n]));
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
    const today = options.today ?? todayIn(DEFAULT_TIME_ZONE);
    const firstDay = addDays(today, -Math.round(365.25 * years));
    const span: Span = {
      firstDay,
      today: daysBetween(firstDay, today),
      days: daysBetween(firstDay, today) + DAYS_AHEAD,
    };
    const fill = inTenant(db, { schoolId: school.schoolId, accountId: school.ownerId }, async (tx) => {
      await seedCatalogue(tx, school.schoolId);
      const catalogue = await readCatalogue(tx, school.schoolId);
      const staff = generateStaff(random.fork('staff'), size.staff, addDays(firstDay, span.days));
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
      await writePeopleAndSchedule(tx, school.schoolId, staff, customers, schedule);
      const money = planCustomerMoney(random.fork('money'), schedule, customers, catalogue.sales, today);
      await writeMoney(tx, school.schoolId, [money, planStaffPayments(schedule, staff, today)]);
      if (options.check !== false) {
        const asked = performance.now();
        const breaches = {
          ...(await scheduleBreaches(tx, school.schoolId)),
          ...(await ledgerBreaches(tx, school.schoolId, today)),
        };
        const broken = Object.entries(breaches).filter(([, count]) => count > 0);
        if (broken.length > 0) {
          throw new HistoryRulesError(
            `${school.name} breaks ${broken.map(([rule, count]) => `${rule} (${count})`).join(', ')}: not saved.`,
          );
        }
        checkMilliseconds = Math.round(performance.now() - asked);
      }
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
