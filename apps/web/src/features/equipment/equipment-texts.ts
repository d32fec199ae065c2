import { resourceTexts } from '#web/lib/resource/resource-texts.ts';

/** What the equipment screen says: `equipment.*` in its locales, and the side bar's name for the screen. */
export const equipmentTexts = resourceTexts('equipment', {
  title: 'screens.equipment',
  retired: 'equipment.deactivated',
});
