import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { MONEY_MAX_CENTS } from '@lineup/contract/fields';
import { SALE_TOTAL_MAX_CENTS, type CustomerAccount } from '@lineup/contract/money';
import { ALL_REPORTS, isAdvancedReport, type AnyReportName, type Report } from '@lineup/contract/reports';
import { customers, services } from '#src/db/schema/index.ts';
import { asPlatform } from '#src/db/tenancy.ts';
import { ok } from '#src/testing/answers.ts';
import { twoSchools } from '#src/testing/schools.ts';
import { createTestApp, type TestApp } from '#src/testing/test-app.ts';
import { clock } from '@lineup/contract/clock';

type Schools = Awaited<ReturnType<typeof twoSchools>>;

/**
 * Amounts at the limits the contract declares: one price, one sale and one payment each up to a
 * million in the school's currency, and every sum of them (an account, a month, a year) exact far
 * beyond what a 32-bit integer holds.
 */
describe('money at its limits: one sale, one payment, and every sum of them', () => {
  let t: TestApp;
  let s: Schools;
  let serviceId: string;
  let run = 0;
  const everyone: string[] = [];
  /** What every accepted sale and payment of June 2026 comes to, across the file. */
  const june = { sold: 0, paid: 0 };

  const pathOf = (name: AnyReportName) => `/api/v1/${isAdvancedReport(name) ? 'advanced-reports' : 'reports'}/${name}`;
  const report = async (name: AnyReportName, query = '?year=2026') =>
    ok<Report>(await s.owner.call('GET', `${pathOf(name)}${query}`));
  const account = async (customerId: string) =>
    ok<CustomerAccount>(await s.manager.call('GET', `/api/v1/customers/${customerId}/account`));
  const sell = (customerId: string, body: object) =>
    s.manager.call('POST', `/api/v1/customers/${customerId}/sales`, {
      kind: 'service',
      productId: serviceId,
      soldOn: '2026-06-10',
      ...body,
    });
  const pay = (customerId: string, amountCents: number) =>
    s.manager.call('POST', `/api/v1/customers/${customerId}/payments`, {
      amountCents,
      method: 'transfer',
      paidOn: '2026-06-12',
    });
  const newCustomers = (count: number) => {
    run += 1;
    return asPlatform(t.database.db, async (tx) =>
      (
        await tx
          .insert(customers)
          .values(Array.from({ length: count }, (_, i) => ({ applicationId: s.schoolA, name: `Run ${run} · ${i}` })))
          .returning({ id: customers.id })
      ).map((row) => {
        everyone.push(row.id);
        return row.id;
      }),
    );
  };

  beforeAll(async () => {
    clock.set('2026-06-20T10:00:00Z');
    t = await createTestApp({ config: { RATE_LIMIT_MAX: '1000000' } });
    s = await twoSchools(t);
    const [charter] = await asPlatform(t.database.db, (tx) =>
      tx
        .insert(services)
        .values({ applicationId: s.schoolA, name: 'Boat charter', priceCents: MONEY_MAX_CENTS })
        .returning({ id: services.id }),
    );
    serviceId = charter!.id;
  });
  afterAll(() => t?.close());

  it('refuses a sale that comes to more than one sale may, naming the quantity, and writes nothing', async () => {
    const [customerId] = await newCustomers(1);
    // 30 × 1,000,000.00: at the catalogue's price and at a price of its own.
    for (const body of [{ quantity: 30 }, { quantity: 30, unitPriceCents: 100_000_000, priceReason: 'Season' }]) {
      const answer = await sell(customerId!, body);
      expect(answer.statusCode, answer.body).toBe(400);
      const problem = answer.json<{ code: string; errors: { path: string; code: string; params: object }[] }>();
      expect(problem.code).toBe('validation_failed');
      expect(problem.errors).toEqual([
        expect.objectContaining({
          path: 'body.quantity',
          code: 'sale_too_large',
          params: { maximum: SALE_TOTAL_MAX_CENTS },
        }),
      ]);
    }
    expect(await account(customerId!)).toMatchObject({ sales: [], charges: [], balanceCents: 0 });
    // The largest sale there may be is sold.
    const largest = ok<CustomerAccount>(await sell(customerId!, { quantity: 1 }), 201);
    expect(largest).toMatchObject({ balanceCents: SALE_TOTAL_MAX_CENTS, owedCents: SALE_TOTAL_MAX_CENTS });
    june.sold += SALE_TOTAL_MAX_CENTS;
  });

  it('keeps a customer account exact past what 32 bits hold: 25 payments of 1,000,000.00', async () => {
    const [customerId] = await newCustomers(1);
    for (let i = 0; i < 25; i += 1) ok(await pay(customerId!, MONEY_MAX_CENTS), 201);
    june.paid += 25 * MONEY_MAX_CENTS;
    const after = await account(customerId!);
    expect(after).toMatchObject({ balanceCents: -25 * MONEY_MAX_CENTS, onAccountCents: 25 * MONEY_MAX_CENTS });
    expect(after.payments).toHaveLength(25);
  });

  it('sums 22 customers paying 1,000,000.00 each in one month in every report', async () => {
    const people = await newCustomers(22);
    for (const customerId of people) ok(await pay(customerId, MONEY_MAX_CENTS), 201);
    june.paid += 22 * MONEY_MAX_CENTS;
    await expectReportsToHold();
  });

  it('holds sale, payment, account and every report to the sums, amounts drawn up to the limits', async () => {
    const amount = fc.oneof(
      fc.integer({ min: 1, max: MONEY_MAX_CENTS }),
      fc.constantFrom(1, MONEY_MAX_CENTS, MONEY_MAX_CENTS - 1, 2 ** 31 - 1 - MONEY_MAX_CENTS * 21),
    );
    const step = fc.oneof(
      fc.record({ kind: fc.constant('sell' as const), unit: amount, quantity: fc.integer({ min: 1, max: 40 }) }),
      fc.record({ kind: fc.constant('pay' as const), cents: amount }),
    );
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 2, maxLength: 8 }), async (steps) => {
        const [customerId] = await newCustomers(1);
        let charged = 0;
        let paid = 0;
        for (const next of steps) {
          if (next.kind === 'pay') {
            ok(await pay(customerId!, next.cents), 201);
            paid += next.cents;
            continue;
          }
          const answer = await sell(customerId!, {
            quantity: next.quantity,
            unitPriceCents: next.unit,
            priceReason: 'Agreed price',
          });
          if (next.unit * next.quantity > SALE_TOTAL_MAX_CENTS) {
            expect(answer.statusCode, answer.body).toBe(400);
          } else {
            expect(answer.statusCode, answer.body).toBe(201);
            charged += next.unit * next.quantity;
          }
        }
        june.sold += charged;
        june.paid += paid;
        const after = await account(customerId!);
        expect(after.balanceCents).toBe(charged - paid);
        expect(after.owedCents - after.onAccountCents).toBe(charged - paid);
      }),
      { numRuns: 6 },
    );
    await expectReportsToHold();
  }, 120_000);

  /** Every report answers, with its figures safe integers, and the money ones come to the sums. */
  async function expectReportsToHold() {
    for (const name of ALL_REPORTS) {
      for (const query of ['?year=2026', '?year=2026&month=6', '']) {
        const answer = await report(name, query);
        for (const value of [
          ...answer.rows.flatMap((row) => Object.values(row.values)),
          ...Object.values(answer.totals),
        ]) {
          expect(Number.isSafeInteger(value) || !Number.isInteger(value)).toBe(true);
        }
      }
    }
    const trends = await report('revenue-trends');
    expect(trends.rows.find((row) => row.key === '6')?.values.thisYearCents).toBe(june.paid);
    const monthly = await report('monthly-performance');
    expect(monthly.rows.find((row) => row.key === '2026-06')?.values.revenueCents).toBe(june.paid);
    const sold = await report('services-distribution');
    expect(sold.rows.find((row) => row.key === serviceId)?.values.totalCents).toBe(june.sold);
    // Every charge fell due on 10 June: what the customers owe is all overdue.
    let owed = 0;
    for (const customerId of everyone) owed += (await account(customerId)).owedCents;
    expect((await report('outstanding-payments', '')).totals.amountCents).toBe(owed);
  }
});
