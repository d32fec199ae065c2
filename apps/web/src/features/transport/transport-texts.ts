import { resourceTexts } from '#web/lib/resource/resource-texts.ts';

/** What the vehicles screens say: `transport.*` in their locales, and the side bar's name for the list. */
export const transportTexts = resourceTexts('transport', {
  title: 'screens.transportList',
  retired: 'transport.deactivated',
});

/** The vehicles screens' own texts, one loader per language, loaded with the screens (ScreenTexts). */
export const transportLocales = import.meta.glob<{ default: Record<string, unknown> }>('./locales/*.json');
