import { describe, expect, it } from 'vitest';
import { resolveLanguage } from './languages.ts';

describe('language resolution (spec section 9)', () => {
  it('reads the cookie first, accepting every supported language including zh', () => {
    for (const language of ['pt', 'en', 'es', 'fr', 'de', 'zh']) {
      expect(resolveLanguage(language, ['de-DE'])).toBe(language);
    }
  });

  it('ignores a cookie that is not a supported language', () => {
    expect(resolveLanguage('it', ['fr-FR'])).toBe('fr');
  });

  it('uses the browser language only when it is pt, en, fr or de', () => {
    expect(resolveLanguage(null, ['fr-CA', 'en'])).toBe('fr');
    expect(resolveLanguage(null, ['en-GB'])).toBe('en');
    expect(resolveLanguage(null, ['de'])).toBe('de');
    expect(resolveLanguage(null, ['pt-BR'])).toBe('pt');
    expect(resolveLanguage(undefined, ['es-ES'])).toBe('pt');
    expect(resolveLanguage(undefined, ['zh-CN'])).toBe('pt');
    expect(resolveLanguage(undefined, [])).toBe('pt');
  });
});
