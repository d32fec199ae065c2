import { resourceTexts } from '#web/lib/resource/resource-texts.ts';

/** What the packages screen says: `packages.*` in its locales, and the side bar's name for the screen. */
export const packageTexts = resourceTexts('packages', { title: 'screens.packages', retired: 'packages.archived' });
