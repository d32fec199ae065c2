import { useTranslation } from 'react-i18next';
import { isRefusedFor, useWarningConfirm as useGoAhead } from '#web/lib/forms/warning-confirm.tsx';

/** The refusals that are warnings: the planner may go ahead, and the activity log says so. */
export const isWarning = isRefusedFor([
  'staff_unavailable',
  'certification_expired',
  'outside_daylight',
  'outside_tide_window',
]);

/**
 * Asks whether to go ahead despite a warning (an instructor outside their availability or with an
 * expired certification, a lesson in the dark or outside its place's tide for its level), in the
 * schedule's own words.
 */
export function useWarningConfirm() {
  const { t } = useTranslation();
  return useGoAhead({ title: t('lessons.warning.title'), go: t('lessons.warning.go') });
}
