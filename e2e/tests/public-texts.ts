import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const WEB = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../apps/web/src');

export const LANGUAGES = ['pt', 'en', 'es', 'fr', 'de', 'zh'] as const;
export type Language = (typeof LANGUAGES)[number];

function read(file: string): Record<string, unknown> {
  return JSON.parse(readFileSync(path.join(WEB, file), 'utf8')) as Record<string, unknown>;
}

/** Locale files kept apart from the shared one and from a feature's own, by their top-level key. */
const OWN_FILES: Record<string, string> = { policy: 'components/policy/locales' };

/** A text of the web app in a language, by its key, straight from the locale files. */
export function text(language: Language, key: string): string {
  const [top = ''] = key.split('.');
  const shared = read(`locales/${language}.json`);
  const folder = OWN_FILES[top] ?? `features/${top}/locales`;
  const source = top in shared ? shared : read(`${folder}/${language}.json`);
  const value = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], source);
  if (typeof value !== 'string') throw new Error(`no text ${key} in ${language}`);
  return value;
}
