import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Event } from '@lineup/contract/events';
import type { CustomerAccount, OutstandingPage, StaffPay } from '@lineup/contract/money';
import type { Package } from '@lineup/contract/packages';
import {
  accounts,
  customers,
  eventTypes,
  items,
  packages,
  places,
  schoolSettings,
  services,
  staff,
} from '#src/db/schema/index.ts';
import { asPlatform } from '#src/db/tenancy.ts';
import { eq, sql } from 'drizzle-orm';
import { rowsOf } from '#src/db/database.ts';
import { CHARGE_PAID, CHARGE_REVERSED } from './ledger-sql.ts';
import { twoSchools } from '#src/testing/schools.ts';
import { groupLessonType, lesson } from '#src/modules/events/events.fixture.ts';
import { expectRefusal, ok } from '#src/testing/answers.ts';
import { startSmtpPeer } from '#src/testing/smtp-peer.ts';
import { createTestApp, type TestApp } from '#src/testing/test-app.ts';
import { clock } from '@lineup/contract/clock';
import { dayFromToday } from '#src/testing/days.ts';

type Schools = Awaited<ReturnType<typeof twoSchools>>;

/** The day `days` from today (UTC), YYYY-MM-DD. */
/** The day of the lessons: lately, so that packages sold a little before are still valid today. */
const LESSON_DAY = dayFromToday(-3);

