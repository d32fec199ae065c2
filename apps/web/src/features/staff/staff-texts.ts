import { resourceTexts } from '#web/lib/resource/resource-texts.ts';

/** What the staff screens say: `staff.*` in their locales, and the side bar's name for the list. */
export const staffTexts = resourceTexts('staff', {
  title: 'screens.staffList',
  retired: 'staff.deactivated',
});

/** The staff screens' own texts, one loader per language, loaded with the screens (ScreenTexts). */
export const staffLocales = import.meta.glob<{ default: Record<string, unknown> }>('./locales/*.json');
