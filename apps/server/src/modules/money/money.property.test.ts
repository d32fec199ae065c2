import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import type { Event } from '@lineup/contract/events';
import type { CustomerAccount } from '@lineup/contract/money';
import { rowsOf } from '#src/db/database.ts';
import { customers, eventTypes, items, packages, places, services } from '#src/db/schema/index.ts';
import { asPlatform } from '#src/db/tenancy.ts';
import { groupLessonType, lesson } from '#src/modules/events/events.fixture.ts';
import { twoSchools } from '#src/testing/schools.ts';
import type { Caller } from '#src/testing/sign-in.ts';
import { createTestApp, type TestApp } from '#src/testing/test-app.ts';
import { clock } from '@lineup/contract/clock';
import { dayFromToday } from '#src/testing/days.ts';

/**
 * Random sequences of sales, attendance and its undoing, payments, refunds, corrections and
 * expiries on two customers. After each, whatever was accepted or refused, the ledger must hold:
 * every balance is the sum of its rows and none is below zero; each booking has billed exactly
 * what its attendance asks, once.
 */
type Op =
  | { kind: 'sell'; customer: number; product: number; daysAgo: number; discount: boolean }
  | { kind: 'attend'; customer: number; event: number; attendance: 'attended' | 'no_show' | 'booked' | 'cancelled' }
  | { kind: 'rebook'; customer: number; event: number }
  | { kind: 'pay'; customer: number; cents: number; chooseNewest: boolean }
  | { kind: 'refund'; customer: number; cents: number }
  | { kind: 'correct'; customer: number; credits: number; grant: number }
  | { kind: 'cancel'; customer: number; sale: number };

