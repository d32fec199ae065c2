import type { TFunction } from 'i18next';
import { WETSUIT_SIZES } from '@lineup/contract/equipment';

/** Wetsuit sizes in two groups, adults then kids, a kids' size with the age it fits ("K10 – age 10"). */
export function wetsuitSizeOptions(t: TFunction) {
  const kids = WETSUIT_SIZES.filter((size) => size.startsWith('K'));
  return [
    {
      group: t('wetsuitSizes.adults'),
      items: WETSUIT_SIZES.filter((size) => !size.startsWith('K')).map((size) => ({ value: size, label: size })),
    },
    {
      group: t('wetsuitSizes.kids'),
      items: kids.map((size) => ({ value: size, label: t('wetsuitSizes.kid', { size, age: size.slice(1) }) })),
    },
  ];
}
