import { resourceTexts } from '#web/lib/resource/resource-texts.ts';

/** What the customers screens say: `students.*` in their locales, and the side bar's name for the list. */
export const studentTexts = resourceTexts('students', {
  title: 'screens.studentList',
  retired: 'students.deactivated',
});

/** The customers screens' own texts, one loader per language, loaded with the screens (ScreenTexts). */
export const studentLocales = import.meta.glob<{ default: Record<string, unknown> }>('./locales/*.json');
