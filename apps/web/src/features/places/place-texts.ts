import { resourceTexts } from '#web/lib/resource/resource-texts.ts';

/** What the places screen says: `places.*` in its locales, and the side bar's name for the screen. */
export const placeTexts = resourceTexts('places', { title: 'screens.places', retired: 'places.deactivated' });