const CUSTOMERS = 2;
const EVENTS = 3;
const customer = fc.nat({ max: CUSTOMERS - 1 });
const op: fc.Arbitrary<Op> = fc.oneof(
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('sell' as const),
      customer,
      product: fc.nat({ max: 3 }),
      daysAgo: fc.constantFrom(0, 5, 45),
      discount: fc.boolean(),
    }),
  },
  {
    weight: 4,
    arbitrary: fc.record({
      kind: fc.constant('attend' as const),
      customer,
      event: fc.nat({ max: EVENTS - 1 }),
      attendance: fc.constantFrom('attended' as const, 'no_show' as const, 'booked' as const, 'cancelled' as const),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({ kind: fc.constant('rebook' as const), customer, event: fc.nat({ max: EVENTS - 1 }) }),
  },
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('pay' as const),
      customer,
      cents: fc.integer({ min: 1, max: 12_000 }),
      chooseNewest: fc.boolean(),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({ kind: fc.constant('refund' as const), customer, cents: fc.integer({ min: 1, max: 8000 }) }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('correct' as const),
      customer,
      credits: fc.constantFrom(-3, -1, 1, 2),
      grant: fc.nat({ max: 3 }),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({ kind: fc.constant('cancel' as const), customer, sale: fc.nat({ max: 3 }) }),
  },
);

describe('the money ledger under random sequences', () => {
  let t: TestApp;
  let manager: Caller;
  let schoolId: string;
  const id: Record<string, string> = {};
  let run = 0;

  beforeAll(async () => {
    t = await createTestApp({ config: { RATE_LIMIT_MAX: '1000000' } });
    const s = await twoSchools(t);
    manager = s.manager;
    schoolId = s.schoolA;
    await asPlatform(t.database.db, async (tx) => {
      const types = await tx
        .insert(eventTypes)
        .values([
          groupLessonType(schoolId, { capacity: 20 }),
          groupLessonType(schoolId, { name: 'Private lesson', priceCents: 6000, creditsPerAttendance: 2 }),
        ])
        .returning({ id: eventTypes.id });
      id.group = types[0]!.id;
      id.private = types[1]!.id;
      const [beach] = await tx
        .insert(places)
        .values({
          applicationId: schoolId,
          name: 'Beach',
          type: 'beach',
          country: 'PT',
          latitude: 38.7,
          longitude: -9.3,
        })
        .returning({ id: places.id });
      id.beach = beach!.id;
      const made = await tx
        .insert(packages)
        .values([
          {
            applicationId: schoolId,
            name: 'Five group',
            lessonTypeId: id.group,
            credits: 5,
            priceCents: 15000,
            validityDays: 365,
          },
          { applicationId: schoolId, name: 'Any two', credits: 2, priceCents: 7000, validityDays: 30 },
        ])
        .returning({ id: packages.id });
      id.five = made[0]!.id;
      id.any2 = made[1]!.id;
      const [photos] = await tx
        .insert(services)
        .values({ applicationId: schoolId, name: 'Photos', priceCents: 2000 })
        .returning({ id: services.id });
      id.photos = photos!.id;
      const [wax] = await tx
        .insert(items)
        .values({ applicationId: schoolId, name: 'Wax', priceCents: 300, stock: 100_000 })
        .returning({ id: items.id });
      id.wax = wax!.id;
    });
  });
  afterAll(() => t.close());

  const PRODUCTS = () =>
    [
      { kind: 'package', productId: id.five },
      { kind: 'package', productId: id.any2 },
      { kind: 'service', productId: id.photos },
      { kind: 'item', productId: id.wax },
    ] as const;

  /** Two customers of their own, booked in three lessons of their own: two group, one private. */
  async function setUp() {
    run += 1;
    const people = await asPlatform(t.database.db, (tx) =>
      tx
        .insert(customers)
        .values(
          Array.from({ length: CUSTOMERS }, (_, i) => ({ applicationId: schoolId, name: `Run ${run} customer ${i}` })),
        )
        .returning({ id: customers.id }),
    );
    const events: Event[] = [];
    for (let index = 0; index < EVENTS; index += 1) {
      const startsAt = new Date(clock.ms() - (3 + run) * 86_400_000);
      // Two hours apart from 09:00 UTC: in daylight all year round (lessons keep to it).
      startsAt.setUTCHours(9 + index * 2, 0, 0, 0);
      const type = index === EVENTS - 1 ? id.private! : id.group!;
      const answer = await manager.call(
        'POST',
        '/api/v1/events',
        lesson(type, id.beach!, { startsAt: startsAt.toISOString() }),
      );
      expect(answer.statusCode, answer.body).toBe(201);
      const event = answer.json<Event>();
      for (const person of people) {
        const booked = await manager.call('POST', `/api/v1/events/${event.id}/customers`, { customerId: person.id });
        expect(booked.statusCode, booked.body).toBe(200);
      }
      events.push(event);
    }
    return { customerIds: people.map((row) => row.id), events };
  }

  const accountOf = async (customerId: string) => {
    const answer = await manager.call('GET', `/api/v1/customers/${customerId}/account`);
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json<CustomerAccount>();
  };

  async function apply(op: Op, customerIds: string[], events: Event[]) {
    const customerId = customerIds[op.customer]!;
    const path = `/api/v1/customers/${customerId}`;
    switch (op.kind) {
      case 'sell': {
        const product = PRODUCTS()[op.product]!;
        return manager.call('POST', `${path}/sales`, {
          ...product,
          soldOn: dayFromToday(-op.daysAgo),
          discountCents: op.discount ? 100 : 0,
        });
      }
      case 'attend':
        return manager.call('PUT', `/api/v1/events/${events[op.event]!.id}/customers/${customerId}/attendance`, {
          attendance: op.attendance,
        });
      case 'rebook': {
        await manager.call('DELETE', `/api/v1/events/${events[op.event]!.id}/customers/${customerId}`);
        return manager.call('POST', `/api/v1/events/${events[op.event]!.id}/customers`, { customerId });
      }
      case 'pay': {
        const open = (await accountOf(customerId)).charges.filter((charge) => charge.openCents > 0);
        const chargeIds = op.chooseNewest && open[0] ? [open[0].id] : [];
        return manager.call('POST', `${path}/payments`, {
          amountCents: op.cents,
          method: 'card',
          paidOn: dayFromToday(0),
          chargeIds,
        });
      }
      case 'refund':
        return manager.call('POST', `${path}/payments`, {
          amountCents: -op.cents,
          method: 'cash',
          paidOn: dayFromToday(0),
        });
      case 'correct': {
        const grants = (await accountOf(customerId)).grants;
        const grant = grants[op.grant % Math.max(grants.length, 1)];
        // Taking back needs a grant to take from.
        if (op.credits < 0 && !grant) return null;
        return manager.call('POST', `${path}/credits`, {
          credits: op.credits,
          reason: 'Correction',
          grantId: op.credits < 0 || (grant && op.grant % 2 === 0) ? (grant?.id ?? null) : null,
        });
      }
      case 'cancel': {
        const standing = (await accountOf(customerId)).sales.filter((sale) => sale.cancellation === null);
        const sale = standing[op.sale % Math.max(standing.length, 1)];
        if (!sale) return null;
        return manager.call('POST', `/api/v1/sales/${sale.id}/cancellation`, { reason: 'Sold by mistake' });
      }
    }
  }

  /** Every rule of the ledger, on the stored rows of one customer and on what their account says. */
  async function checkLedger(customerId: string, events: Event[]) {
    const account = await accountOf(customerId);
    const [sums] = await asPlatform(t.database.db, async (tx) =>
      rowsOf<{ charged: number; paid: number; credits: number }>(
        await tx.execute(sql`select
          coalesce((select sum(amount_cents) from charges where customer_id = ${customerId}), 0)::int as charged,
          coalesce((select sum(amount_cents) from payments where customer_id = ${customerId}), 0)::int as paid,
          coalesce((select sum(credits) from credit_entries where customer_id = ${customerId}), 0)::int as credits`),
      ),
    );
    expect(account.balanceCents).toBe(sums!.charged - sums!.paid);
    expect(account.owedCents - account.onAccountCents).toBe(account.balanceCents);
    expect(account.onAccountCents).toBeGreaterThanOrEqual(0);
    expect(account.payments.reduce((sum, payment) => sum + payment.unallocatedCents, 0)).toBe(account.onAccountCents);
    expect(account.credits).toBe(sums!.credits);
    for (const grant of account.grants) {
      expect(grant.remaining).toBeGreaterThanOrEqual(0);
      expect(grant.remaining).toBe(grant.credits - grant.used - grant.expired + grant.corrected);
      if (grant.expiresOn !== null && grant.expiresOn < dayFromToday(-1)) expect(grant.remaining).toBe(0);
    }
    for (const charge of account.charges) {
      expect(charge.reversedCents).toBeGreaterThanOrEqual(0);
      expect(charge.reversedCents).toBeLessThanOrEqual(charge.amountCents);
      expect(charge.paidCents).toBeGreaterThanOrEqual(0);
      expect(charge.openCents).toBeGreaterThanOrEqual(0);
    }
    // A sale undone leaves nothing owed on it and none of its credits to use.
    for (const sale of account.sales.filter((candidate) => candidate.cancellation !== null)) {
      for (const charge of account.charges.filter((candidate) => candidate.saleId === sale.id)) {
        expect(charge.status).toBe('reversed');
      }
      for (const grant of account.grants.filter((candidate) => candidate.saleId === sale.id)) {
        expect(grant.remaining).toBe(0);
      }
    }
    for (const payment of account.payments) {
      expect(payment.allocations.every((allocation) => allocation.amountCents > 0)).toBe(true);
      if (payment.amountCents > 0) expect(payment.unallocatedCents).toBeGreaterThanOrEqual(0);
    }
    // Each booking is billed as its attendance asks: credits or a charge when counted, nothing otherwise.
    for (const event of events) {
      const lessonRow = account.lessons.find((row) => row.eventId === event.id);
      const counted = lessonRow?.attendance === 'attended' || lessonRow?.attendance === 'no_show';
      const charges = account.charges.filter((charge) => charge.eventId === event.id && charge.status !== 'reversed');
      if (!counted) {
        expect(lessonRow?.credits ?? 0).toBe(0);
        expect(charges).toEqual([]);
      } else {
        const perLesson = event.eventTypeId === id.private ? 2 : 1;
        const price = event.eventTypeId === id.private ? 6000 : 3500;
        if (lessonRow.credits > 0) {
          expect(lessonRow.credits).toBe(perLesson);
          expect(charges).toEqual([]);
        } else {
          expect(charges.map((charge) => charge.amountCents)).toEqual([price]);
        }
      }
    }
  }

  it('keeps every balance the sum of its rows, never below zero, and bills each attendance exactly once', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(op, { minLength: 6, maxLength: 14 }), async (ops) => {
        const { customerIds, events } = await setUp();
        for (const next of ops) {
          const answer = await apply(next, customerIds, events);
          if (answer) expect([200, 201, 409], answer.body).toContain(answer.statusCode);
          await checkLedger(customerIds[next.customer]!, events);
        }
        for (const customerId of customerIds) await checkLedger(customerId, events);
      }),
      { numRuns: 8 },
    );
    // Each step is a call and a check of the whole ledger: a run takes seconds while the suite fills both cores.
  }, 240_000);

  it('decides two payments and an attendance at once on one customer one after the other', async () => {
    for (let round = 0; round < 2; round += 1) {
      const { customerIds, events } = await setUp();
      const customerId = customerIds[0]!;
      const path = `/api/v1/customers/${customerId}`;
      await manager.call('POST', `${path}/sales`, { kind: 'service', productId: id.photos, soldOn: dayFromToday(0) });
      const answers = await Promise.all([
        manager.call('POST', `${path}/payments`, { amountCents: 2500, method: 'cash', paidOn: dayFromToday(0) }),
        manager.call('POST', `${path}/payments`, { amountCents: 2500, method: 'card', paidOn: dayFromToday(0) }),
        manager.call('PUT', `/api/v1/events/${events[0]!.id}/customers/${customerId}/attendance`, {
          attendance: 'attended',
        }),
      ]);
      expect(answers.map((answer) => answer.statusCode)).toEqual([201, 201, 200]);
      const account = await accountOf(customerId);
      // 20.00 of photos and 35.00 of the lesson, 50.00 paid: 5.00 still owed, nothing on account.
      expect(account).toMatchObject({ balanceCents: 500, owedCents: 500, onAccountCents: 0 });
      await checkLedger(customerId, events);
    }
  }, 120_000);
});
