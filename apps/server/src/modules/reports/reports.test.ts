import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Event } from '@lineup/contract/events';
import type { CustomerAccount } from '@lineup/contract/money';
import {
  ADVANCED_REPORTS,
  REPORTS,
  isAdvancedReport,
  type AnyReportName,
  type Report,
  type ReportTrace,
} from '@lineup/contract/reports';
import { customers, eventTypes, packages, places, services, staff } from '#src/db/schema/index.ts';
import { asPlatform } from '#src/db/tenancy.ts';
import { groupLessonType, lesson } from '#src/modules/events/events.fixture.ts';
import { ok } from '#src/testing/answers.ts';
import { twoSchools } from '#src/testing/schools.ts';
import { createTestApp, type TestApp } from '#src/testing/test-app.ts';
import { clock } from '@lineup/contract/clock';

type Schools = Awaited<ReturnType<typeof twoSchools>>;

/**
 * A small school with figures worked out by hand: two years of lessons, sales, payments and staff
 * pay. Every report is held to them, and every row to the sum of the records behind it.
 */
describe('reports: figures from the schedule and the ledger, each traced to its rows', () => {
  let t: TestApp;
  let s: Schools;
  const id: Record<string, string> = {};

  const pathOf = (name: AnyReportName) => `/api/v1/${isAdvancedReport(name) ? 'advanced-reports' : 'reports'}/${name}`;
  const report = async (name: AnyReportName, query = '?year=2025') =>
    ok<Report>(await s.owner.call('GET', `${pathOf(name)}${query}`));
  const row = (answer: Report, key: string) => answer.rows.find((candidate) => candidate.key === key)?.values;

  beforeAll(async () => {
    // The school's lessons are in 2024 and 2025, and "this year" is the one after: the file runs in 2026.
    clock.set('2026-06-15T10:00:00Z');
    t = await createTestApp({ config: { RATE_LIMIT_MAX: '1000000' } });
    s = await twoSchools(t);
    await asPlatform(t.database.db, async (tx) => {
      const a = s.schoolA;
      const [type] = await tx.insert(eventTypes).values(groupLessonType(a)).returning({ id: eventTypes.id });
      id.group = type!.id;
      const [beach] = await tx
        .insert(places)
        .values({ applicationId: a, name: 'Beach', type: 'beach', country: 'PT', latitude: 38.7, longitude: -9.3 })
        .returning({ id: places.id });
      id.beach = beach!.id;
      const people = await tx
        .insert(customers)
        .values([
          { applicationId: a, name: 'Ana', country: 'PT' },
          { applicationId: a, name: 'Bea', country: 'PT' },
          { applicationId: a, name: 'Caio', country: 'BR' },
          { applicationId: a, name: 'Duda' },
        ])
        .returning({ id: customers.id });
      for (const [index, name] of ['ana', 'bea', 'caio', 'duda'].entries()) id[name] = people[index]!.id;
      const team = await tx
        .insert(staff)
        .values([
          { applicationId: a, name: 'Rita', functions: ['instructor'], payPerLessonCents: 2500 },
          { applicationId: a, name: 'Zé', functions: ['instructor'], payPerLessonCents: 3000 },
        ])
        .returning({ id: staff.id });
      id.rita = team[0]!.id;
      id.ze = team[1]!.id;
      const [five] = await tx
        .insert(packages)
        .values({
          applicationId: a,
          name: 'Five',
          lessonTypeId: id.group,
          credits: 5,
          priceCents: 15000,
          validityDays: 365,
        })
        .returning({ id: packages.id });
      id.five = five!.id;
      const [photos] = await tx
        .insert(services)
        .values({ applicationId: a, name: 'Photos', priceCents: 2000 })
        .returning({ id: services.id });
      id.photos = photos!.id;
    });

    const call = (method: 'GET' | 'POST' | 'PUT', path: string, body?: object, status = 200) =>
      s.manager.call(method, path, body).then((answer) => ok<never>(answer, status));
    const sell = (customer: string, body: object) =>
      call('POST', `/api/v1/customers/${id[customer]}/sales`, body, 201) as Promise<CustomerAccount>;
    await sell('ana', { kind: 'package', productId: id.five, soldOn: '2025-07-01' });
    await sell('bea', { kind: 'service', productId: id.photos, quantity: 2, soldOn: '2025-07-10' });
    await sell('duda', { kind: 'service', productId: id.photos, soldOn: '2024-03-01' });
    const caio = await sell('caio', { kind: 'package', productId: id.five, soldOn: '2025-08-20' });
    await call('POST', `/api/v1/sales/${caio.sales[0]!.id}/cancellation`, { reason: 'Wrong customer' }, 201);

    async function plan(startsAt: string, instructor: string, people: Record<string, string>, cancel = false) {
      const event = (await call('POST', '/api/v1/events', lesson(id.group!, id.beach!, { startsAt }), 201)) as Event;
      await call('POST', `/api/v1/events/${event.id}/staff`, {
        staffId: id[instructor],
        role: 'instructor',
        override: true,
      });
      for (const [customer, attendance] of Object.entries(people)) {
        await call('POST', `/api/v1/events/${event.id}/customers`, { customerId: id[customer] });
        if (attendance !== 'booked') {
          await call('PUT', `/api/v1/events/${event.id}/customers/${id[customer]}/attendance`, { attendance });
        }
      }
      if (cancel) await call('POST', `/api/v1/events/${event.id}/cancel`, { reason: 'Storm' });
      return event;
    }
    await plan('2025-07-10T09:00:00Z', 'rita', { ana: 'attended', bea: 'no_show' });
    await plan('2025-07-10T14:00:00Z', 'rita', { caio: 'attended' });
    await plan('2025-08-02T09:00:00Z', 'ze', { ana: 'attended' });
    await plan('2024-07-15T09:00:00Z', 'rita', { bea: 'attended' });
    await plan('2025-07-11T09:00:00Z', 'rita', { ana: 'booked' }, true);

    const pay = (customer: string, amountCents: number, paidOn: string) =>
      call('POST', `/api/v1/customers/${id[customer]}/payments`, { amountCents, method: 'cash', paidOn }, 201);
    await pay('ana', 15000, '2025-07-02');
    await pay('bea', 3000, '2024-07-20');
    await pay('bea', 1000, '2025-08-05');
    await call(
      'POST',
      `/api/v1/staff/${id.rita}/payments`,
      { amountCents: 2500, method: 'transfer', paidOn: '2025-07-31', note: 'July' },
      201,
    );
  });
  afterAll(() => t?.close());

  it('counts the events and customers of each day, cancelled events left out', async () => {
    const usage = await report('daily-usage');
    expect(usage.rows.map((r) => [r.key, r.values])).toEqual([
      ['2025-07-10', { events: 2, customers: 3 }],
      ['2025-08-02', { events: 1, customers: 1 }],
    ]);
    expect(usage.totals).toEqual({ events: 3, customers: 4 });
    expect((await report('daily-usage', '?year=2025&month=8')).totals).toEqual({ events: 1, customers: 1 });
    expect((await report('daily-usage', '')).totals).toEqual({ events: 4, customers: 5 });
  });

  it('weighs packages and services by what was sold and used, a cancelled sale left out', async () => {
    expect(row(await report('package-utilisation'), id.five!)).toEqual({ sold: 1, creditsGranted: 5, creditsUsed: 2 });
    expect(row(await report('package-distribution'), id.five!)).toEqual({ sold: 1, totalCents: 15000 });
    expect(row(await report('services-distribution'), id.photos!)).toEqual({ sold: 2, totalCents: 4000 });
    expect(row(await report('services-distribution', ''), id.photos!)).toEqual({ sold: 3, totalCents: 6000 });
  });

  it('gives each instructor their lessons, customers, attendance and the value taught, and their pay', async () => {
    const performance = await report('staff-performance');
    expect(row(performance, id.rita!)).toEqual({
      lessons: 2,
      customers: 3,
      attended: 2,
      noShows: 1,
      attendanceRate: 2 / 3,
      valueCents: 7000,
    });
    expect(row(performance, id.ze!)).toMatchObject({ lessons: 1, attendanceRate: 1, valueCents: 3500 });
    const payments = await report('staff-payments');
    expect(row(payments, id.rita!)).toEqual({ earnedCents: 5000, paidCents: 2500, dueCents: 2500 });
    expect(row(payments, id.ze!)).toEqual({ earnedCents: 3000, paidCents: 0, dueCents: 3000 });
  });

  it('lists what is still owed, and compares each month’s payments with the year before', async () => {
    const outstanding = await report('outstanding-payments');
    // Three open charges of 35.00, the largest first: a tie in no particular order.
    expect(outstanding.rows.map((r) => r.label.replace(/\s/g, ' ')).sort()).toEqual([
      'Bea · Morning lesson',
      'Bea · Photos × 2',
      'Caio · Morning lesson',
    ]);
    expect(outstanding.rows.every((r) => r.values.amountCents === 3500)).toBe(true);
    expect(outstanding.totals).toEqual({ amountCents: 10500 });
    const trends = await report('revenue-trends');
    expect(trends.rows).toHaveLength(12);
    expect(row(trends, '7')).toEqual({ thisYearCents: 15000, lastYearCents: 3000 });
    expect(row(trends, '8')).toEqual({ thisYearCents: 1000, lastYearCents: 0 });
    expect(trends.totals).toEqual({ thisYearCents: 16000, lastYearCents: 3000 });
    const monthly = await report('monthly-performance');
    expect(monthly.rows.map((r) => [r.key, r.values])).toEqual([
      ['2025-07', { events: 2, customers: 3, revenueCents: 15000 }],
      ['2025-08', { events: 1, customers: 1, revenueCents: 1000 }],
    ]);
  });

  it('counts customers by country: those who came in the period, or all of them', async () => {
    expect((await report('countries')).rows.map((r) => [r.key, r.values.customers])).toEqual([
      ['PT', 2],
      ['BR', 1],
    ]);
    expect((await report('countries', '')).rows.map((r) => [r.key, r.values.customers])).toEqual([
      ['PT', 2],
      ['BR', 1],
      ['none', 1],
    ]);
  });

  it('compares the period with the one before it, per place and per type', async () => {
    // 2025 against 2024: three lessons (three attended at 35.00) against one.
    const year = {
      events: 3,
      eventsBefore: 1,
      customers: 4,
      customersBefore: 1,
      valueCents: 10500,
      valueCentsBefore: 3500,
    };
    expect(row(await report('place-comparison'), id.beach!)).toEqual(year);
    expect(row(await report('type-comparison'), id.group!)).toEqual(year);
    // August 2025 against July 2025; July against a June with nothing.
    expect(row(await report('place-comparison', '?year=2025&month=8'), id.beach!)).toEqual({
      events: 1,
      eventsBefore: 2,
      customers: 1,
      customersBefore: 3,
      valueCents: 3500,
      valueCentsBefore: 7000,
    });
    expect(row(await report('type-comparison', '?year=2025&month=7'), id.group!)).toMatchObject({
      events: 2,
      eventsBefore: 0,
      valueCentsBefore: 0,
    });
    // A month of every year: this year's against last year's (nothing this year in this school).
    const july = await report('place-comparison', '?month=7');
    expect(july.rows.every((r) => r.values.events === 0)).toBe(true);
    // Without a period: this year against the last.
    expect((await report('place-comparison', '')).totals).toMatchObject({ events: 0, eventsBefore: 3 });
  });

  it('traces every row of every report to records whose figures sum to the row’s', async () => {
    for (const name of [...REPORTS, ...ADVANCED_REPORTS]) {
      for (const query of ['?year=2025', '', '?year=2025&month=8']) {
        const answer = await report(name, query);
        // A year and all years have rows in every report; a month may have none in some.
        if (!query.includes('month')) expect(answer.rows.length, name).toBeGreaterThan(0);
        const additive = answer.measures.filter((m) => m.kind === 'count' || m.kind === 'cents').map((m) => m.key);
        for (const each of answer.rows) {
          const separator = query ? '&' : '?';
          const trace = ok<ReportTrace>(
            await s.owner.call('GET', `${pathOf(name)}/rows${query}${separator}key=${encodeURIComponent(each.key)}`),
          );
          for (const item of trace.items) {
            // A sale, a payment or a charge names its customer, whose page shows it.
            const owned = item.kind === 'sale' || item.kind === 'payment' || item.kind === 'charge';
            expect(item.customerId !== null, `${name} ${item.kind}`).toBe(owned);
          }
          for (const key of additive) {
            const sum = trace.items.reduce((total, item) => total + (item.values[key] ?? 0), 0);
            expect(sum, `${name} ${each.key} ${key}`).toBe(each.values[key]);
          }
        }
      }
    }
  });

  it('keeps reports to those with view_reports and to their own school', async () => {
    expect((await s.manager.call('GET', '/api/v1/reports/daily-usage')).statusCode).toBe(403);
    expect((await s.staff.call('GET', '/api/v1/reports/countries')).statusCode).toBe(403);
    expect(ok<Report>(await s.other.call('GET', '/api/v1/reports/daily-usage')).rows).toEqual([]);
    expect((await s.owner.call('GET', '/api/v1/reports/unknown')).statusCode).toBe(400);
    expect((await s.owner.call('GET', '/api/v1/reports/daily-usage?year=2014')).statusCode).toBe(400);
    // The comparisons need view_advanced_reports; a basic report's name is not one of them.
    expect((await s.manager.call('GET', '/api/v1/advanced-reports/place-comparison')).statusCode).toBe(403);
    expect((await s.staff.call('GET', '/api/v1/advanced-reports/type-comparison')).statusCode).toBe(403);
    expect(ok<Report>(await s.other.call('GET', '/api/v1/advanced-reports/place-comparison?year=2025')).rows).toEqual(
      [],
    );
    expect((await s.owner.call('GET', '/api/v1/advanced-reports/daily-usage')).statusCode).toBe(400);
    expect((await s.owner.call('GET', '/api/v1/reports/place-comparison')).statusCode).toBe(400);
  });
});
