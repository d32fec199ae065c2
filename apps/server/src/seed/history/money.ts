import { randomUUID } from 'node:crypto';
import type { PaymentMethod } from '@lineup/contract/money';
import { addDays, daysBetween } from './calendar.ts';
import { CustomerLedger, noMoney, type MoneyRows, type Product } from './customer-ledger.ts';
import type { CustomerPlan } from './customers.ts';
import type { Random } from './random.ts';
import type { PlannedEvent, Schedule } from './schedule.ts';
import type { StaffPlan } from './staff.ts';

/** What the school sells: packages (each for a lesson type or any) and services. */
export interface SalesCatalogue {
  readonly packages: readonly Product[];
  readonly services: readonly Product[];
}

function methodOf(random: Random, portuguese: boolean): PaymentMethod {
  return portuguese
    ? random.weighted<PaymentMethod>([
        ['card', 40],
        ['mb_way', 30],
        ['cash', 20],
        ['transfer', 10],
      ])
    : random.weighted<PaymentMethod>([
        ['card', 60],
        ['cash', 30],
        ['transfer', 10],
      ]);
}

function referenceOf(random: Random, method: PaymentMethod, day: string): string {
  if (method === 'mb_way') return `MBW ${random.int(10_000, 99_999)}`;
  if (method === 'transfer') return `TRF ${day.replaceAll('-', '')}-${random.int(100, 999)}`;
  return '';
}

/** A package that pays for the lesson: its own type's usually, one for any lesson otherwise; regulars buy the bigger ones. */
function packageFor(random: Random, catalogue: SalesCatalogue, typeId: string, regular: boolean): Product | undefined {
  const fits = catalogue.packages.filter((pack) => pack.lessonTypeId === typeId || pack.lessonTypeId === null);
  if (fits.length === 0) return undefined;
  return random.weighted(
    fits.map((pack) => [pack, (pack.lessonTypeId === null ? 2 : 3) * (regular ? (pack.credits ?? 1) : 5)] as const),
  );
}

const roundCents = (cents: number) => Math.round(cents / 100) * 100;

/**
 * Each customer's money over the history, day by day: before a lesson without credits, most buy a
 * package for it (now and then at a returning customer's price or with a discount, and once in a
 * while the wrong pack, undone the same day); some buy a service; attendance is billed; sales are
 * mostly paid on the day, lessons charged at the type's price at the end of a visitor's stay or a
 * regular's month, regulars sometimes pay ahead; a few leave something unpaid. Then what was left
 * of grants past their last day expires.
 */
export function planCustomerMoney(
  random: Random,
  schedule: Schedule,
  customers: readonly CustomerPlan[],
  catalogue: SalesCatalogue,
  today: string,
): MoneyRows {
  const rows = noMoney();
  const billable = new Map<number, PlannedEvent[]>();
  for (const booking of schedule.bookings) {
    const { event } = booking;
    if (event.cancelled || event.date >= today) continue;
    if (booking.attendance !== 'attended' && booking.attendance !== 'no_show') continue;
    const list = billable.get(booking.customer) ?? [];
    list.push(event);
    billable.set(booking.customer, list);
  }
  customers.forEach((plan, index) => {
    const events = (billable.get(index) ?? []).sort((a, b) => a.startsAt.localeCompare(b.startsAt));
    if (events.length === 0) return;
    const ledger = new CustomerLedger(rows, plan.id);
    // One customer in twelve leaves the last of what they owe unpaid: a school always has someone to remind.
    const leavesUnpaid = index % 12 === 7;
    const portuguese = plan.record.country === 'PT';
    const payNow = (day: string, cents: number) => {
      if (cents <= 0) return;
      const method = methodOf(random, portuguese);
      ledger.pay(day, cents, method, referenceOf(random, method, day));
    };
    for (let i = 0; i < events.length;) {
      const day = events[i]!.date;
      let end = i;
      while (end < events.length && events[end]!.date === day) end += 1;
      const todays = events.slice(i, end);
      for (const event of todays) {
        const { type } = event;
        if (type.credits === 0 || ledger.creditsFor(type.id, day) >= type.credits) continue;
        if (!random.chance(plan.regular ? 0.7 : 0.55)) continue;
        const pack = packageFor(random, catalogue, type.id, plan.regular);
        if (!pack) continue;
        const others = catalogue.packages.filter((one) => one !== pack);
        if (others.length > 0 && ledger.onAccount === 0 && random.chance(0.008)) {
          const mistaken = random.pick(others);
          const wrong = ledger.sell(day, 'package', mistaken, mistaken.priceCents, '', 0);
          ledger.undo(day, wrong, 'Sold the wrong pack by mistake');
        }
        const returning = plan.regular && random.chance(0.04);
        const unit = returning ? roundCents(pack.priceCents * 0.85) : pack.priceCents;
        const discount = !returning && random.chance(0.06) ? roundCents(pack.priceCents * 0.1) : 0;
        const owedBefore = ledger.owed;
        ledger.sell(day, 'package', pack, unit, 'Returning customer', discount);
        if (random.chance(0.85)) payNow(day, ledger.owed - owedBefore);
      }
      if (catalogue.services.length > 0 && random.chance(0.1)) {
        const service = random.pick(catalogue.services);
        const owedBefore = ledger.owed;
        ledger.sell(day, 'service', service, service.priceCents, '', 0);
        if (random.chance(0.9)) payNow(day, ledger.owed - owedBefore);
      }
      for (const event of todays) {
        ledger.bill(day, {
          id: event.id,
          title: event.title,
          typeId: event.type.id,
          credits: event.type.credits,
          priceCents: event.type.priceCents,
        });
      }
      const next = events[end]?.date;
      // Visitors settle up when their stay ends, regulars when their month does.
      const settling =
        next === undefined || (plan.regular ? next.slice(0, 7) !== day.slice(0, 7) : daysBetween(day, next) > 3);
      const last = next === undefined && leavesUnpaid;
      if (settling && !last && random.chance(0.93)) payNow(day, ledger.owed);
      if (settling && plan.regular && random.chance(0.03)) payNow(day, random.pick([5_000, 10_000]));
      i = end;
    }
    ledger.expire(today);
  });
  return rows;
}

/**
 * Staff pay: what each earned on the events that took place and were not cancelled, month by
 * month, paid by transfer on the fifth of the next month; the months not yet paid are due.
 */
export function planStaffPayments(schedule: Schedule, staff: readonly StaffPlan[], today: string): MoneyRows {
  const rows = noMoney();
  const earned = new Map<string, number>();
  for (const row of schedule.staff) {
    if (row.event.cancelled || row.event.date >= today) continue;
    const key = `${row.staff}/${row.event.date.slice(0, 7)}`;
    earned.set(key, (earned.get(key) ?? 0) + row.payCents);
  }
  for (const [key, cents] of [...earned].sort(([a], [b]) => a.localeCompare(b))) {
    const [member, month] = key.split('/') as [string, string];
    const paidOn = addDays(`${month}-01`, 35).slice(0, 8) + '05';
    if (cents <= 0 || paidOn > today) continue;
    rows.staff_payments.push({
      id: randomUUID(),
      staff_id: staff[Number(member)]!.id,
      amount_cents: cents,
      method: 'transfer',
      paid_on: paidOn,
      note: `Pay for ${month}`,
      created_at: `${paidOn}T10:00:00.000Z`,
    });
  }
  return rows;
}
