import { LANGUAGES, type Language } from '@lineup/contract/languages';
import { loadLocale, type Resources } from '#web/lib/i18n-resources.ts';

/** Every language's texts at once, for tests that compare them. */
export async function loadAllLocales(): Promise<Readonly<Record<Language, Resources>>> {
  const entries = await Promise.all(LANGUAGES.map(async (language) => [language, await loadLocale(language)] as const));
  return Object.fromEntries(entries) as Record<Language, Resources>;
}
