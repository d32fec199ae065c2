import { resolveLanguage, type Language } from '@lineup/contract/languages';
import { readLanguageCookie } from '#web/lib/language-cookie.ts';

function browserLanguages(): readonly string[] {
  return navigator.languages.length > 0 ? navigator.languages : [navigator.language];
}

/** The spec's order: the language cookie, then the browser's language, then Portuguese. */
export function detectLanguage(): Language {
  return resolveLanguage(readLanguageCookie(), browserLanguages());
}
