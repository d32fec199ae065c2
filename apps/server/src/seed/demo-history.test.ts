import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '#src/db/database.ts';
import { asPlatform } from '#src/db/tenancy.ts';
import { signInAs } from '#src/testing/sign-in.ts';
import { createTestApp, type TestApp } from '#src/testing/test-app.ts';
import { DEMO_DAYS } from './demo-events.ts';
import { seedDemoSchool } from './demo-school.ts';
import { addDays } from './history/calendar.ts';
import { ledgerBreaches } from './history/ledger-checks.ts';
import { scheduleBreaches } from './history/schedule-checks.ts';
import { clock } from '@lineup/contract/clock';

interface Report {
  rows: { key: string; values: Record<string, number> }[];
  totals: Record<string, number>;
}

describe('the demo school’s past year', () => {
  let t: TestApp;
  let schoolId = '';
  const today = clock.today('Europe/Lisbon');
  const ownWeeks = addDays(today, DEMO_DAYS.from);

  beforeAll(async () => {
    t = await createTestApp({ config: { RATE_LIMIT_MAX: '1000000' } });
    await seedDemoSchool(t.database.db, t.config, t.app.log);
    schoolId = await asPlatform(t.database.db, async (tx) => {
      const [school] = rowsOf<{ id: string }>(await tx.execute(sql`select id from applications limit 1`));
      return school?.id ?? '';
    });
  });
  afterAll(() => t.close());

  it('keeps every rule of the schedule and the ledger across the whole school, its own weeks and its year', async () => {
    const breaches = await asPlatform(t.database.db, async (tx) => ({
      ...(await scheduleBreaches(tx, schoolId)),
      // Every grant lapsed before today has its expiry written, whichever day the school was made on.
      ...(await ledgerBreaches(tx, schoolId, today)),
    }));
    // Inês's lifeguard licence lapses on purpose in the demo's own weeks (demo-events.test.ts): a
    // warning its lessons went past, the one breach there is.
    const { certification_expired: lapsed, ...rules } = breaches;
    expect(Object.entries(rules).filter(([, count]) => count > 0)).toEqual([]);
    const [inOwnWeeks] = await asPlatform(t.database.db, async (tx) =>
      rowsOf<{ n: number }>(
        await tx.execute(sql`
          select count(*)::int as n from event_staff es
          join events e on e.application_id = es.application_id and e.id = es.event_id
          join staff s on s.application_id = es.application_id and s.id = es.staff_id
          where es.application_id = ${schoolId} and s.name = 'Inês Carvalho' and e.status = 'scheduled'
            and (e.starts_at at time zone 'Europe/Lisbon')::date >= ${ownWeeks}::date`),
      ),
    );
    expect(lapsed).toBeLessThanOrEqual(inOwnWeeks?.n ?? 0);
  });

  it('runs a year up to the day before the demo’s own four weeks, a lighter school than a busy one', async () => {
    const [span] = await asPlatform(t.database.db, async (tx) =>
      rowsOf<{ before: number; first: string; last: string }>(
        await tx.execute(sql`
          select count(*)::int as before,
            min((starts_at at time zone 'Europe/Lisbon')::date)::text as first,
            max((starts_at at time zone 'Europe/Lisbon')::date)::text as last
          from events where application_id = ${schoolId}
            and (starts_at at time zone 'Europe/Lisbon')::date < ${ownWeeks}::date`),
      ),
    );
    expect(span!.last < ownWeeks).toBe(true);
    expect(span!.first <= addDays(ownWeeks, -360)).toBe(true);
    expect(span!.before).toBeGreaterThan(300);
    expect(span!.before).toBeLessThan(800);
  });

  it('gives the dashboard a year to show: revenue in most months and staff with pay', async () => {
    const owner = await signInAs(t.app, 'owner@demo.lineup.surf', 'lineup-demo-owner');
    const report = async (name: string, query = '') =>
      (await owner.call('GET', `/api/v1/reports/${name}${query}`)).json<Report>();
    const monthly = await report('monthly-performance');
    const months = monthly.rows.filter((row) => (row.values.revenueCents ?? 0) > 0);
    expect(months.length).toBeGreaterThanOrEqual(10);
    const staff = await report('staff-performance');
    expect(staff.rows.length).toBeGreaterThan(5);
  });
});
