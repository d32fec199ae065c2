/**
 * Features whose texts load with their screen (src/lib/screen-texts.ts) rather than with every
 * page: they stay out of the per-language chunk and out of what the Start page loads. The same
 * list is in src/lib/i18n-resources.ts (a glob must be written out there).
 */
export const SCREEN_TEXT_FEATURES = [
  'places',
  'rooms',
  'suppliers',
  'items',
  'equipment',
  'transport',
  'event-types',
  'packages',
  'services',
  'settings',
  'students',
  'staff',
  'works',
  'lessons',
  'help',
  'admin',
  'dashboard',
  'chatbot',
] as const;

/**
 * Those features' locale files, the list and form kits' (src/components/locales) and those of a
 * shared part (src/components/<part>/locales: the privacy policy's, a customer's money).
 */
export const SCREEN_TEXTS = new RegExp(
  `(^|[\\\\/])(features[\\\\/](${SCREEN_TEXT_FEATURES.join('|')})|components([\\\\/][a-z-]+)?)[\\\\/]locales[\\\\/]`,
);
