import { resourceTexts } from '#web/lib/resource/resource-texts.ts';

/** What the lessons screens say: `lessons.*` in their locales, and the side bar's name for the list. */
export const lessonTexts = resourceTexts('lessons', {
  title: 'screens.lessonList',
  retired: 'lessons.cancelledToast',
});

/** The lessons screens' own texts, one loader per language, loaded with the screens (ScreenTexts). */
export const lessonLocales = import.meta.glob<{ default: Record<string, unknown> }>('./locales/*.json');
