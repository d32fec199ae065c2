import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { LANGUAGES, type Language } from '@lineup/contract/languages';
import { SCREEN_TEXT_FEATURES } from './screen-texts.ts';

/** `import('virtual:app-texts/en')`: the app-wide texts of one language (src/lib/i18n-resources.ts). */
const APP_TEXTS_PREFIX = 'virtual:app-texts/';
/** Resolved as `locale-<language>`: the name of its chunk, which is the module alone. */
const RESOLVED_PREFIX = `\0${APP_TEXTS_PREFIX}locale-`;

/** The key of a language's app-wide texts in the build manifest. */
export function appTextsManifestKey(language: Language): string {
  return `${RESOLVED_PREFIX.slice(1)}${language}`;
}

/** The language of a resolved app-texts module id, if it is one. */
function appTextsLanguage(id: string): Language | null {
  if (!id.startsWith(RESOLVED_PREFIX)) return null;
  const language = id.slice(RESOLVED_PREFIX.length);
  return LANGUAGES.find((known) => known === language) ?? null;
}

/**
 * The locale files whose texts every page of `language` loads: the shared file (src/locales) and
 * each feature's, those loaded with their screens (build/screen-texts.ts) left out.
 */
export function appTextFiles(srcDir: string, language: Language): string[] {
  const features = path.join(srcDir, 'features');
  const own = readdirSync(features)
    .filter((feature) => !(SCREEN_TEXT_FEATURES as readonly string[]).includes(feature))
    .map((feature) => path.join(features, feature, 'locales', `${language}.json`))
    .filter((file) => existsSync(file));
  return [path.join(srcDir, 'locales', `${language}.json`), ...own.sort()];
}

/** The texts of `files` in one object; a top-level key defined by two files is an error. */
export function mergeTexts(files: readonly string[]): Record<string, unknown> {
  const merged: Record<string, unknown> = {};
  for (const file of files) {
    for (const [key, value] of Object.entries(JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>)) {
      if (key in merged) throw new Error(`Translation key "${key}" is defined twice (${file}).`);
      merged[key] = value;
    }
  }
  return merged;
}

/**
 * The app-wide texts of each language as one module, merged as the app is built: a page loads its
 * language's texts in one request, where one module per file cost a request each.
 */
export function appTexts(srcDir: string): Plugin {
  return {
    name: 'lineup:app-texts',
    resolveId(id) {
      if (!id.startsWith(APP_TEXTS_PREFIX)) return null;
      const resolved = RESOLVED_PREFIX + id.slice(APP_TEXTS_PREFIX.length);
      return appTextsLanguage(resolved) ? resolved : null;
    },
    load(id) {
      const language = appTextsLanguage(id);
      if (!language) return null;
      const files = appTextFiles(srcDir, language);
      files.forEach((file) => this.addWatchFile(file));
      // JSON.parse of a string reads faster than the same object written as a literal.
      return `export default JSON.parse(${JSON.stringify(JSON.stringify(mergeTexts(files)))});`;
    },
  };
}
