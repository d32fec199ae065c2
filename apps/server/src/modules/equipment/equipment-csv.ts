import {
  formatEquipmentSize,
  usableUnits,
  type BoardConstruction,
  type EquipmentCategory,
  type EquipmentCondition,
} from '@lineup/contract/equipment';
import type { Language } from '@lineup/contract/languages';
import type { CsvContext } from '#src/http/csv-context.ts';
import type { MessageKey } from '#src/i18n/messages.ts';
import type { EquipmentRow } from './equipment.resource.ts';

/** The export's columns: the list's, with the size's and the storage's parts spelt out and the purchase. */
export const EQUIPMENT_CSV_HEADER = [
  'catalogue.column.name',
  'equipment.column.category',
  'equipment.column.brand',
  'equipment.column.model',
  'equipment.column.size',
  'equipment.column.quantity',
  'equipment.column.outOfUse',
  'equipment.column.usable',
  'equipment.column.condition',
  'equipment.column.storage',
  'equipment.column.supplier',
  'equipment.column.purchaseDate',
  'equipment.column.purchasePrice',
  'catalogue.column.notes',
  'catalogue.column.active',
  'catalogue.column.updatedAt',
] as const satisfies readonly MessageKey[];

const litres = new Map<Language, Intl.NumberFormat>();
const days = new Map<Language, Intl.DateTimeFormat>();

function litresIn(language: Language): Intl.NumberFormat {
  let format = litres.get(language);
  if (!format) {
    format = new Intl.NumberFormat(language, { maximumFractionDigits: 1, useGrouping: false });
    litres.set(language, format);
  }
  return format;
}

/** A calendar day (YYYY-MM-DD) in the reader's short notation; a day has no time zone. */
function dayIn(language: Language, day: string): string {
  let format = days.get(language);
  if (!format) {
    format = new Intl.DateTimeFormat(language, { dateStyle: 'short', timeZone: 'UTC' });
    days.set(language, format);
  }
  return format.format(new Date(`${day}T00:00:00Z`));
}

/** One piece of equipment as a line of the export, in the reader's language. */
export function equipmentCsvRow(row: EquipmentRow, { language, t, yesNo, date, money }: CsvContext) {
  const construction = (value: BoardConstruction) => t(`equipment.construction.${value}`);
  const category = (value: EquipmentCategory) => t(`equipment.category.${value}`);
  const condition = (value: EquipmentCondition) => t(`equipment.condition.${value}`);
  const size = formatEquipmentSize(row, { number: (value) => litresIn(language).format(value), construction });
  const storage = [row.storagePlaceName, row.storageRoomName].filter(Boolean).join(' · ');
  return [
    row.name,
    category(row.category),
    row.brand,
    row.model,
    size,
    row.quantity,
    row.outOfUse,
    usableUnits(row),
    condition(row.condition),
    storage,
    row.supplierName,
    row.purchaseDate === null ? null : dayIn(language, row.purchaseDate),
    row.purchasePriceCents === null ? null : money(row.purchasePriceCents),
    row.notes,
    yesNo(row.active),
    date(row.updatedAt),
  ];
}
