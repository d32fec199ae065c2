import { clock } from '@lineup/contract/clock';
import { dayAfter } from '#src/lib/zoned-day.ts';

/** The day (`YYYY-MM-DD`) `days` from today by the clock, before it when negative, in a zone (UTC unless said). */
export function dayFromToday(days: number, timeZone = 'UTC'): string {
  return dayAfter(clock.today(timeZone), days);
}
