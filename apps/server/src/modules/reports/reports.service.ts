import { sql, type SQL } from 'drizzle-orm';
import { DEFAULT_TIME_ZONE } from '@lineup/contract/constants';
import { EVENT_DURATION_MAX } from '@lineup/contract/events';
import type {
  AnyReportName,
  Report,
  ReportQuery,
  ReportTrace,
  ReportTraceQuery,
  TraceKind,
} from '@lineup/contract/reports';
import { rowsOf, type Transaction } from '#src/db/database.ts';
import { currentSchool, withSchool, type CallContext } from '#src/http/request-context.ts';
import { CHARGE_BALANCES, SALE_STANDS } from '#src/modules/money/ledger-sql.ts';
import { comparison } from './comparisons.ts';
import { reportCacheOf } from './report-cache.ts';
import { eventDay, eventInPeriod, inPeriod, type Definition, type Scope } from './report-sql.ts';
import { NOW, TODAY_IN } from '#src/db/clock-sql.ts';

/**
 * The reports of /dashboard (DOMAIN.md, Reports), each read from the rows of the schedule and the
 * money ledger and the counts and sums the database keeps beside them (migrations 0027–0033),
 * never from figures the app stores. Each report is two queries: its rows, one per key, and
 * the records behind one key, whose additive measures sum to the row's (the tests hold every
 * report to it). A report's rows are summed in the one statement that reads them. Daily usage and
 * monthly performance read each day's count of its events (`EVENT_DAYS`), revenue trends and
 * monthly performance each month's payments, staff performance and staff payments each staff
 * member's months (`STAFF_MONTHS`); the other reports on a period's events read each
 * event's count of its bookings (`EVENTS`), and countries each event's list of its customers: none
 * reads the school's bookings.
 */

/**
 * Events of the period that were not cancelled, with their customers (bookings not cancelled) and
 * attendance, as each event counts them (migration 0027): the period's events are read alone, by
 * the index of starts, never the school's bookings.
 */
const EVENTS = (scope: Scope, since?: SQL) => sql`
  select e.id, e.title, ${eventDay(scope)}::text as day, to_char(${eventDay(scope)}, 'YYYY-MM') as month,
    e.ends_at <= ${NOW} as ended, t.price_cents, e.booked as customers, e.attended, e.no_shows
  from events e join event_types t on t.application_id = e.application_id and t.id = e.event_type_id
  where e.application_id = ${scope.schoolId} and e.status = 'scheduled' and ${eventInPeriod(scope)}
    ${since ? sql`and e.starts_at >= ${since}` : sql``}`;

/**
 * The period's days with events that stand, with their count and their customers, as the database
 * keeps them per day on the school's clocks (migration 0032): a row a day, never the events.
 */
const EVENT_DAYS = (scope: Scope) => sql`
  select d.day, d.events, d.customers from event_day_totals d
  where d.application_id = ${scope.schoolId} and d.events > 0 and ${inPeriod(sql`d.day`, scope)}`;

/**
 * Sales of the period still standing, of one kind, with a package's credits granted and used if
 * `credited` (the sums the database keeps per sale, migration 0028); with their customer's name for
 * the records behind a row (every sale has its customer).
 */
const SALES = (scope: Scope, kind: 'package' | 'service', { named = false, credited = false } = {}) => sql`
  select s.id, s.description, s.sold_on::text as day, s.quantity, s.total_cents,
    ${kind === 'package' ? sql`s.package_id` : sql`s.service_id`} as product_id, ${named ? sql`c.name` : sql`null::text`} as customer,
    ${credited ? sql`coalesce(g.granted, 0)::int as granted, coalesce(g.used, 0)::int as used` : sql`0 as granted, 0 as used`}
  from sales s ${named ? sql`join customers c on c.application_id = s.application_id and c.id = s.customer_id` : sql``}
  ${credited ? sql`left join sale_credit_totals g on g.application_id = s.application_id and g.sale_id = s.id` : sql``}
  where s.application_id = ${scope.schoolId} and s.kind = ${kind} and ${SALE_STANDS}
    and ${inPeriod(sql`s.sold_on`, scope)}`;

/** Payments of the period (refunds negative). */
const PAYMENTS = (scope: Pick<Scope, 'schoolId' | 'year' | 'month'>) => sql`
  select p.id, p.paid_on::text as day, to_char(p.paid_on, 'YYYY-MM') as month, p.amount_cents, c.name as customer
  from payments p join customers c on c.application_id = p.application_id and c.id = p.customer_id
  where p.application_id = ${scope.schoolId} and ${inPeriod(sql`p.paid_on`, scope)}`;

