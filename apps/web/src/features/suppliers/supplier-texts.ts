import { resourceTexts } from '#web/lib/resource/resource-texts.ts';

/** What the suppliers screen says: `suppliers.*` in its locales, and the side bar's name for the screen. */
export const supplierTexts = resourceTexts('suppliers', {
  title: 'screens.suppliers',
  retired: 'suppliers.deactivated',
});