describe('money: sales, credits, payments and what is owed', () => {
  let t: TestApp;
  let s: Schools;
  let smtp: Awaited<ReturnType<typeof startSmtpPeer>>;
  const id: Record<string, string> = {};
  // An hour each from 08:00 UTC: seven lessons end by 15:00, in daylight all year round.
  let hour = 7;

  const account = async (customer: string) =>
    ok<CustomerAccount>(await s.manager.call('GET', `/api/v1/customers/${id[customer]}/account`));
  const sell = (customer: string, body: object) =>
    s.manager.call('POST', `/api/v1/customers/${id[customer]}/sales`, { soldOn: '2026-07-01', ...body });
  const pay = (customer: string, body: object) =>
    s.manager.call('POST', `/api/v1/customers/${id[customer]}/payments`, {
      method: 'cash',
      paidOn: '2026-07-02',
      ...body,
    });
  /** A lesson of its own hour with the customer booked. */
  async function lessonOf(customer: string, type = id.group!): Promise<Event> {
    hour += 1;
    const startsAt = `${LESSON_DAY}T${String(hour).padStart(2, '0')}:00:00Z`;
    const created = ok(
      await s.manager.call('POST', '/api/v1/events', lesson(type, id.beach!, { startsAt, durationMinutes: 60 })),
      201,
    );
    ok(await s.manager.call('POST', `/api/v1/events/${created.id}/customers`, { customerId: id[customer] }));
    return created;
  }
  const attend = (event: Event, customer: string, attendance: string) =>
    s.manager.call('PUT', `/api/v1/events/${event.id}/customers/${id[customer]}/attendance`, { attendance });

  beforeAll(async () => {
    smtp = await startSmtpPeer();
    t = await createTestApp({ config: { RATE_LIMIT_MAX: '1000000', SMTP_URL: smtp.url } });
    s = await twoSchools(t);
    await asPlatform(t.database.db, async (tx) => {
      const a = s.schoolA;
      const types = await tx
        .insert(eventTypes)
        .values([
          groupLessonType(a, { capacity: 20 }),
          groupLessonType(a, { name: 'Private lesson', priceCents: 6000, creditsPerAttendance: 2 }),
        ])
        .returning({ id: eventTypes.id });
      id.group = types[0]!.id;
      id.private = types[1]!.id;
      const [beach] = await tx
        .insert(places)
        .values({ applicationId: a, name: 'Beach', type: 'beach', country: 'PT', latitude: 38.7, longitude: -9.3 })
        .returning({ id: places.id });
      id.beach = beach!.id;
      const names = ['ana', 'bea', 'caio', 'duda', 'eva', 'fabio', 'gil'];
      const people = await tx
        .insert(customers)
        .values(names.map((name) => ({ applicationId: a, name, email: name === 'fabio' ? '' : `${name}@x.test` })))
        .returning({ id: customers.id });
      for (const [i, name] of names.entries()) id[name] = people[i]!.id;
      const made = await tx
        .insert(packages)
        .values([
          {
            applicationId: a,
            name: '5 group lessons',
            lessonTypeId: id.group,
            credits: 5,
            priceCents: 15000,
            validityDays: 365,
          },
          { applicationId: a, name: 'Any 2', lessonTypeId: null, credits: 2, priceCents: 7000, validityDays: 30 },
          { applicationId: a, name: 'Old pack', credits: 1, priceCents: 100, status: 'archived' },
        ])
        .returning({ id: packages.id });
      id.five = made[0]!.id;
      id.any2 = made[1]!.id;
      id.old = made[2]!.id;
      const [photos] = await tx
        .insert(services)
        .values({ applicationId: a, name: 'Photos', priceCents: 2000 })
        .returning({ id: services.id });
      id.photos = photos!.id;
      const [wax] = await tx
        .insert(items)
        .values({ applicationId: a, name: 'Wax', priceCents: 300, stock: 3 })
        .returning({ id: items.id });
      id.wax = wax!.id;
    });
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  it('sells a package: a charge due on the day, and its credits until its validity runs out', async () => {
    const after = ok<CustomerAccount>(await sell('ana', { kind: 'package', productId: id.five }), 201);
    expect(after.sales).toMatchObject([
      { kind: 'package', description: '5 group lessons', quantity: 1, unitPriceCents: 15000, totalCents: 15000 },
    ]);
    expect(after.charges).toMatchObject([
      { description: '5 group lessons', amountCents: 15000, openCents: 15000, dueOn: '2026-07-01', status: 'open' },
    ]);
    expect(after.grants).toMatchObject([
      { description: '5 group lessons', eventTypeId: id.group, credits: 5, remaining: 5, expiresOn: '2027-07-01' },
    ]);
    expect(after).toMatchObject({ credits: 5, balanceCents: 15000, owedCents: 15000, onAccountCents: 0 });
    const listed = ok<{ items: Package[] }>(await s.staff.call('GET', '/api/v1/packages?q=5 group')).items[0];
    expect(listed).toMatchObject({ soldCount: 1, soldTotalCents: 15000, creditsConsumed: 0 });
  });

  it('takes a price other than the catalogue’s only with a reason, and a discount up to the price', async () => {
    const unexplained = ok(await sell('bea', { kind: 'service', productId: id.photos, unitPriceCents: 1500 }), 400);
    expect(JSON.stringify(unexplained)).toContain('price_reason_required');
    const tooMuch = ok(
      await sell('bea', { kind: 'service', productId: id.photos, quantity: 2, discountCents: 4001 }),
      400,
    );
    expect(JSON.stringify(tooMuch)).toContain('discount_too_large');
    const archived = ok(await sell('bea', { kind: 'package', productId: id.old }), 400);
    expect(JSON.stringify(archived)).toContain('missing');
    const sold = ok<CustomerAccount>(
      await sell('bea', {
        kind: 'service',
        productId: id.photos,
        quantity: 2,
        unitPriceCents: 1500,
        priceReason: 'Friend of the school',
        discountCents: 500,
        dueOn: '2026-07-31',
      }),
      201,
    );
    expect(sold.sales[0]).toMatchObject({ listPriceCents: 2000, unitPriceCents: 1500, totalCents: 2500 });
    expect(sold.charges[0]).toMatchObject({ description: 'Photos × 2', amountCents: 2500, dueOn: '2026-07-31' });
    expect((await account('bea')).sales).toHaveLength(1);
  });

  it('takes an item out of stock, and refuses to sell more than there is', async () => {
    ok(await sell('caio', { kind: 'item', productId: id.wax, quantity: 2 }), 201);
    expectRefusal(await sell('caio', { kind: 'item', productId: id.wax, quantity: 2 }), 409, 'out_of_stock', {
      name: 'Wax',
      stock: 1,
    });
    const [wax] = await asPlatform(t.database.db, (tx) => tx.select().from(items).where(eq(items.id, id.wax!)));
    expect(wax?.stock).toBe(1);
    expect((await account('caio')).sales).toHaveLength(1);
  });

  it('pays the oldest charges first, the chosen ones when chosen, and keeps the rest on account', async () => {
    ok(await sell('duda', { kind: 'service', productId: id.photos, soldOn: '2026-07-01' }), 201);
    ok(await sell('duda', { kind: 'service', productId: id.photos, soldOn: '2026-07-05' }), 201);
    ok(await sell('duda', { kind: 'service', productId: id.photos, soldOn: '2026-07-09' }), 201);
    const [newest, middle, oldest] = (await account('duda')).charges;
    let after = ok<CustomerAccount>(await pay('duda', { amountCents: 2500 }), 201);
    expect(after.charges.find((c) => c.id === oldest!.id)).toMatchObject({ paidCents: 2000, status: 'paid' });
    expect(after.charges.find((c) => c.id === middle!.id)).toMatchObject({ paidCents: 500, openCents: 1500 });
    after = ok<CustomerAccount>(await pay('duda', { amountCents: 2000, chargeIds: [newest!.id] }), 201);
    expect(after.charges.find((c) => c.id === newest!.id)).toMatchObject({ paidCents: 2000, status: 'paid' });
    after = ok<CustomerAccount>(await pay('duda', { amountCents: 4000, method: 'mb_way', reference: 'MBW 123' }), 201);
    expect(after).toMatchObject({ owedCents: 0, onAccountCents: 2500, balanceCents: -2500 });
    expect(after.payments[0]).toMatchObject({ method: 'mb_way', reference: 'MBW 123', unallocatedCents: 2500 });
    // Money on account pays the next sale at once.
    after = ok<CustomerAccount>(
      await sell('duda', { kind: 'service', productId: id.photos, soldOn: '2026-07-10' }),
      201,
    );
    expect(after).toMatchObject({ owedCents: 0, onAccountCents: 500, balanceCents: -500 });
    // A refund gives back money on account, never more.
    expectRefusal(await pay('duda', { amountCents: -501 }), 409, 'refund_exceeds_credit');
    after = ok<CustomerAccount>(await pay('duda', { amountCents: -500 }), 201);
    expect(after).toMatchObject({ owedCents: 0, onAccountCents: 0, balanceCents: 0 });
    const foreign = (await account('ana')).charges[0]!.id;
    const wrong = ok(await pay('duda', { amountCents: 100, chargeIds: [foreign] }), 400);
    expect(JSON.stringify(wrong)).toContain('chargeIds');
    expect(JSON.stringify(ok(await pay('duda', { amountCents: 0 }), 400))).toContain('not_zero');
  });

  it('uses credits for attendance, the soonest to expire first, and undoing it gives them back exactly', async () => {
    ok(await sell('eva', { kind: 'package', productId: id.five, soldOn: dayFromToday(-10) }), 201);
    ok(await sell('eva', { kind: 'package', productId: id.any2, soldOn: dayFromToday(-9) }), 201);
    const event = await lessonOf('eva');
    const attended = ok<Event>(await attend(event, 'eva', 'attended'));
    expect(attended.customers[0]?.attendance).toBe('attended');
    let eva = await account('eva');
    // "Any 2" lasts 30 days, the group package a year: the one to expire first pays.
    expect(eva.grants.find((g) => g.description === 'Any 2')).toMatchObject({ used: 1, remaining: 1 });
    expect(eva.grants.find((g) => g.description === '5 group lessons')).toMatchObject({ used: 0, remaining: 5 });
    expect(eva.lessons[0]).toMatchObject({ eventId: event.id, paidWith: 'credits', credits: 1, chargeId: null });
    // Recording it again changes nothing; a no-show still counts (the school's default).
    ok(await attend(event, 'eva', 'no_show'));
    expect((await account('eva')).credits).toBe(6);
    ok(await attend(event, 'eva', 'booked'));
    eva = await account('eva');
    expect(eva.credits).toBe(7);
    expect(eva.entries.map((e) => e.kind).slice(0, 2)).toEqual(['return', 'use']);
    expect(eva.lessons[0]).toMatchObject({ paidWith: 'none', credits: 0 });
    // A private lesson takes two credits, which only "Any 2" can give; the next one finds none and is charged.
    const privateLesson = await lessonOf('eva', id.private);
    ok(await attend(privateLesson, 'eva', 'attended'));
    eva = await account('eva');
    expect(eva.credits).toBe(5);
    expect(eva.lessons[0]).toMatchObject({ paidWith: 'credits', credits: 2 });
    expect(eva.grants.find((g) => g.description === 'Any 2')).toMatchObject({ used: 2, remaining: 0 });
    const another = await lessonOf('eva', id.private);
    ok(await attend(another, 'eva', 'attended'));
    eva = await account('eva');
    expect(eva.credits).toBe(5);
    expect(eva.lessons[0]).toMatchObject({ paidWith: 'charge', credits: 0 });
    expect(eva.charges.find((c) => c.eventId === another.id)).toMatchObject({ amountCents: 6000, dueOn: LESSON_DAY });
    const listed = ok<{ items: Package[] }>(await s.staff.call('GET', '/api/v1/packages?q=Any 2')).items[0];
    expect(listed).toMatchObject({ soldCount: 1, soldTotalCents: 7000, creditsConsumed: 2 });
  });

  it('charges a lesson without credits at its type’s price, and undoing it takes the charge back and frees its money', async () => {
    const event = await lessonOf('fabio');
    ok(await attend(event, 'fabio', 'attended'));
    let fabio = await account('fabio');
    expect(fabio.charges).toMatchObject([{ eventId: event.id, amountCents: 3500, openCents: 3500 }]);
    ok(await pay('fabio', { amountCents: 3500 }), 201);
    ok(await attend(event, 'fabio', 'cancelled'));
    fabio = await account('fabio');
    expect(fabio.charges[0]).toMatchObject({ reversedCents: 3500, paidCents: 0, openCents: 0, status: 'reversed' });
    expect(fabio).toMatchObject({ balanceCents: -3500, onAccountCents: 3500, owedCents: 0 });
    // Attending again charges again, and the money on account pays it.
    ok(await attend(event, 'fabio', 'booked'));
    ok(await attend(event, 'fabio', 'attended'));
    fabio = await account('fabio');
    expect(fabio).toMatchObject({ balanceCents: 0, onAccountCents: 0, owedCents: 0 });
    // Taking the customer off the lesson undoes it too.
    ok(await s.manager.call('DELETE', `/api/v1/events/${event.id}/customers/${id.fabio}`));
    expect(await account('fabio')).toMatchObject({ balanceCents: -3500, onAccountCents: 3500 });
  });

  it('counts a no-show only where the school says so', async () => {
    await asPlatform(t.database.db, (tx) =>
      tx.update(schoolSettings).set({ noShowUsesCredit: false }).where(eq(schoolSettings.applicationId, s.schoolA)),
    );
    const event = await lessonOf('caio');
    ok(await attend(event, 'caio', 'no_show'));
    expect((await account('caio')).lessons[0]).toMatchObject({ paidWith: 'none' });
    ok(await attend(event, 'caio', 'attended'));
    expect((await account('caio')).lessons[0]).toMatchObject({ paidWith: 'charge' });
    ok(await attend(event, 'caio', 'no_show'));
    expect((await account('caio')).lessons[0]).toMatchObject({ paidWith: 'none' });
    await asPlatform(t.database.db, (tx) =>
      tx.update(schoolSettings).set({ noShowUsesCredit: true }).where(eq(schoolSettings.applicationId, s.schoolA)),
    );
  });

  it('expires what a grant has left after its last day, and takes corrections with a reason', async () => {
    ok(await sell('bea', { kind: 'package', productId: id.any2, soldOn: dayFromToday(-40) }), 201);
    let bea = await account('bea');
    const grant = bea.grants[0]!;
    expect(grant).toMatchObject({ credits: 2, expired: 2, remaining: 0 });
    expect(bea.entries[0]).toMatchObject({ kind: 'expiry', credits: -2, grantId: grant.id });
    expect(bea.credits).toBe(0);
    const corrections = `/api/v1/customers/${id.bea}/credits`;
    bea = ok<CustomerAccount>(
      await s.manager.call('POST', corrections, {
        credits: 3,
        reason: 'Storm cancelled the week',
        expiresOn: dayFromToday(30),
      }),
      201,
    );
    const given = bea.grants.find((g) => g.description === 'Storm cancelled the week')!;
    expect(given).toMatchObject({ credits: 3, remaining: 3, saleId: null });
    expectRefusal(
      await s.manager.call('POST', corrections, { credits: -4, reason: 'Typo', grantId: given.id }),
      409,
      'credits_short',
      { remaining: 3 },
    );
    bea = ok<CustomerAccount>(
      await s.manager.call('POST', corrections, { credits: -1, reason: 'Typo', grantId: given.id }),
      201,
    );
    expect(bea.grants.find((g) => g.id === given.id)).toMatchObject({ corrected: -1, remaining: 2 });
    const noReason = ok(await s.manager.call('POST', corrections, { credits: 1, reason: '' }), 400);
    expect(JSON.stringify(noReason)).toContain('reason');
  });

  it('lists what is owed with days overdue and priority, in the four orders, and e-mails a reminder', async () => {
    ok(await sell('ana', { kind: 'service', productId: id.photos, soldOn: dayFromToday(-40) }), 201);
    ok(await sell('ana', { kind: 'service', productId: id.photos, soldOn: dayFromToday(-20) }), 201);
    // Fabio has 35.00 on account from a lesson taken back: it pays part of the package.
    ok(await sell('fabio', { kind: 'package', productId: id.five, soldOn: dayFromToday(0) }), 201);
    // Written last, due first: "newest" goes by the charge's day, not by when its row was written.
    ok(await sell('ana', { kind: 'service', productId: id.photos, soldOn: dayFromToday(-60) }), 201);
    const list = async (query = '') => ok<OutstandingPage>(await s.manager.call('GET', `/api/v1/outstanding${query}`));
    const all = await list('?pageSize=100');
    expect(all.totalCents).toBe(all.items.reduce((sum, row) => sum + row.amountCents, 0));
    const byDescription = (days: number) =>
      all.items.find((row) => Math.abs(row.daysOverdue - days) <= 1 && row.description === 'Photos')!;
    expect(byDescription(40)).toMatchObject({ customerName: 'ana', priority: 'high', amountCents: 2000 });
    expect(byDescription(20)).toMatchObject({ priority: 'medium' });
    expect(all.items.find((row) => row.customerName === 'ana' && row.description === '5 group lessons')).toMatchObject({
      amountCents: 15000,
      priority: 'high',
    });
    const sorted = async (query: string, key: (row: OutstandingPage['items'][number]) => number) => {
      const values = (await list(`${query}&pageSize=100`)).items.map(key);
      return values;
    };
    const amounts = await sorted('?sort=amount&order=desc', (row) => row.amountCents);
    expect(amounts).toEqual([...amounts].sort((a, b) => b - a));
    const ascending = await sorted('?sort=amount&order=asc', (row) => row.amountCents);
    expect(ascending).toEqual([...ascending].sort((a, b) => a - b));
    const overdue = await sorted('?sort=overdue&order=desc', (row) => row.daysOverdue);
    expect(overdue).toEqual([...overdue].sort((a, b) => b - a));
    const newest = await sorted('?sort=date&order=desc', (row) => Date.parse(row.dueOn));
    expect(newest).toEqual([...newest].sort((a, b) => b - a));
    expect((await list('?priority=low&pageSize=100')).items.every((row) => row.priority === 'low')).toBe(true);
    const page = await list('?pageSize=10&page=1');
    expect(page.total).toBe(all.total);
    // The dashboard's period: what fell due in a year and a month.
    const [year, month] = byDescription(40).dueOn.split('-');
    const due = await list(`?dueYear=${year}&dueMonth=${Number(month)}&pageSize=100`);
    expect(due.items.map((row) => row.chargeId)).toContain(byDescription(40).chargeId);
    expect(due.items.every((row) => row.dueOn.startsWith(`${year}-${month}-`))).toBe(true);
    expect(due.total).toBeLessThan(all.total);
    expect((await list(`?dueYear=${Number(year) - 3}&pageSize=100`)).total).toBe(0);

    const oldest = byDescription(40);
    expect((await s.manager.call('POST', `/api/v1/charges/${oldest.chargeId}/reminder`, {})).statusCode).toBe(204);
    const mail = await smtp.waitFor('ana@x.test');
    expect(mail.text).toContain('Photos');
    expect(mail.text).toContain('School A');
    const fabio = all.items.find((row) => row.customerName === 'fabio')!;
    expect(fabio).toMatchObject({ amountCents: 11500, priority: 'medium' });
    expectRefusal(
      await s.manager.call('POST', `/api/v1/charges/${fabio.chargeId}/reminder`, {}),
      409,
      'customer_without_email',
    );
    ok(await pay('ana', { amountCents: 2000, chargeIds: [oldest.chargeId] }), 201);
    expectRefusal(await s.manager.call('POST', `/api/v1/charges/${oldest.chargeId}/reminder`, {}), 409, 'charge_paid');
  });

  it('e-mails the receipt of a payment: what it paid for and what is owed after it', async () => {
    const paid = ok<CustomerAccount>(await pay('ana', { amountCents: 5000, method: 'card', reference: 'POS 77' }), 201);
    const payment = paid.payments[0]!;
    expect((await s.manager.call('POST', `/api/v1/payments/${payment.id}/receipt`, {})).statusCode).toBe(204);
    const number = `Receipt ${payment.id.slice(0, 8).toUpperCase()}`;
    // Ana has had a reminder before: the receipt is the mail that names its number.
    const receipt = () => smtp.mails.find((mail) => mail.to.includes('ana@x.test') && mail.text.includes(number));
    await expect.poll(receipt).toBeDefined();
    const mail = receipt()!;
    expect(mail.text).toContain('Card');
    expect(mail.text).toContain('POS 77');
    expect(mail.text).toContain('5 group lessons');
    expect(mail.text).toContain('Still owed');
    expect((await s.staff.call('POST', `/api/v1/payments/${payment.id}/receipt`, {})).statusCode).toBe(403);
    expect((await s.other.call('POST', `/api/v1/payments/${payment.id}/receipt`, {})).statusCode).toBe(404);
  });

  it('keeps money to those who may see it and to the school', async () => {
    const path = `/api/v1/customers/${id.ana}`;
    expect((await s.staff.call('GET', `${path}/account`)).statusCode).toBe(403);
    expect(
      (await s.staff.call('POST', `${path}/payments`, { amountCents: 100, method: 'cash', paidOn: '2026-07-01' }))
        .statusCode,
    ).toBe(403);
    expect((await s.staff.call('GET', '/api/v1/outstanding')).statusCode).toBe(403);
    expect((await s.other.call('GET', `${path}/account`)).statusCode).toBe(404);
    expect(
      (await s.other.call('POST', `${path}/sales`, { kind: 'service', productId: id.photos, soldOn: '2026-07-01' }))
        .statusCode,
    ).toBe(404);
    expect(ok<OutstandingPage>(await s.other.call('GET', '/api/v1/outstanding')).total).toBe(0);
    const foreignCharge = (await account('ana')).charges[0]!.id;
    expect((await s.other.call('POST', `/api/v1/charges/${foreignCharge}/reminder`, {})).statusCode).toBe(404);
  });

  it('undoes a sale made by mistake: its charge, its credits (lessons billed again) and its stock', async () => {
    const cancel = (saleId: string, reason = 'Sold the wrong package') =>
      s.manager.call('POST', `/api/v1/sales/${saleId}/cancellation`, { reason });
    const soldOfFive = async () =>
      ok<{ items: Package[] }>(await s.staff.call('GET', '/api/v1/packages?q=5 group')).items[0]!;
    const before = await soldOfFive();
    ok(await sell('gil', { kind: 'package', productId: id.five, soldOn: dayFromToday(-10) }), 201);
    ok(await pay('gil', { amountCents: 15000 }), 201);
    const event = await lessonOf('gil');
    ok(await attend(event, 'gil', 'attended'));
    let gil = await account('gil');
    const pack = gil.sales[0]!;
    expect(gil.lessons[0]).toMatchObject({ paidWith: 'credits', credits: 1 });
    expect(await soldOfFive()).toMatchObject({
      soldCount: before.soldCount + 1,
      creditsConsumed: before.creditsConsumed + 1,
    });

    gil = ok<CustomerAccount>(await cancel(pack.id), 201);
    expect(gil.sales[0]).toMatchObject({
      id: pack.id,
      cancellation: { reason: 'Sold the wrong package', cancelledOn: expect.any(String) },
    });
    expect(gil.charges.find((charge) => charge.saleId === pack.id)).toMatchObject({
      reversedCents: 15000,
      status: 'reversed',
    });
    expect(gil.grants[0]).toMatchObject({ used: 0, corrected: -5, remaining: 0 });
    expect(gil.credits).toBe(0);
    // The lesson it paid is billed again: no other credits, so at its type's price, paid from what
    // the package's payment left on account.
    expect(gil.lessons[0]).toMatchObject({ paidWith: 'charge', credits: 0 });
    expect(gil).toMatchObject({ owedCents: 0, onAccountCents: 11500, balanceCents: -11500 });
    expect(await soldOfFive()).toMatchObject({
      soldCount: before.soldCount,
      soldTotalCents: before.soldTotalCents,
      creditsConsumed: before.creditsConsumed,
    });
    expectRefusal(await cancel(pack.id), 409, 'sale_cancelled');
    // Its credits went with it: none can be given back to its grant.
    expectRefusal(
      await s.manager.call('POST', `/api/v1/customers/${id.gil}/credits`, {
        credits: 2,
        reason: 'Goodwill',
        grantId: gil.grants[0]!.id,
      }),
      409,
      'sale_cancelled',
    );
    expect((await account('gil')).grants[0]).toMatchObject({ remaining: 0 });

    const stock = async () =>
      (await asPlatform(t.database.db, (tx) => tx.select().from(items).where(eq(items.id, id.wax!))))[0]!.stock;
    const inStock = await stock();
    gil = ok<CustomerAccount>(await sell('gil', { kind: 'item', productId: id.wax, quantity: 1 }), 201);
    expect(await stock()).toBe(inStock - 1);
    ok(await cancel(gil.sales.find((sale) => sale.kind === 'item')!.id, 'Returned unopened'), 201);
    expect(await stock()).toBe(inStock);

    const noReason = ok(await cancel(pack.id, ''), 400);
    expect(JSON.stringify(noReason)).toContain('reason');
    expect((await cancel('00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await s.staff.call('POST', `/api/v1/sales/${pack.id}/cancellation`, { reason: 'x' })).statusCode).toBe(403);
    expect((await s.other.call('POST', `/api/v1/sales/${pack.id}/cancellation`, { reason: 'x' })).statusCode).toBe(404);
  });

  it('keeps the sums of each charge and each sale (migrations 0028, 0030) equal to their rows after all of the above', async () => {
    const sums = await asPlatform(t.database.db, async (tx) => ({
      charges: rowsOf<{
        id: string;
        paid: number;
        reversed: number;
        due: string;
        amount: number;
        kept: [number, number, string, number] | null;
        open: number | null;
      }>(
        await tx.execute(sql`select c.id, ${CHARGE_PAID} as paid, ${CHARGE_REVERSED} as reversed,
            c.due_on::text as due, c.amount_cents as amount,
            case when t.charge_id is not null then json_build_array(t.paid_cents, t.reversed_cents, t.due_on,
              t.amount_cents) end as kept, t.open_cents::int as open
          from charges c left join charge_totals t on t.application_id = c.application_id and t.charge_id = c.id
          where c.reverses_id is null`),
      ),
      sales: rowsOf<{ id: string; granted: number; used: number; kept_granted: number; kept_used: number }>(
        await tx.execute(sql`select s.id,
            coalesce((select sum(g.credits) from credit_entries g where g.application_id = s.application_id
              and g.sale_id = s.id and g.kind = 'grant'), 0)::int as granted,
            coalesce((select -sum(u.credits) from credit_entries g join credit_entries u on u.application_id = g.application_id
              and u.grant_id = g.id and u.kind in ('use', 'return')
              where g.application_id = s.application_id and g.sale_id = s.id), 0)::int as used,
            coalesce(t.granted, 0)::int as kept_granted, coalesce(t.used, 0)::int as kept_used
          from sales s left join sale_credit_totals t on t.application_id = s.application_id and t.sale_id = s.id`),
      ),
    }));
    // Every charge that is not a reversal has its sums, its amount and due day, and what is open of it.
    for (const charge of sums.charges) {
      expect(charge.kept, charge.id).toEqual([charge.paid, charge.reversed, charge.due, charge.amount]);
      expect(charge.open, charge.id).toBe(charge.amount + charge.reversed - charge.paid);
    }
    for (const sale of sums.sales)
      expect([sale.kept_granted, sale.kept_used], sale.id).toEqual([sale.granted, sale.used]);
    // The flows above paid, took back, granted and used: the sums were tried on each.
    expect(sums.charges.some((charge) => charge.paid > 0)).toBe(true);
    expect(sums.charges.some((charge) => charge.reversed < 0)).toBe(true);
    expect(sums.sales.some((sale) => sale.granted > 0)).toBe(true);
    expect(sums.sales.some((sale) => sale.used > 0)).toBe(true);
  });
});

describe('staff pay: earned on completed events, paid, and due', () => {
  let t: TestApp;
  let s: Schools;
  const id: Record<string, string> = {};

  beforeAll(async () => {
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
      // Rita's record is linked to the account signed in as staff@a.test.
      const [account] = await tx.select({ id: accounts.id }).from(accounts).where(eq(accounts.email, 'staff@a.test'));
      const people = await tx
        .insert(staff)
        .values([
          {
            applicationId: a,
            name: 'Rita',
            functions: ['instructor'],
            payPerLessonCents: 2500,
            accountId: account!.id,
          },
          { applicationId: a, name: 'Zé', functions: ['instructor'], payPerLessonCents: 3000 },
        ])
        .returning({ id: staff.id });
      id.rita = people[0]!.id;
      id.ze = people[1]!.id;
    });
    const plan = async (startsAt: string, cancel = false) => {
      const event = ok<Event>(
        await s.manager.call('POST', '/api/v1/events', lesson(id.group!, id.beach!, { startsAt })),
        201,
      );
      ok(
        await s.manager.call('POST', `/api/v1/events/${event.id}/staff`, {
          staffId: id.rita,
          role: 'instructor',
          override: true,
        }),
      );
      if (cancel) ok(await s.manager.call('POST', `/api/v1/events/${event.id}/cancel`, { reason: 'Storm' }));
    };
    await plan('2026-06-10T09:00:00Z');
    await plan('2026-06-20T09:00:00Z');
    await plan('2026-07-03T09:00:00Z');
    await plan('2026-07-04T09:00:00Z', true);
    await plan(`${new Date(clock.ms() + 30 * 86_400_000).toISOString().slice(0, 10)}T09:00:00Z`);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('adds up the pay of completed events by month, less what was paid', async () => {
    const payments = `/api/v1/staff/${id.rita}/payments`;
    let pay = ok<StaffPay>(await s.manager.call('GET', `/api/v1/staff/${id.rita}/pay`));
    expect(pay).toMatchObject({ earnedCents: 7500, paidCents: 0, dueCents: 7500 });
    expect(pay.months).toEqual([
      { month: '2026-07', events: 1, earnedCents: 2500, paidCents: 0 },
      { month: '2026-06', events: 2, earnedCents: 5000, paidCents: 0 },
    ]);
    pay = ok<StaffPay>(
      await s.manager.call('POST', payments, {
        amountCents: 5000,
        method: 'transfer',
        paidOn: '2026-07-01',
        note: 'June',
      }),
      201,
    );
    expect(pay).toMatchObject({ earnedCents: 7500, paidCents: 5000, dueCents: 2500 });
    expect(pay.months[0]).toMatchObject({ month: '2026-07', paidCents: 5000 });
    expect(pay.payments[0]).toMatchObject({ amountCents: 5000, method: 'transfer', note: 'June' });
    const unexplained = ok(
      await s.manager.call('POST', payments, { amountCents: -100, method: 'cash', paidOn: '2026-07-02' }),
      400,
    );
    expect(JSON.stringify(unexplained)).toContain('note');
  });

  it('shows a staff member their own pay and no one else’s', async () => {
    expect(ok<StaffPay>(await s.staff.call('GET', `/api/v1/staff/${id.rita}/pay`)).earnedCents).toBe(7500);
    expect((await s.staff.call('GET', `/api/v1/staff/${id.ze}/pay`)).statusCode).toBe(404);
    const payments = `/api/v1/staff/${id.rita}/payments`;
    expect(
      (await s.staff.call('POST', payments, { amountCents: 100, method: 'cash', paidOn: '2026-07-02' })).statusCode,
    ).toBe(403);
    expect((await s.other.call('GET', `/api/v1/staff/${id.rita}/pay`)).statusCode).toBe(404);
  });
});
