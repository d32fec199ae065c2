import { DEFAULT_TIME_ZONE } from '@lineup/contract/constants';
import type { AssistantLink } from '@lineup/contract/assistant';
import type { CallContext } from '#src/http/request-context.ts';
import { translate, type MessageKey } from '#src/i18n/messages.ts';
import { localDay } from '#src/lib/zoned-day.ts';
import { clock } from '@lineup/contract/clock';

/** SmartBot's words in the caller's language, and the school's clocks and currency. */
export function wording(call: CallContext) {
  const { language } = call;
  const timeZone = call.auth.schoolTimeZone ?? DEFAULT_TIME_ZONE;
  const currency = call.auth.schoolCurrency ?? 'EUR';
  const moneyFormat = new Intl.NumberFormat(language, { style: 'currency', currency });
  const dayFormat = new Intl.DateTimeFormat(language, { dateStyle: 'full', timeZone: 'UTC' });
  const timeFormat = new Intl.DateTimeFormat(language, { timeStyle: 'short', timeZone });
  const startFormat = new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short', timeZone });
  const t = (key: MessageKey, params?: Record<string, string | number>) => translate(language, key, params);
  return {
    t,
    timeZone,
    today: () => localDay(clock.now(), timeZone),
    money: (cents: number) => moneyFormat.format(cents / 100),
    day: (day: string) => dayFormat.format(new Date(`${day}T00:00:00Z`)),
    time: (at: string | Date) => timeFormat.format(new Date(at)),
    /** Hours and minutes on the school's clocks, as the questions say them ("10:00"). */
    clock: (at: string | Date) =>
      new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone }).format(
        new Date(at),
      ),
    start: (at: string | Date) => startFormat.format(new Date(at)),
    /** The day an instant falls on, on the school's clocks. */
    dayOf: (at: string | Date) => localDay(new Date(at), timeZone),
    link: (key: MessageKey, path: string): AssistantLink => ({ label: t(key), path }),
  };
}

export type Wording = ReturnType<typeof wording>;
