import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_TIME_ZONE } from '@lineup/contract/constants';
import { rowsOf, type Transaction } from '#src/db/database.ts';
import { inTenant } from '#src/db/tenancy.ts';
import type { CallContext } from '#src/http/request-context.ts';
import { checkEvent, staffWarning } from '#src/modules/events/conflict-engine.ts';
import { createTestApp, type TestApp } from '#src/testing/test-app.ts';
import { ledgerBreaches } from './ledger-checks.ts';
import { scheduleBreaches } from './schedule-checks.ts';
import { seedHistory, type SchoolHistory } from './seed-history.ts';
import { NOW } from '#src/db/clock-sql.ts';
import { clock } from '@lineup/contract/clock';

const SMALL = { years: 1, scale: 0.05, seed: 'history test' } as const;

/** What a school holds, without its generated ids: the same seed must give the same figures. */
const FINGERPRINT = (schoolId: string) => sql`select
  (select md5(string_agg(x, ',' order by x)) from (
    select e.starts_at::text || '|' || e.title || '|' || e.status || '|' || p.name || '|' ||
      (select count(*) from event_customers c where c.application_id = e.application_id and c.event_id = e.id) || '|' ||
      (select string_agg(st.name || ':' || s.pay_cents, '+' order by st.name) from event_staff s
        join staff st on st.application_id = s.application_id and st.id = s.staff_id
        where s.application_id = e.application_id and s.event_id = e.id) as x
    from events e join places p on p.application_id = e.application_id and p.id = e.place_id
    where e.application_id = ${schoolId}) y) as schedule,
  (select md5(string_agg(name || phone || email || country || coalesce(birth_date::text, ''), ',' order by name, phone, email))
    from customers where application_id = ${schoolId}) as customers,
  (select sum(total_cents)::int from sales where application_id = ${schoolId}) as sold,
  (select sum(amount_cents)::int from charges where application_id = ${schoolId}) as charged,
  (select sum(amount_cents)::int from payments where application_id = ${schoolId}) as paid,
  (select sum(amount_cents)::int from payment_allocations where application_id = ${schoolId}) as allocated,
  (select sum(credits)::int from credit_entries where application_id = ${schoolId}) as credits,
  (select sum(amount_cents)::int from staff_payments where application_id = ${schoolId}) as staff_paid`;