/**
 * The ended events a staff member `m` is on (as an instructor only, if `instructorsOnly`), from
 * EVENTS, of those starting at `since` or later if given.
 */
const STAFF_EVENTS = (scope: Scope, instructorsOnly: boolean, since?: SQL) => sql`
  select m.staff_id, m.pay_cents, ev.* from event_staff m join (${EVENTS(scope, since)}) ev on ev.id = m.event_id
  where m.application_id = ${scope.schoolId} and ev.ended ${instructorsOnly ? sql`and m.role = 'instructor'` : sql``}`;

/**
 * The first month, on the school's clocks, whose events may not all have ended: the month of the
 * instant an event's longest life (EVENT_DURATION_MAX) ago. Every event of the months before it has ended.
 */
const OPEN_MONTH = (scope: Scope) =>
  sql`date_trunc('month', (${NOW} - make_interval(mins => ${EVENT_DURATION_MAX}::int)) at time zone ${scope.timeZone})::date`;

/**
 * What staff members did in the period's ended events (as instructors only, if `instructorsOnly`):
 * the months before OPEN_MONTH as the database keeps them per staff member, month, type and role
 * (migration 0033), the months from it on read from STAFF_EVENTS. `events` counts the pairs of a
 * staff member and an event; the value of the attended is at their type's price.
 */
const STAFF_MONTHS = (scope: Scope, instructorsOnly: boolean) => sql`
  select k.staff_id, k.events, k.customers, k.attended, k.no_shows, k.attended::bigint * t.price_cents as value_cents,
    k.pay_cents
  from staff_month_totals k join event_types t on t.application_id = k.application_id and t.id = k.event_type_id
  where k.application_id = ${scope.schoolId} and k.month < ${OPEN_MONTH(scope)} and ${inPeriod(sql`k.month`, scope)}
    ${instructorsOnly ? sql`and k.role = 'instructor'` : sql``}
  union all
  select x.staff_id, 1, x.customers, x.attended, x.no_shows, x.attended::bigint * x.price_cents, x.pay_cents
  from (${STAFF_EVENTS(scope, instructorsOnly, sql`(${OPEN_MONTH(scope)}::timestamp at time zone ${scope.timeZone})`)}) x`;

/**
 * Open charges (something still owed) due in the period, with their customer: what is still open
 * of each charge, as the database keeps it with the charge's sums (migrations 0028, 0030), read by
 * the index of open charges alone.
 */
const OPEN = (scope: Scope) => sql`
  select o.id, o.due_on::text as day, o.description, k.name as customer, o.open_cents,
    greatest(${TODAY_IN(scope.timeZone)} - o.due_on, 0)::int as days_overdue
  from (${CHARGE_BALANCES(scope.schoolId, { openOnly: true })}) o
  join customers k on k.application_id = ${scope.schoolId} and k.id = o.customer_id
  where ${inPeriod(sql`o.due_on`, scope)}`;

/** The year revenue trends compare with the one before: the one chosen, else this one. */
const trendYear = (scope: Scope) => sql`${scope.year ?? null}::int`;

type Row = { key: string; label: string } & Record<string, number | string>;
type Item = { kind: TraceKind; id: string; day: string | null; label: string } & Record<string, number | string | null>;

