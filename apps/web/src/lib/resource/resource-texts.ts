import type { ParseKeys } from 'i18next';
import type { Resources } from '#web/lib/i18n-resources.ts';

/** A key of the app's texts. */
export type TextKey = ParseKeys;

/** The texts every list screen has under its feature's key (`places.add`, `places.editOf`…). */
const SCREEN_KEYS = [
  'intro',
  'add',
  'searchPlaceholder',
  'empty',
  'loadFailed',
  'editOf',
  'deleteOf',
  'fileName',
  'newTitle',
  'editTitle',
  'created',
  'saved',
  'deleted',
] as const;
type ScreenKey = (typeof SCREEN_KEYS)[number];

/** A feature whose texts have every one of those keys. */
export type ResourceNamespace = {
  [Name in keyof Resources]: Resources[Name] extends Record<ScreenKey, string> ? Name : never;
}[keyof Resources];

/**
 * What a list screen says, as text keys: its title, the introduction, the add button, the search
 * box, the empty and failed list, the row buttons ("Edit {{name}}"), the CSV file's name, the
 * form's titles and the toasts after a create, a save, a delete and a deactivation or archive.
 */
export type ResourceTexts = Readonly<Record<ScreenKey, TextKey>> & {
  /** The page's title, which also names the table for screen readers (`screens.places`). */
  readonly title: TextKey;
  /** "Place “{{name}}” deactivated.": the toast after the delete dialog's offer. */
  readonly retired: TextKey;
};

/** A list screen's texts: the title and the retirement toast, and the rest under the feature's key. */
export function resourceTexts(
  namespace: ResourceNamespace,
  own: { readonly title: TextKey; readonly retired: TextKey },
): ResourceTexts {
  const keys = Object.fromEntries(SCREEN_KEYS.map((key) => [key, `${namespace}.${key}`])) as Record<ScreenKey, TextKey>;
  return { ...keys, ...own };
}
