import { sql } from 'drizzle-orm';
import type { PaymentMethod } from '@lineup/contract/money';
import { rowsOf, type Transaction } from '#src/db/database.ts';
import { payments, staffPayments } from '#src/db/schema/index.ts';
import { settle } from '#src/modules/money/ledger.ts';
import { billAttendance } from '#src/modules/money/ledger-attendance.ts';
import { addSale, type Product } from '#src/modules/money/ledger-sales.ts';
import { dayAfter } from '#src/lib/zoned-day.ts';
import { clock } from '@lineup/contract/clock';

/** Days before today the demo's packages and services were sold: before its first lessons. */
const SOLD_DAYS_AGO = 20;
const METHODS: readonly PaymentMethod[] = ['card', 'mb_way', 'cash', 'transfer'];

async function productNamed(tx: Transaction, schoolId: string, table: 'packages' | 'services', name: string) {
  const [row] = rowsOf<Product & { id: string }>(
    await tx.execute(
      table === 'packages'
        ? sql`select id, name, price_cents, credits, validity_days, lesson_type_id, null::int as stock
            from packages where application_id = ${schoolId} and name = ${name}`
        : sql`select id, name, price_cents, null::int as credits, null::int as validity_days,
              null::uuid as lesson_type_id, null::int as stock
            from services where application_id = ${schoolId} and name = ${name}`,
    ),
  );
  if (!row) throw new Error(`The demo's money names "${name}", which is not seeded.`);
  return row;
}

/**
 * Gives the demo school its money, in the seeding transaction, after its lessons: two customers in
 * three bought a 5-lesson pack three weeks ago, one in five also ten group lessons, some a board
 * rental or photos; most paid on the day, one in eight still owes. Then every past attendance is
 * billed as the school's rules bill it (credits, else a charge), and the staff were paid for their
 * first week. The same rules as the screens write the rows, so every figure adds up.
 */
export async function seedDemoMoney(tx: Transaction, schoolId: string): Promise<void> {
  const [school] = rowsOf<{ timezone: string }>(
    await tx.execute(sql`select timezone from applications where id = ${schoolId}`),
  );
  const timeZone = school?.timezone ?? 'Europe/Lisbon';
  const today = clock.today(timeZone);
  const soldOn = dayAfter(today, -SOLD_DAYS_AGO);
  const pack = await productNamed(tx, schoolId, 'packages', '5-lesson pack');
  const group = await productNamed(tx, schoolId, 'packages', '10 group lessons');
  const board = await productNamed(tx, schoolId, 'services', 'Board rental – day');
  const photos = await productNamed(tx, schoolId, 'services', 'Photo pack');
  const people = rowsOf<{ id: string }>(
    await tx.execute(sql`select id from customers where application_id = ${schoolId} order by name, id`),
  );
  for (const [index, { id: customerId }] of people.entries()) {
    const bought: [Product & { id: string }, 'package' | 'service'][] = [];
    if (index % 3 !== 2) bought.push([pack, 'package']);
    if (index % 5 === 0) bought.push([group, 'package']);
    if (index % 4 === 0) bought.push([board, 'service']);
    if (index % 9 === 0) bought.push([photos, 'service']);
    for (const [product, kind] of bought) {
      await addSale(tx, schoolId, customerId, product, {
        kind,
        productId: product.id,
        quantity: 1,
        unitPriceCents: product.price_cents,
        priceReason: '',
        discountCents: 0,
        soldOn,
        dueOn: null,
        eventId: null,
      });
    }
    const total = bought.reduce((sum, [product]) => sum + product.price_cents, 0);
    if (total > 0 && index % 8 !== 3) {
      await tx.insert(payments).values({
        applicationId: schoolId,
        customerId,
        amountCents: total,
        method: METHODS[index % METHODS.length]!,
        paidOn: soldOn,
        reference: index % 4 === 1 ? `MBW ${String(40_000 + index * 37)}` : '',
      });
      await settle(tx, schoolId, customerId);
    }
  }
  const bookings = rowsOf<{ event_id: string; customer_id: string }>(
    await tx.execute(sql`select c.event_id, c.customer_id from event_customers c
      join events e on e.application_id = c.application_id and e.id = c.event_id
      where c.application_id = ${schoolId} and e.status = 'scheduled' and c.attendance in ('attended', 'no_show')
      order by e.starts_at, c.event_id, c.customer_id`),
  );
  for (const booking of bookings) {
    await billAttendance(tx, schoolId, booking.event_id, booking.customer_id, timeZone);
  }
  const paidUntil = dayAfter(today, -7);
  const earned = rowsOf<{ staff_id: string; cents: number }>(
    await tx.execute(sql`select s.staff_id, sum(s.pay_cents)::int as cents from event_staff s
      join events e on e.application_id = s.application_id and e.id = s.event_id
      where s.application_id = ${schoolId} and e.status = 'scheduled'
        and (e.ends_at at time zone ${timeZone})::date < ${paidUntil}::date
      group by s.staff_id having sum(s.pay_cents) > 0`),
  );
  if (earned.length > 0) {
    await tx.insert(staffPayments).values(
      earned.map((row) => ({
        applicationId: schoolId,
        staffId: row.staff_id,
        amountCents: row.cents,
        method: 'transfer' as const,
        paidOn: paidUntil,
        note: 'First week',
      })),
    );
  }
}