const DEFINITIONS: Readonly<Record<AnyReportName, Definition>> = {
  'daily-usage': {
    keyKind: 'day',
    measures: [
      ['events', 'count'],
      ['customers', 'count'],
    ],
    rows: (scope) => sql`select day::text as key, '' as label, events, customers
      from (${EVENT_DAYS(scope)}) d order by day`,
    trace: (scope, key) => sql`select 'event' as kind, id, day, title as label, 1 as events, customers
      from (${EVENTS(scope)}) ev where day = ${key} order by day, title, id`,
  },
  'package-utilisation': {
    keyKind: 'record',
    measures: [
      ['sold', 'count'],
      ['creditsGranted', 'count'],
      ['creditsUsed', 'count'],
    ],
    rows: (scope) => sql`select x.product_id::text as key, p.name as label, sum(x.quantity)::bigint as sold,
        sum(x.granted)::bigint as "creditsGranted", sum(x.used)::bigint as "creditsUsed"
      from (${SALES(scope, 'package', { credited: true })}) x join packages p on p.application_id = ${scope.schoolId} and p.id = x.product_id
      group by x.product_id, p.name order by "creditsGranted" desc, p.name`,
    trace: (scope, key) => sql`select 'sale' as kind, id, day, customer as label, quantity as sold,
        granted as "creditsGranted", used as "creditsUsed"
      from (${SALES(scope, 'package', { named: true, credited: true })}) x where x.product_id::text = ${key} order by day, id`,
  },
  'staff-performance': {
    keyKind: 'record',
    measures: [
      ['lessons', 'count'],
      ['customers', 'count'],
      ['attended', 'count'],
      ['noShows', 'count'],
      ['attendanceRate', 'share'],
      ['valueCents', 'cents'],
    ],
    rows: (scope) => sql`select x.staff_id::text as key, s.name as label, sum(x.events)::bigint as lessons,
        sum(x.customers)::bigint as customers, sum(x.attended)::bigint as attended, sum(x.no_shows)::bigint as "noShows",
        coalesce(sum(x.attended)::float / nullif(sum(x.attended + x.no_shows), 0), 0) as "attendanceRate",
        sum(x.value_cents)::bigint as "valueCents"
      from (${STAFF_MONTHS(scope, true)}) x join staff s on s.application_id = ${scope.schoolId} and s.id = x.staff_id
      group by x.staff_id, s.name having sum(x.events) > 0 order by lessons desc, s.name`,
    trace: (scope, key) => sql`select 'event' as kind, id, day, title as label, 1 as lessons, customers, attended,
        no_shows as "noShows", attended * price_cents as "valueCents"
      from (${STAFF_EVENTS(scope, true)}) x where x.staff_id::text = ${key} order by day, id`,
  },
  'staff-payments': {
    keyKind: 'record',
    measures: [
      ['earnedCents', 'cents'],
      ['paidCents', 'cents'],
      ['dueCents', 'cents'],
    ],
    rows: (scope) => sql`select s.id::text as key, s.name as label, sum(m.earned)::bigint as "earnedCents",
        sum(m.paid)::bigint as "paidCents", sum(m.earned - m.paid)::bigint as "dueCents"
      from (select staff_id, pay_cents as earned, 0 as paid, events as records from (${STAFF_MONTHS(scope, false)}) x
        union all
        select staff_id, 0, amount_cents, 1 from staff_payments
        where application_id = ${scope.schoolId} and ${inPeriod(sql`paid_on`, scope)}) m
      join staff s on s.application_id = ${scope.schoolId} and s.id = m.staff_id
      group by s.id, s.name having sum(m.records) > 0 order by "dueCents" desc, s.name`,
    trace: (scope, key) => sql`select * from (
        select 'event' as kind, id, day, title as label, pay_cents as "earnedCents", 0 as "paidCents",
          pay_cents as "dueCents"
        from (${STAFF_EVENTS(scope, false)}) x where x.staff_id::text = ${key}
        union all
        select 'staffPayment', id, paid_on::text, note, 0, amount_cents, -amount_cents from staff_payments
        where application_id = ${scope.schoolId} and staff_id::text = ${key} and ${inPeriod(sql`paid_on`, scope)}) t
      order by day, id`,
  },
  'outstanding-payments': {
    keyKind: 'record',
    measures: [
      ['amountCents', 'cents'],
      ['daysOverdue', 'days'],
    ],
    rows: (scope) => sql`select id::text as key, customer || ' · ' || description as label, open_cents as "amountCents",
        days_overdue as "daysOverdue"
      from (${OPEN(scope)}) o order by open_cents desc, day, id`,
    trace: (scope, key) => sql`select 'charge' as kind, id, day, customer || ' · ' || description as label,
        open_cents as "amountCents"
      from (${OPEN(scope)}) o where id::text = ${key}`,
  },
  'revenue-trends': {
    keyKind: 'monthOfYear',
    measures: [
      ['thisYearCents', 'cents'],
      ['lastYearCents', 'cents'],
    ],
    rows: (scope) => sql`with y as (select coalesce(${trendYear(scope)},
          extract(year from ${NOW} at time zone ${scope.timeZone})::int) as year),
        months as (select extract(year from t.month)::int as year, extract(month from t.month)::int as month,
            t.amount_cents as cents
          from y, payment_month_totals t where t.application_id = ${scope.schoolId}
            and t.month >= make_date(y.year - 1, 1, 1) and t.month < make_date(y.year + 1, 1, 1))
      select m::text as key, '' as label,
        coalesce((select x.cents from months x where x.year = y.year and x.month = m), 0)::bigint as "thisYearCents",
        coalesce((select x.cents from months x where x.year = y.year - 1 and x.month = m), 0)::bigint as "lastYearCents"
      from y, generate_series(1, 12) m
      where ${scope.month === undefined ? sql`true` : sql`m = ${scope.month}`} order by m`,
    trace: (scope, key) => sql`with y as (select coalesce(${trendYear(scope)},
          extract(year from ${NOW} at time zone ${scope.timeZone})::int) as year)
      select 'payment' as kind, p.id, p.paid_on::text as day, c.name as label,
        case when extract(year from p.paid_on)::int = y.year then p.amount_cents else 0 end as "thisYearCents",
        case when extract(year from p.paid_on)::int = y.year then 0 else p.amount_cents end as "lastYearCents"
      from y, payments p join customers c on c.application_id = p.application_id and c.id = p.customer_id
      where p.application_id = ${scope.schoolId}
        and p.paid_on >= make_date(y.year - 1, 1, 1) and p.paid_on < make_date(y.year + 1, 1, 1)
        and extract(month from p.paid_on)::text = ${key}
      order by p.paid_on, p.id`,
  },
  'package-distribution': distribution('package'),
  'monthly-performance': {
    keyKind: 'month',
    measures: [
      ['events', 'count'],
      ['customers', 'count'],
      ['revenueCents', 'cents'],
    ],
    rows: (scope) => sql`select month as key, '' as label, sum(events)::bigint as events,
        sum(customers)::bigint as customers, sum(revenue)::bigint as "revenueCents"
      from (select to_char(day, 'YYYY-MM') as month, events, customers, 0 as revenue from (${EVENT_DAYS(scope)}) d
        union all
        select to_char(t.month, 'YYYY-MM'), 0, 0, t.amount_cents from payment_month_totals t
          where t.application_id = ${scope.schoolId} and t.payments > 0 and ${inPeriod(sql`t.month`, scope)}) m
      group by month order by month`,
    trace: (scope, key) => sql`select * from (
        select 'event' as kind, id, day, title as label, 1 as events, customers, 0 as "revenueCents"
        from (${EVENTS(scope)}) ev where month = ${key}
        union all
        select 'payment', id, day, customer, 0, 0, amount_cents from (${PAYMENTS(scope)}) p where month = ${key}) t
      order by day, id`,
  },
  countries: {
    keyKind: 'country',
    measures: [['customers', 'count']],
    rows: (scope) => sql`select coalesce(nullif(k.country, ''), 'none') as key, '' as label, count(*)::int as customers
      from (${CUSTOMERS(scope)}) k group by 1 order by customers desc, key`,
    trace: (scope, key) => sql`select 'customer' as kind, k.id, null as day, k.name as label, 1 as customers
      from (${CUSTOMERS(scope)}) k where coalesce(nullif(k.country, ''), 'none') = ${key} order by k.name, k.id`,
  },
  'services-distribution': distribution('service'),
  'place-comparison': comparison('place'),
  'type-comparison': comparison('type'),
};

