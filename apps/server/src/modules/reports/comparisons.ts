import { sql, type SQL } from 'drizzle-orm';
import { eventDay, type Definition, type Scope } from './report-sql.ts';
import { NOW } from '#src/db/clock-sql.ts';

/**
 * The period asked for and the one before it, each as days [from, to): a month against the month
 * before; a year against the year before; a month of every year (no year chosen) as this year's
 * against last year's; all years as this year against the last, as revenue trends read them.
 */
function periods(scope: Scope): SQL {
  const year =
    scope.year === undefined
      ? sql`extract(year from (${NOW} at time zone ${scope.timeZone}))::int`
      : sql`${scope.year}::int`;
  if (scope.month === undefined) {
    return sql`select make_date(${year}, 1, 1) as cur_from, make_date(${year} + 1, 1, 1) as cur_to,
      make_date(${year} - 1, 1, 1) as prev_from, make_date(${year}, 1, 1) as prev_to`;
  }
  const from = sql`make_date(${year}, ${scope.month}::int, 1)`;
  const back = scope.year === undefined ? sql`interval '1 year'` : sql`interval '1 month'`;
  return sql`select ${from} as cur_from, (${from} + interval '1 month')::date as cur_to,
    (${from} - ${back})::date as prev_from, (${from} + interval '1 month' - ${back})::date as prev_to`;
}

/**
 * The events of both periods that were not cancelled, each with its place or type, whether it is in
 * the period asked for (`cur`) or the one before, its customers (bookings not cancelled) and the
 * value taught (customers who attended at the type's price), as the event counts them (migration 0027).
 */
function events(scope: Scope, by: 'place' | 'type'): SQL {
  const day = eventDay(scope);
  return sql`
    with p as (${periods(scope)})
    select e.id, e.title, ${day}::text as day,
      ${by === 'place' ? sql`pl.id` : sql`t.id`} as key_id, ${by === 'place' ? sql`pl.name` : sql`t.name`} as key_name,
      (${day} >= p.cur_from and ${day} < p.cur_to) as cur,
      e.booked as customers, e.attended * t.price_cents as value
    from p, events e
    join event_types t on t.application_id = e.application_id and t.id = e.event_type_id
    join places pl on pl.application_id = e.application_id and pl.id = e.place_id
    where e.application_id = ${scope.schoolId} and e.status = 'scheduled'
      and ((${day} >= p.cur_from and ${day} < p.cur_to) or (${day} >= p.prev_from and ${day} < p.prev_to))
      and e.starts_at >= (p.prev_from::timestamp at time zone ${scope.timeZone}) - interval '1 day'
      and e.starts_at < (p.cur_to::timestamp at time zone ${scope.timeZone}) + interval '1 day'`;
}

/** This period against the one before, per place or per lesson and event type (`view_advanced_reports`). */
export function comparison(by: 'place' | 'type'): Definition {
  return {
    keyKind: 'record',
    measures: [
      ['events', 'count'],
      ['eventsBefore', 'count'],
      ['customers', 'count'],
      ['customersBefore', 'count'],
      ['valueCents', 'cents'],
      ['valueCentsBefore', 'cents'],
    ],
    rows: (scope) => sql`select key_id::text as key, key_name as label,
        count(*) filter (where cur)::int as events, count(*) filter (where not cur)::int as "eventsBefore",
        coalesce(sum(customers) filter (where cur), 0)::bigint as customers,
        coalesce(sum(customers) filter (where not cur), 0)::bigint as "customersBefore",
        coalesce(sum(value) filter (where cur), 0)::bigint as "valueCents",
        coalesce(sum(value) filter (where not cur), 0)::bigint as "valueCentsBefore"
      from (${events(scope, by)}) x group by key_id, key_name order by "valueCents" desc, events desc, key_name`,
    trace: (scope, key) => sql`select 'event' as kind, id, day, title as label,
        case when cur then 1 else 0 end as events, case when cur then 0 else 1 end as "eventsBefore",
        case when cur then customers else 0 end as customers, case when cur then 0 else customers end as "customersBefore",
        case when cur then value else 0 end as "valueCents", case when cur then 0 else value end as "valueCentsBefore"
      from (${events(scope, by)}) x where key_id::text = ${key} order by day, id`,
  };
}
