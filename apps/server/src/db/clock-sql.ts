import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { clock } from '@lineup/contract/clock';

/**
 * The school's clock in SQL. SQL's own `now()` is the machine's, and is kept for what guards
 * accounts and for when a row was written; what "now" and "today" mean to the schedule, the
 * money and the reports is `NOW`: the one clock's reading, taken each time a statement is built,
 * so a fragment that holds it can be a module's constant.
 */
export const NOW: SQLWrapper = { getSQL: () => sql`${clock.now().toISOString()}::timestamptz` };

/** Today on a time zone's clocks (a name, or an SQL expression giving one), as an SQL date. */
export const TODAY_IN = (timeZone: string | SQL): SQL => sql`(${NOW} at time zone ${timeZone})::date`;
