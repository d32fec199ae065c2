import { resourceTexts } from '#web/lib/resource/resource-texts.ts';

/** What the shop items screen says: `items.*` in its locales, and the side bar's name for the screen. */
export const itemTexts = resourceTexts('items', { title: 'screens.items', retired: 'items.deactivated' });
