import { describe, expect, it } from 'vitest';
import { RATE_LIMIT_MESSAGE } from '@lineup/contract/constants';
import { LANGUAGES } from '@lineup/contract/languages';
import { ERROR_CODES } from '@lineup/contract/problem';
import { SCREEN_ROUTES } from '@lineup/contract/routes';
import { locales } from '#web/lib/i18n.ts';

function keysOf(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) => keysOf(child, prefix ? `${prefix}.${key}` : key));
}

function valueAt(locale: unknown, key: string): unknown {
  return key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], locale);
}

const allKeys = [...new Set(LANGUAGES.flatMap((language) => keysOf(locales[language])))].sort();

describe('locales', () => {
  it.each(LANGUAGES)('%s has every key another language has', (language) => {
    expect(keysOf(locales[language]).sort()).toEqual(allKeys);
  });

  it.each(LANGUAGES)('%s has no empty text', (language) => {
    const empty = keysOf(locales[language]).filter((key) => valueAt(locales[language], key) === '');
    expect(empty).toEqual([]);
  });

  it('names every screen of the route table and every error code of the contract', () => {
    for (const { screen } of SCREEN_ROUTES) expect(allKeys).toContain(`screens.${screen}`);
    for (const code of ERROR_CODES) expect(allKeys).toContain(`errors.${code}`);
  });

  it('says the spec rate-limit text in English', () => {
    expect(locales.en.errors.rate_limited).toBe(RATE_LIMIT_MESSAGE);
  });
});
