import { LANGUAGES, type Language } from '@lineup/contract/languages';
import type { Resources } from '#web/lib/i18n-resources.ts';

// Every locale file, those loaded with their screens included.
const files = import.meta.glob<Record<string, unknown>>(
  [
    '../locales/*.json',
    '../components/locales/*.json',
    '../components/*/locales/*.json',
    '../features/*/locales/*.json',
    '../features/*/*/locales/*.json',
  ],
  { eager: true, import: 'default' },
);

/** Adds `texts` to `into`, object by object: a key's texts may come from several files (`reasons`). */
function mergeInto(into: Record<string, unknown>, texts: Record<string, unknown>): void {
  for (const [key, value] of Object.entries(texts)) {
    const current = into[key];
    if (typeof current === 'object' && current !== null && typeof value === 'object' && value !== null) {
      mergeInto(current as Record<string, unknown>, value as Record<string, unknown>);
    } else {
      into[key] = typeof value === 'object' && value !== null ? structuredClone(value) : value;
    }
  }
}

/** Every language's texts at once, for tests that compare them. */
export async function loadAllLocales(): Promise<Readonly<Record<Language, Resources>>> {
  const merged = Object.fromEntries(LANGUAGES.map((language) => [language, {} as Record<string, unknown>]));
  for (const [file, texts] of Object.entries(files)) {
    const language = LANGUAGES.find((known) => file.endsWith(`/${known}.json`));
    if (language) mergeInto(merged[language] as Record<string, unknown>, texts);
  }
  return merged as Record<Language, Resources>;
}
