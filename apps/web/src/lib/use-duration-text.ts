import { useTranslation } from 'react-i18next';
import { useFormat } from '#web/lib/format.ts';

/** A length in minutes (a lesson, a type's default) as people read it, in hours and minutes: "1 h 30 min", "2 h", "45 min". */
export function useDurationText(): (minutes: number) => string {
  const { t } = useTranslation();
  const format = useFormat();
  return (minutes) => {
    const hours = format.number(Math.floor(minutes / 60));
    const rest = minutes % 60;
    if (minutes < 60) return t('list.duration.minutes', { minutes: format.number(rest) });
    if (rest === 0) return t('list.duration.hours', { hours });
    return t('list.duration.hoursMinutes', { hours, minutes: format.number(rest) });
  };
}
