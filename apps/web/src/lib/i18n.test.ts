import { afterEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage, clearLanguage, i18n } from '#web/lib/i18n.ts';
import { detectLanguage } from '#web/lib/reader-language.ts';
import { readLanguageCookie } from '#web/lib/language-cookie.ts';

function browserLanguages(languages: string[]): void {
  vi.spyOn(navigator, 'languages', 'get').mockReturnValue(languages);
}

afterEach(async () => {
  vi.restoreAllMocks();
  await clearLanguage();
});

describe('language', () => {
  it('takes the language cookie first, even es and zh', () => {
    browserLanguages(['de-DE']);
    document.cookie = 'lineup_language=zh; Path=/';
    expect(detectLanguage()).toBe('zh');
  });

  it('takes a pt, en, fr or de browser language without a cookie', () => {
    browserLanguages(['fr-CA', 'en']);
    expect(detectLanguage()).toBe('fr');
  });

  it('falls back to Portuguese for other browser languages and bad cookies', () => {
    browserLanguages(['es-ES']);
    expect(detectLanguage()).toBe('pt');
    document.cookie = 'lineup_language=xx; Path=/';
    expect(detectLanguage()).toBe('pt');
  });

  it('writes the cookie for a year on path / and sets the document language', async () => {
    const cookie = vi.spyOn(document, 'cookie', 'set');
    await changeLanguage('de');
    expect(cookie).toHaveBeenCalledWith('lineup_language=de; Max-Age=31536000; Path=/; SameSite=Lax');
    expect(readLanguageCookie()).toBe('de');
    expect(i18n.language).toBe('de');
    expect(document.documentElement.lang).toBe('de');
  });

  it('clearing the cookie resets to Portuguese', async () => {
    await changeLanguage('en');
    await clearLanguage();
    expect(readLanguageCookie()).toBeNull();
    expect(document.documentElement.lang).toBe('pt');
  });
});
