import { resourceTexts } from '#web/lib/resource/resource-texts.ts';

/** What the rooms screen says: `rooms.*` in its locales, and the side bar's name for the screen. */
export const roomTexts = resourceTexts('rooms', { title: 'screens.rooms', retired: 'rooms.deactivated' });
