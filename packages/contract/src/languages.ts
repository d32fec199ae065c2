/** Language rules of spec section 9. */

export const LANGUAGES = ['pt', 'en', 'es', 'fr', 'de', 'zh'] as const;
export type Language = (typeof LANGUAGES)[number];

export const DEFAULT_LANGUAGE: Language = 'pt';
/** The side bar's switch offers these; es and zh come through the cookie and the Start page. */
export const SIDEBAR_LANGUAGES: readonly Language[] = ['en', 'pt', 'fr', 'de', 'es'];
/** Browser languages that pick the locale when no cookie is set. */
export const BROWSER_LANGUAGES: readonly Language[] = ['pt', 'en', 'fr', 'de'];

export const LANGUAGE_COOKIE = 'lineup_language';
export const LANGUAGE_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** Cookie first; else the first browser language if it is pt, en, fr or de; else pt. */
export function resolveLanguage(cookie: string | null | undefined, browser: readonly string[]): Language {
  if (isLanguage(cookie)) return cookie;
  const primary = browser[0]?.toLowerCase().split('-')[0];
  const match = BROWSER_LANGUAGES.find((language) => language === primary);
  return match ?? DEFAULT_LANGUAGE;
}
