import { resourceTexts } from '#web/lib/resource/resource-texts.ts';

/** What the services screen says: `services.*` in its locales, and the side bar's name for the screen. */
export const serviceTexts = resourceTexts('services', { title: 'screens.services', retired: 'services.archived' });
