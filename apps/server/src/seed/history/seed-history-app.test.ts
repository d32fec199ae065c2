import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_TIME_ZONE } from '@lineup/contract/constants';
import { customerInputSchema } from '@lineup/contract/customers';
import type { CustomerAccount } from '@lineup/contract/money';
import type { Report, ReportName } from '@lineup/contract/reports';
import { staffInputSchema } from '@lineup/contract/staff';
import { hashPassword } from '#src/auth/password.ts';
import { rowsOf } from '#src/db/database.ts';
import { customers, staff } from '#src/db/schema/index.ts';
import { inTenant } from '#src/db/tenancy.ts';
import { signInAs } from '#src/testing/sign-in.ts';
import { createTestApp, type TestApp } from '#src/testing/test-app.ts';
import { addDays } from './calendar.ts';
import { seedHistory, type SchoolHistory } from './seed-history.ts';
import { clock } from '@lineup/contract/clock';

const PASSWORD = 'history-owner-test';

describe('a generated history, as the app reads it', () => {
  let t: TestApp;
  let school: SchoolHistory;
  let owner: Awaited<ReturnType<typeof signInAs>>;
  const today = clock.today(DEFAULT_TIME_ZONE);

  const inSchool = <T>(work: Parameters<typeof inTenant<T>>[2]) =>
    inTenant(t.database.db, { schoolId: school.schoolId, accountId: null }, work);
  const report = async (name: ReportName, query: string) => {
    const answer = await owner.call('GET', `/api/v1/reports/${name}${query}`);
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json<Report>();
  };

  beforeAll(async () => {
    t = await createTestApp({ config: { RATE_LIMIT_MAX: '1000000' } });
    const passwordHash = await hashPassword(PASSWORD, 10);
    school = (await seedHistory(t.database.db, { years: 2, scale: 0.03, seed: 'app test', today, passwordHash }))[0]!;
    owner = await signInAs(t.app, school.ownerEmail, PASSWORD);
  }, 120_000);
  afterAll(() => t.close());

  it('keeps records the app itself would accept: phones in E.164, countries by ISO code, staff with valid hours', async () => {
    const { people, team } = await inSchool(async (tx) => ({
      people: await tx.select().from(customers),
      team: await tx.select().from(staff),
    }));
    for (const person of people) {
      const parsed = customerInputSchema.safeParse(person);
      expect(parsed.error?.issues, person.name).toBeUndefined();
    }
    for (const member of team) {
      const parsed = staffInputSchema.safeParse(member);
      expect(parsed.error?.issues, member.name).toBeUndefined();
    }
    expect(new Set(people.map((person) => person.country)).size).toBeGreaterThanOrEqual(10);
    expect(
      people.filter((person) => person.phone !== '').every((person) => /^\+[1-9]\d{6,14}$/.test(person.phone)),
    ).toBe(true);
  });

  it('answers every year of the history in the reports, the figures matching the rows', async () => {
    // A history that begins on 31 December has a day of that year: its first year is the next.
    const firstYear = Number(addDays(school.firstDay, 30).slice(0, 4));
    const lastYear = Number(today.slice(0, 4));
    for (let year = firstYear; year <= lastYear; year += 1) {
      const monthly = await report('monthly-performance', `?year=${year}`);
      expect(monthly.rows.length, `${year}`).toBeGreaterThan(0);
      const [counted] = await inSchool(async (tx) =>
        rowsOf<{ events: number }>(
          await tx.execute(sql`select count(*)::int as events from events where application_id = ${school.schoolId}
            and status = 'scheduled' and extract(year from starts_at at time zone ${DEFAULT_TIME_ZONE}) = ${year}`),
        ),
      );
      expect(monthly.totals.events, `${year}`).toBe(counted!.events);
      expect((await report('daily-usage', `?year=${year}`)).rows.length, `${year}`).toBeGreaterThan(0);
    }
    // The year of a month ago: on 1 January this year has no ended lesson yet.
    const year = `?year=${addDays(today, -30).slice(0, 4)}`;
    expect((await report('staff-performance', year)).rows.length).toBeGreaterThan(3);
    expect((await report('staff-payments', year)).totals.paidCents).toBeGreaterThan(0);
    expect((await report('package-utilisation', year)).totals.creditsUsed).toBeGreaterThan(0);
    expect((await report('package-distribution', year)).rows.length).toBeGreaterThan(1);
    expect((await report('services-distribution', year)).rows.length).toBeGreaterThan(1);
    expect((await report('revenue-trends', year)).totals.thisYearCents).toBeGreaterThan(0);
    expect((await report('outstanding-payments', '')).rows.length).toBeGreaterThan(0);
    expect((await report('countries', '')).rows.length).toBeGreaterThanOrEqual(10);
  });

  it('shows each customer an account that adds up, and reading it writes no expiry the history left out', async () => {
    const countEntries = () =>
      inSchool(async (tx) =>
        rowsOf<{ n: number }>(await tx.execute(sql`select count(*)::int as n from credit_entries`)),
      );
    const before = await countEntries();
    const people = await inSchool(async (tx) =>
      tx.select({ id: customers.id }).from(customers).orderBy(customers.name),
    );
    let lessons = 0;
    for (const { id } of people) {
      const answer = await owner.call('GET', `/api/v1/customers/${id}/account`);
      expect(answer.statusCode, answer.body).toBe(200);
      const account = answer.json<CustomerAccount>();
      expect(account.owedCents - account.onAccountCents).toBe(account.balanceCents);
      expect(account.grants.every((grant) => grant.remaining >= 0)).toBe(true);
      const billed = account.lessons.filter(
        (lesson) =>
          lesson.status === 'scheduled' && (lesson.attendance === 'attended' || lesson.attendance === 'no_show'),
      );
      lessons += billed.length;
      expect(billed.filter((lesson) => lesson.paidWith !== 'credits' && lesson.paidWith !== 'charge')).toEqual([]);
    }
    expect(lessons).toBeGreaterThan(500);
    expect(await countEntries()).toEqual(before);
  }, 120_000);
});