/**
 * The customers a period counts: those booked (not cancelled) in one of its events, as each event
 * lists them (migration 0029); without a year or a month, every customer of the school.
 */
function CUSTOMERS(scope: Scope): SQL {
  const all = scope.year === undefined && scope.month === undefined;
  const booked = sql`and k.id in (select unnest(e.customer_ids) from events e
    where e.application_id = ${scope.schoolId} and e.status = 'scheduled' and ${eventInPeriod(scope)})`;
  return sql`select k.id, k.name, k.country from customers k where k.application_id = ${scope.schoolId}
    ${all ? sql`` : booked}`;
}

/** Sales of packages or services in the period, by product: how many and for how much. */
function distribution(kind: 'package' | 'service'): Definition {
  const table = kind === 'package' ? sql`packages` : sql`services`;
  return {
    keyKind: 'record',
    measures: [
      ['sold', 'count'],
      ['totalCents', 'cents'],
    ],
    rows: (scope) => sql`select x.product_id::text as key, p.name as label, sum(x.quantity)::bigint as sold,
        sum(x.total_cents)::bigint as "totalCents"
      from (${SALES(scope, kind)}) x join ${table} p on p.application_id = ${scope.schoolId} and p.id = x.product_id
      group by x.product_id, p.name order by "totalCents" desc, p.name`,
    trace: (scope, key) => sql`select 'sale' as kind, id, day, customer as label, quantity as sold,
        total_cents as "totalCents"
      from (${SALES(scope, kind, { named: true })}) x where x.product_id::text = ${key} order by day, id`,
  };
}

