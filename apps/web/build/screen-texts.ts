/**
 * Features whose texts load with their screen (src/lib/screen-texts.ts) rather than with every
 * page: they stay out of the app-wide texts of a language (build/app-texts.ts) and out of what
 * the Start page loads.
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
  // A customer's money has no screen of its own: its texts load with the screens that sell.
  'money',
] as const;
