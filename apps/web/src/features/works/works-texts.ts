import { resourceTexts } from '#web/lib/resource/resource-texts.ts';

/**
 * What the works screen says: `works.*` in its locales, and the side bar's name for the screen.
 * A work is never retired (nothing else names one), so the retirement toast is the deletion's.
 */
export const workTexts = resourceTexts('works', {
  title: 'screens.works',
  retired: 'works.deleted',
});

/** The works screen's own texts, one loader per language, loaded with the screen (ScreenTexts). */
export const workLocales = import.meta.glob<{ default: Record<string, unknown> }>('./locales/*.json');