describe('a generated history: a school with a year behind it', () => {
  let t: TestApp;
  let first: SchoolHistory;
  let again: SchoolHistory;
  let other: SchoolHistory;
  const today = clock.today(DEFAULT_TIME_ZONE);

  const inSchool = <T>(school: SchoolHistory, work: (tx: Transaction) => Promise<T>) =>
    inTenant(t.database.db, { schoolId: school.schoolId, accountId: null }, work);
  const query = <T>(school: SchoolHistory, text: ReturnType<typeof sql>) =>
    inSchool(school, async (tx) => rowsOf<T>(await tx.execute(text)));

  beforeAll(async () => {
    t = await createTestApp();
    // Unchecked, so that a broken rule shows here by name rather than as the generator's refusal.
    first = (await seedHistory(t.database.db, { ...SMALL, today, check: false }))[0]!;
    again = (await seedHistory(t.database.db, { ...SMALL, today, check: false }))[0]!;
    other = (await seedHistory(t.database.db, { ...SMALL, seed: 'another seed', today, check: false }))[0]!;
  }, 120_000);
  afterAll(() => t.close());

  it('holds staff, customers from many countries, a year of lessons with attendance, and their money', () => {
    const { rows } = first;
    expect(rows.staff).toBe(8);
    expect(rows.customers).toBe(50);
    expect(rows.events).toBeGreaterThan(450);
    expect(rows.event_customers).toBeGreaterThan(rows.events! * 2);
    for (const table of ['event_staff', 'event_equipment', 'event_transports', 'sales', 'charges', 'credit_entries']) {
      expect(rows[table], table).toBeGreaterThan(0);
    }
    for (const table of ['payments', 'payment_allocations', 'staff_payments', 'sale_cancellations']) {
      expect(rows[table], table).toBeGreaterThan(0);
    }
  });

  it('keeps every rule of the conflict engine, asked of the whole school and of each event by the engine itself', async () => {
    const zero = (found: Record<string, number>) => Object.fromEntries(Object.keys(found).map((rule) => [rule, 0]));
    const breaches = await inSchool(first, (tx) => scheduleBreaches(tx, first.schoolId));
    expect(breaches).toEqual(zero(breaches));
    const call = { language: 'en', auth: { schoolTimeZone: DEFAULT_TIME_ZONE } } as unknown as CallContext;
    const refused = await inSchool(first, async (tx) => {
      const events = rowsOf<{ id: string }>(
        await tx.execute(sql`select id from events where application_id = ${first.schoolId} and status = 'scheduled'`),
      );
      const found: string[] = [];
      for (const { id } of events) {
        await checkEvent(tx, call, first.schoolId, id, { ratio: true }).catch((error: Error) =>
          found.push(error.message),
        );
        const warning = await staffWarning(tx, call, first.schoolId, id);
        if (warning) found.push(`${warning.warning} ${JSON.stringify(warning.params)}`);
      }
      return found;
    });
    expect(refused).toEqual([]);
  }, 120_000);

  it('never puts a staff member or a customer in two overlapping events, nor an event over its capacity or ratio', async () => {
    const [clashes] = await query<{ staff: number; customers: number; over: number; lessons_alone: number }>(
      first,
      sql`select
        (select count(*)::int from event_staff a join event_staff b on b.application_id = a.application_id
            and b.staff_id = a.staff_id and b.event_id <> a.event_id
          join events x on x.application_id = a.application_id and x.id = a.event_id
          join events y on y.application_id = b.application_id and y.id = b.event_id
          where a.application_id = ${first.schoolId} and x.status = 'scheduled' and y.status = 'scheduled'
            and x.starts_at < y.ends_at and y.starts_at < x.ends_at) as staff,
        (select count(*)::int from event_customers a join event_customers b on b.application_id = a.application_id
            and b.customer_id = a.customer_id and b.event_id <> a.event_id
          join events x on x.application_id = a.application_id and x.id = a.event_id
          join events y on y.application_id = b.application_id and y.id = b.event_id
          where a.application_id = ${first.schoolId} and a.attendance <> 'cancelled' and b.attendance <> 'cancelled'
            and x.status = 'scheduled' and y.status = 'scheduled'
            and x.starts_at < y.ends_at and y.starts_at < x.ends_at) as customers,
        (select count(*)::int from events e join event_types t on t.application_id = e.application_id and t.id = e.event_type_id
          cross join lateral (select
            (select count(*) from event_customers c where c.application_id = e.application_id and c.event_id = e.id
              and c.attendance <> 'cancelled') as customers,
            (select count(*) from event_staff s where s.application_id = e.application_id and s.event_id = e.id
              and s.role = 'instructor') as instructors) n
          where e.application_id = ${first.schoolId} and e.status = 'scheduled'
            and (n.customers > coalesce(e.capacity, t.capacity) or n.customers > n.instructors * t.students_per_instructor)) as over,
        (select count(*)::int from events e where e.application_id = ${first.schoolId} and not exists (
          select 1 from event_staff s where s.application_id = e.application_id and s.event_id = e.id
            and s.role = 'instructor')) as lessons_alone`,
    );
    expect(clashes).toEqual({ staff: 0, customers: 0, over: 0, lessons_alone: 0 });
  });

  it('keeps the ledger: grants never below zero, allocations within charges and payments, balances that add up', async () => {
    const breaches = await inSchool(first, (tx) => ledgerBreaches(tx, first.schoolId, today));
    expect(breaches).toEqual(Object.fromEntries(Object.keys(breaches).map((rule) => [rule, 0])));
    const [sums] = await query<{
      grants_below: number;
      charges_over: number;
      payments_over: number;
      unbalanced: number;
    }>(
      first,
      sql`with grants as (select g.credits + coalesce((select sum(e.credits) from credit_entries e
            where e.application_id = g.application_id and e.grant_id = g.id), 0) as remaining
          from credit_entries g where g.application_id = ${first.schoolId} and g.kind = 'grant'),
        charge_paid as (select c.customer_id, c.amount_cents + coalesce((select sum(r.amount_cents) from charges r
            where r.application_id = c.application_id and r.reverses_id = c.id), 0) as net,
          coalesce((select sum(a.amount_cents) from payment_allocations a
            where a.application_id = c.application_id and a.charge_id = c.id), 0) as paid
          from charges c where c.application_id = ${first.schoolId} and c.reverses_id is null),
        payment_used as (select p.customer_id, p.amount_cents as amount, coalesce((select sum(a.amount_cents)
            from payment_allocations a where a.application_id = p.application_id and a.payment_id = p.id), 0) as used
          from payments p where p.application_id = ${first.schoolId})
      select (select count(*)::int from grants where remaining < 0) as grants_below,
        (select count(*)::int from charge_paid where paid > net) as charges_over,
        (select count(*)::int from payment_used where used > amount) as payments_over,
        (select count(*)::int from customers k where k.application_id = ${first.schoolId}
          and coalesce((select sum(amount_cents) from charges where application_id = k.application_id and customer_id = k.id), 0)
            - coalesce((select sum(amount_cents) from payments where application_id = k.application_id and customer_id = k.id), 0)
          <> coalesce((select sum(net - paid) from charge_paid where customer_id = k.id), 0)
            - coalesce((select sum(amount - used) from payment_used where customer_id = k.id), 0)) as unbalanced`,
    );
    expect(sums).toEqual({ grants_below: 0, charges_over: 0, payments_over: 0, unbalanced: 0 });
  });

  it('finds each broken rule once the rows are made to break it: the checks are not blind', async () => {
    // Thrown with what was found, so that the transaction rolls the broken rows back.
    class Undo extends Error {
      readonly found: Record<string, number>;
      constructor(found: Record<string, number>) {
        super('undone');
        this.found = found;
      }
    }
    const school = first.schoolId;
    const found = await inSchool(first, async (tx) => {
      const run = (text: ReturnType<typeof sql>) => tx.execute(text);
      await run(sql`update places set capacity = 1 where application_id = ${school}`);
      await run(sql`update rooms set capacity = 1 where application_id = ${school}`);
      await run(sql`update events set room_id = (select id from rooms where application_id = ${school} limit 1),
        starts_at = '2025-01-01T10:00Z', ends_at = '2025-01-01T12:00Z' where application_id = ${school}`);
      await run(sql`update equipment set out_of_use = quantity where application_id = ${school}`);
      await run(sql`update transports set seats = 1 where application_id = ${school}`);
      await run(sql`update event_types set capacity = 1, students_per_instructor = 1 where application_id = ${school}`);
      await run(sql`update staff set availability = '[{"weekday": 1, "from": "08:00", "to": "09:00"}]',
        certifications = '[{"name": "Lapsed", "expiresOn": "2000-01-01"}]' where application_id = ${school}`);
      const [a, b] = rowsOf<{ customer_id: string; charge_id: string; payment_id: string; grant_id: string }>(
        await run(sql`select distinct on (c.customer_id) c.customer_id, c.id as charge_id,
            (select p.id from payments p where p.application_id = c.application_id and p.customer_id = c.customer_id limit 1) as payment_id,
            (select g.id from credit_entries g where g.application_id = c.application_id and g.customer_id = c.customer_id
              and g.kind = 'grant' limit 1) as grant_id
          from charges c where c.application_id = ${school} and c.reverses_id is null
            and exists (select 1 from payments p where p.application_id = c.application_id and p.customer_id = c.customer_id)
            and exists (select 1 from credit_entries g where g.application_id = c.application_id
              and g.customer_id = c.customer_id and g.kind = 'grant')
          order by c.customer_id, c.id limit 2`),
      );
      // Credits drawn beyond a grant and from another customer's; money allocated beyond a charge, a payment, a customer.
      await run(sql`insert into credit_entries (application_id, customer_id, kind, credits, grant_id, effective_on)
        values (${school}, ${a!.customer_id}, 'use', -1000, ${a!.grant_id}, '2025-01-01'),
          (${school}, ${a!.customer_id}, 'use', -1, ${b!.grant_id}, '2025-01-01')`);
      await run(sql`insert into payment_allocations (application_id, payment_id, charge_id, amount_cents)
        values (${school}, ${a!.payment_id}, ${a!.charge_id}, 10000000), (${school}, ${a!.payment_id}, ${b!.charge_id}, 1)`);
      // Owing beside money on account; a lesson charged though paid with credits; billing without attendance; a lapsed grant.
      await run(sql`insert into payments (application_id, customer_id, amount_cents, method, paid_on)
        values (${school}, ${b!.customer_id}, 100, 'cash', '2025-01-01')`);
      await run(sql`insert into charges (application_id, customer_id, description, amount_cents, due_on)
        values (${school}, ${b!.customer_id}, 'open', 100, '2025-01-01')`);
      await run(sql`insert into charges (application_id, customer_id, event_id, description, amount_cents, due_on)
        select application_id, customer_id, event_id, 'twice', 100, effective_on from credit_entries
        where application_id = ${school} and kind = 'use' and event_id is not null limit 1`);
      await run(sql`update event_customers set attendance = 'booked' where (application_id, event_id, customer_id) in
        (select application_id, event_id, customer_id from credit_entries where application_id = ${school}
          and kind = 'use' and event_id is not null order by id desc limit 1)`);
      await run(sql`insert into credit_entries (application_id, customer_id, kind, credits, expires_on, effective_on)
        values (${school}, ${a!.customer_id}, 'grant', 5, '2020-01-31', '2020-01-01')`);
      throw new Undo({ ...(await scheduleBreaches(tx, school)), ...(await ledgerBreaches(tx, school, today)) });
    }).catch((error: unknown) => (error instanceof Undo ? error.found : Promise.reject(error)));
    expect(Object.entries(found).filter(([, count]) => count === 0)).toEqual([]);
    expect(Object.keys(found)).toHaveLength(21);
  });

  it('is the same school for the same seed and arguments, and another for another seed', async () => {
    const [a] = await query<Record<string, string | number>>(first, FINGERPRINT(first.schoolId));
    const [b] = await query<Record<string, string | number>>(again, FINGERPRINT(again.schoolId));
    const [c] = await query<Record<string, string | number>>(other, FINGERPRINT(other.schoolId));
    expect(again.rows).toEqual(first.rows);
    expect(b).toEqual(a);
    expect(c!.schedule).not.toEqual(a!.schedule);
    expect(c!.paid).not.toEqual(a!.paid);
  });

  it('follows the seasons: summer months are busy, winter ones quiet', async () => {
    const months = await query<{ month: number; events: number }>(
      first,
      sql`select extract(month from starts_at at time zone ${DEFAULT_TIME_ZONE})::int as month, count(*)::int as events
        from events where application_id = ${first.schoolId} and starts_at < ${NOW} group by 1`,
    );
    const of = (month: number) => months.find((row) => row.month === month)?.events ?? 0;
    expect(of(7) + of(8)).toBeGreaterThan(2.5 * (of(1) + of(2)));
    expect(of(8)).toBeGreaterThan(of(11));
  });
});
