import type { Language } from '@lineup/contract/languages';
import { appTextsManifestKey } from './app-texts.ts';

/** One chunk of Vite's build manifest (`dist/.vite/manifest.json`). */
export interface ManifestChunk {
  readonly file: string;
  readonly src?: string;
  readonly isEntry?: boolean;
  readonly imports?: readonly string[];
  readonly dynamicImports?: readonly string[];
  readonly css?: readonly string[];
}
export type Manifest = Readonly<Record<string, ManifestChunk>>;

/**
 * What the Start page runs once the reader begins to use it: the entry, the app shell (boot.tsx) and the Start
 * screen (both imported before the app takes the page over), the app-wide texts of the reader's
 * language, and everything those import statically.
 */
export const START_PAGE_MODULES = ['index.html', 'src/boot.tsx', 'src/features/start/start-screen.tsx'] as const;

/** What the Start page runs before the reader begins to use it: the entry alone (main.tsx). */
export const BEFORE_USE_MODULES = ['index.html'] as const;

/** The chunks and all they import, each after its imports: stylesheets then cascade as the app loads them. */
function closure(manifest: Manifest, keys: readonly string[]): string[] {
  const seen = new Set<string>();
  const ordered: string[] = [];
  const visit = (key: string) => {
    if (seen.has(key)) return;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`The build manifest has no ${key}.`);
    seen.add(key);
    for (const imported of chunk.imports ?? []) visit(imported);
    ordered.push(key);
  };
  keys.forEach(visit);
  return ordered;
}

/**
 * The script and style files (relative to dist/) the Start page needs in one language once in use,
 * or before it is used (`beforeUse`).
 */
export function startPageAssets(
  manifest: Manifest,
  language: Language,
  { beforeUse = false } = {},
): { scripts: string[]; styles: string[] } {
  // The app-wide texts of the language; a screen's own come with that screen, not with the Start page.
  const keys = beforeUse ? [...BEFORE_USE_MODULES] : [...START_PAGE_MODULES, appTextsManifestKey(language)];
  const chunks = closure(manifest, keys).map((key) => manifest[key] as ManifestChunk);
  return {
    scripts: [...new Set(chunks.map((chunk) => chunk.file))],
    styles: [...new Set(chunks.flatMap((chunk) => chunk.css ?? []))],
  };
}
