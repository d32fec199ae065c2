import { eq, sql } from 'drizzle-orm';
import { rowsOf, type Transaction } from '#src/db/database.ts';
import { applications } from '#src/db/schema/index.ts';
import { DEMO_DAYS } from './demo-events.ts';
import { addDays } from './history/calendar.ts';
import { createRandom } from './history/random.ts';
import { fillHistory, historySize, spanOf } from './history/seed-history.ts';
import { expireCredits } from '#src/modules/money/ledger.ts';
import { clock } from '@lineup/contract/clock';

/**
 * The demo school's past year at a twentieth of a busy school's size: about 500 lessons and
 * events, 50 customers and 8 more staff, with their sales, payments and pay, in seasons. It ends
 * the day before the demo's own four weeks begin, so the two never share a day, and it is the
 * same on every first start of the same day. The reports and the dashboard have a year to show.
 */
export const DEMO_HISTORY = { years: 1, scale: 0.05, seed: 'lineup/demo' } as const;

/**
 * Gives the demo school its lighter history, in the seeding transaction, after its catalogue.
 * `check` asks every rule of the schedule and the ledger of the whole school (the tests do; a
 * first start does not spend the time).
 */
export async function seedDemoHistory(tx: Transaction, schoolId: string, check = false): Promise<void> {
  const [school] = await tx
    .select({ name: applications.name, timeZone: applications.timezone })
    .from(applications)
    .where(eq(applications.id, schoolId));
  const today = clock.today(school?.timeZone ?? 'Europe/Lisbon');
  const lastDay = addDays(today, DEMO_DAYS.from - 1);
  const firstDay = addDays(lastDay, -Math.round(365.25 * DEMO_HISTORY.years));
  await fillHistory(tx, schoolId, {
    random: createRandom(`${DEMO_HISTORY.seed}/${lastDay}`),
    size: historySize(DEMO_HISTORY.years, DEMO_HISTORY.scale),
    span: spanOf(firstDay, lastDay, 0),
    today: lastDay,
    check,
    name: school?.name ?? schoolId,
  });
  await expireLapsedSince(tx, schoolId, today);
}

/**
 * The history ends before the demo's own weeks, and writes the expiry of what its grants left up
 * to its own last day; a grant that lapsed between then and today has its expiry written here, as
 * reading the customer's account would, so the school keeps every rule of the ledger the day it
 * is made.
 */
async function expireLapsedSince(tx: Transaction, schoolId: string, today: string): Promise<void> {
  const lapsed = rowsOf<{ customer_id: string }>(
    await tx.execute(sql`select distinct g.customer_id from credit_entries g
      where g.application_id = ${schoolId} and g.kind = 'grant' and g.expires_on < ${today}::date`),
  );
  for (const { customer_id: customerId } of lapsed) await expireCredits(tx, schoolId, customerId, today);
}
