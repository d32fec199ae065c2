import { LANGUAGES, type Language } from '@lineup/contract/languages';
import type { Resources } from '#web/lib/i18n-resources.ts';

// Every locale file, those loaded with their screens included.
const files = import.meta.glob<Record<string, unknown>>(
  [
    '../locales/*.json',
    '../components/locales/*.json',
    '../components/*/locales/*.json',
    '../features/*/locales/*.json',
  ],
  { eager: true, import: 'default' },
);

/** Every language's texts at once, for tests that compare them. */
export async function loadAllLocales(): Promise<Readonly<Record<Language, Resources>>> {
  const merged = Object.fromEntries(LANGUAGES.map((language) => [language, {} as Record<string, unknown>]));
  for (const [file, texts] of Object.entries(files)) {
    const language = LANGUAGES.find((known) => file.endsWith(`/${known}.json`));
    if (language) Object.assign(merged[language] as object, texts);
  }
  return merged as Record<Language, Resources>;
}
