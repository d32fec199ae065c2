import { describe, expect, it } from 'vitest';
import { RATE_LIMIT_MESSAGE } from '@lineup/contract/constants';
import { LANGUAGES } from '@lineup/contract/languages';
import { ERROR_CODES } from '@lineup/contract/problem';
import { SCREEN_ROUTES } from '@lineup/contract/routes';
import { languageName } from '#web/lib/language-names.ts';
import { loadAllLocales } from '#web/testing/locales.ts';

function keysOf(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) => keysOf(child, prefix ? `${prefix}.${key}` : key));
}

function valueAt(locale: unknown, key: string): unknown {
  return key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], locale);
}

const locales = await loadAllLocales();
const allKeys = [...new Set(LANGUAGES.flatMap((language) => keysOf(locales[language])))].sort();

// Each feature's own texts: src/features/<feature>/locales/<lang>.json.
const featureFiles = import.meta.glob<Record<string, unknown>>('../features/*/locales/*.json', {
  eager: true,
  import: 'default',
});
const byFeature = new Map<string, Map<string, Record<string, unknown>>>();
for (const [file, content] of Object.entries(featureFiles)) {
  const [, feature = '', language = ''] = /features\/([^/]+)\/locales\/([^/]+)\.json$/.exec(file) ?? [];
  if (!byFeature.has(feature)) byFeature.set(feature, new Map());
  byFeature.get(feature)?.set(language, content);
}
const features = [...byFeature.keys()].sort();
const camelCase = (name: string) => name.replace(/-(\w)/g, (_, letter: string) => letter.toUpperCase());
const placeholders = (text: unknown) => (typeof text === 'string' ? (text.match(/{{\s*\w+\s*}}/g) ?? []).sort() : []);

describe('locales', () => {
  it.each(LANGUAGES)('%s has every key another language has', (language) => {
    expect(keysOf(locales[language]).sort()).toEqual(allKeys);
  });

  it.each(LANGUAGES)('%s has no empty text', (language) => {
    const empty = keysOf(locales[language]).filter((key) => valueAt(locales[language], key) === '');
    expect(empty).toEqual([]);
  });

  it.each(features)('feature %s has a file for each language and no other', (feature) => {
    expect([...(byFeature.get(feature)?.keys() ?? [])].sort()).toEqual([...LANGUAGES].sort());
  });

  it.each(features)(
    'feature %s keeps its texts under one key named after it, the same in every language',
    (feature) => {
      const files = byFeature.get(feature) ?? new Map<string, Record<string, unknown>>();
      const reference = keysOf(files.get('pt')).sort();
      for (const [language, content] of files) {
        expect(Object.keys(content), `${feature}/${language}.json`).toEqual([camelCase(feature)]);
        expect(keysOf(content).sort(), `${feature}/${language}.json`).toEqual(reference);
      }
    },
  );

  it.each(LANGUAGES)('%s uses the same {{placeholders}} as Portuguese in every text', (language) => {
    const differing = allKeys.filter(
      (key) => placeholders(valueAt(locales[language], key)).join() !== placeholders(valueAt(locales.pt, key)).join(),
    );
    expect(differing).toEqual([]);
  });

  it('names every screen of the route table and every error code of the contract', () => {
    for (const { screen } of SCREEN_ROUTES) expect(allKeys).toContain(`screens.${screen}`);
    for (const code of ERROR_CODES) expect(allKeys).toContain(`errors.${code}`);
  });

  it.each(LANGUAGES)('%s is named in the pickers as its own texts name it', (language) => {
    expect(languageName(language)).toBe(locales[language].language.name);
  });

  it('says the spec rate-limit text in English', () => {
    expect(locales.en.errors.rate_limited).toBe(RATE_LIMIT_MESSAGE);
  });
});