const scopeOf = (call: CallContext, schoolId: string, query: ReportQuery): Scope => ({
  schoolId,
  timeZone: call.auth.schoolTimeZone ?? DEFAULT_TIME_ZONE,
  year: query.year,
  month: query.month,
});

const numberOf = (value: unknown) => (typeof value === 'number' ? value : Number(value ?? 0));

async function readReport(tx: Transaction, name: AnyReportName, scope: Scope): Promise<Report> {
  const definition = DEFINITIONS[name];
  const rows = rowsOf<Row>(await tx.execute(definition.rows(scope)));
  const measures = definition.measures.map(([key, kind]) => ({ key, kind }));
  const additive = measures.filter((measure) => measure.kind === 'count' || measure.kind === 'cents');
  const out = rows.map((row) => ({
    key: String(row.key),
    label: String(row.label ?? ''),
    values: Object.fromEntries(measures.map(({ key }) => [key, numberOf(row[key])])),
  }));
  return {
    report: name,
    keyKind: definition.keyKind,
    measures,
    rows: out,
    totals: Object.fromEntries(
      additive.map(({ key }) => [key, out.reduce((sum, row) => sum + (row.values[key] ?? 0), 0)]),
    ),
  };
}

/** The statements of a report: its rows, and the records behind one of them. */
export function reportStatements(name: AnyReportName, scope: Scope, key: string): readonly SQL[] {
  const definition = DEFINITIONS[name];
  return [definition.rows(scope), definition.trace(scope, key)];
}

/** One report for the period (DOMAIN.md, Reports). */
export function getReport(call: CallContext, name: AnyReportName, query: ReportQuery): Promise<Report> {
  const schoolId = currentSchool(call);
  const scope = scopeOf(call, schoolId, query);
  const reading = () => withSchool(call, (tx) => readReport(tx, name, scope));
  const cache = reportCacheOf(call.db);
  if (!cache) return reading();
  return cache.read(schoolId, `${name}|${scope.timeZone}|${scope.year ?? ''}|${scope.month ?? ''}`, reading);
}

/** The customers whose sales, payments and charges the records are, by record id. */
async function customersOf(tx: Transaction, schoolId: string, items: readonly Item[]): Promise<Map<string, string>> {
  const idsOf = (kind: TraceKind) => items.filter((item) => item.kind === kind).map((item) => sql`${String(item.id)}`);
  const parts = (
    [
      ['sale', sql`sales`],
      ['payment', sql`payments`],
      ['charge', sql`charges`],
    ] as const
  ).flatMap(([kind, table]) => {
    const ids = idsOf(kind);
    return ids.length === 0
      ? []
      : [
          sql`select id::text as id, customer_id::text as customer_id from ${table}
            where application_id = ${schoolId} and id::text in (${sql.join(ids, sql`, `)})`,
        ];
  });
  if (parts.length === 0) return new Map();
  const rows = rowsOf<{ id: string; customer_id: string }>(await tx.execute(sql.join(parts, sql` union all `)));
  return new Map(rows.map((row) => [row.id, row.customer_id]));
}

/** The records behind one row of a report: their additive figures sum to the row's. */
export function traceReport(call: CallContext, name: AnyReportName, query: ReportTraceQuery): Promise<ReportTrace> {
  return withSchool(call, async (tx, schoolId) => {
    const definition = DEFINITIONS[name];
    const scope = scopeOf(call, schoolId, query);
    const items = rowsOf<Item>(await tx.execute(definition.trace(scope, query.key)));
    const owners = await customersOf(tx, schoolId, items);
    const additive = definition.measures.filter(([, kind]) => kind === 'count' || kind === 'cents');
    return {
      report: name,
      key: query.key,
      items: items.map((item) => ({
        kind: item.kind,
        id: String(item.id),
        day: item.day === null || item.day === undefined ? null : String(item.day),
        label: String(item.label ?? ''),
        customerId: owners.get(String(item.id)) ?? null,
        values: Object.fromEntries(additive.filter(([key]) => key in item).map(([key]) => [key, numberOf(item[key])])),
      })),
    };
  });
}
