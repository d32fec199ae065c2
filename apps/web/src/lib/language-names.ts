import type { Language } from '@lineup/contract/languages';

/**
 * Each language named in itself, for the language pickers: the same as its locale's `language.name`
 * (locales.test.ts checks), kept here so a picker does not load five other languages to name them.
 */
const LANGUAGE_NAMES: Readonly<Record<Language, string>> = {
  pt: 'Português',
  en: 'English',
  es: 'Español',
  fr: 'Français',
  de: 'Deutsch',
  zh: '中文',
};

export function languageName(language: Language): string {
  return LANGUAGE_NAMES[language];
}
