import i18n, { type BackendModule } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, isLanguage, LANGUAGES, type Language } from '@lineup/contract/languages';
import { clearLanguageCookie, writeLanguageCookie } from '#web/lib/language-cookie.ts';
import { loadLocale, type Resources } from '#web/lib/i18n-resources.ts';
import { detectLanguage } from '#web/lib/reader-language.ts';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: Resources };
  }
}

/** Loads a language's texts the first time it is used: at start, and when the reader picks another. */
const lazyLocales: BackendModule = {
  type: 'backend',
  callbackApi: false,
  init: () => undefined,
  read: ((language: string) => loadLocale(isLanguage(language) ? language : DEFAULT_LANGUAGE)) as BackendModule['read'],
};

/** Settles once the reader's language is loaded; the app renders after it. */
export const i18nReady: Promise<unknown> = i18n
  .use(lazyLocales)
  .use(initReactI18next)
  .init({
    lng: detectLanguage(),
    // Every language has every key (locales.test.ts): no second language is loaded as a fallback.
    fallbackLng: false,
    supportedLngs: LANGUAGES,
    load: 'currentOnly',
    // React escapes what it renders.
    interpolation: { escapeValue: false },
  });

function syncDocumentLanguage(language: string): void {
  document.documentElement.lang = language;
}
syncDocumentLanguage(i18n.language);
i18n.on('languageChanged', syncDocumentLanguage);

/** The user's choice: kept in the language cookie for a year. */
export async function changeLanguage(language: Language): Promise<void> {
  writeLanguageCookie(language);
  await i18n.changeLanguage(language);
}

/** Forgets the choice; the spec resets the interface to Portuguese. */
export async function clearLanguage(): Promise<void> {
  clearLanguageCookie();
  await i18n.changeLanguage(DEFAULT_LANGUAGE);
}

export function currentLanguage(): Language {
  const language = i18n.resolvedLanguage ?? i18n.language;
  return isLanguage(language) ? language : DEFAULT_LANGUAGE;
}

export { i18n };
