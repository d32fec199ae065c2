import { Select } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import {
  BOARD_LENGTH_MAX_INCHES,
  BOARD_LENGTH_MIN_INCHES,
  EQUIPMENT_CATEGORIES,
  formatBoardLength,
  WETSUIT_SIZES,
  type EquipmentListQuery,
} from '@lineup/contract/equipment';
import { ActiveFilter } from '#web/components/ui/data-table/active-filter.tsx';
import { ReferenceSelect } from '#web/components/ui/reference-select.tsx';
import { wetsuitSizeOptions } from '#web/lib/wetsuit-size-options.ts';

const ALL = 'all';
const FILTER_STYLE = { flex: '0 1 180px' } as const;
const LENGTH_STYLE = { flex: '0 1 130px' } as const;
/** Board lengths a filter offers, every half foot: 4'0", 4'6" … 12'0". */
const LENGTH_STEP = 6;
const LENGTHS = Array.from(
  { length: (BOARD_LENGTH_MAX_INCHES - BOARD_LENGTH_MIN_INCHES) / LENGTH_STEP + 1 },
  (_, index) => BOARD_LENGTH_MIN_INCHES + index * LENGTH_STEP,
);

type Filtered = 'category' | 'size' | 'lengthMin' | 'lengthMax' | 'supplierId' | 'storagePlaceId' | 'active';

interface EquipmentFiltersProps {
  readonly query: EquipmentListQuery;
  readonly onChange: (change: Pick<Partial<EquipmentListQuery>, Filtered>) => void;
}

/**
 * Category, then what sizes that category has (a range of board lengths, or a wetsuit size),
 * supplier, where it is kept, and status: the filters of the equipment list.
 */
export function EquipmentFilters({ query, onChange }: EquipmentFiltersProps) {
  const { t } = useTranslation();
  const categories = [
    { value: ALL, label: t('equipment.filters.allCategories') },
    ...EQUIPMENT_CATEGORIES.map((value) => ({ value, label: t(`equipment.categories.${value}`) })),
  ];
  const lengths = [
    { value: ALL, label: t('equipment.filters.anyLength') },
    ...LENGTHS.map((inches) => ({ value: String(inches), label: formatBoardLength(inches) })),
  ];
  const lengthOf = (value: string | null) => (value === null || value === ALL ? undefined : Number(value));
  const boards = query.category === 'board' || query.lengthMin !== undefined || query.lengthMax !== undefined;
  const wetsuits = query.category === 'wetsuit' || query.size !== undefined;
  return (
    <>
      <Select
        label={t('equipment.columns.category')}
        data={categories}
        value={query.category ?? ALL}
        allowDeselect={false}
        // A size belongs to its category: another category drops it.
        onChange={(value) => {
          const category = EQUIPMENT_CATEGORIES.find((known) => known === value);
          onChange({
            category,
            ...(category === 'board' ? {} : { lengthMin: undefined, lengthMax: undefined }),
            ...(category === 'wetsuit' ? {} : { size: undefined }),
          });
        }}
        style={FILTER_STYLE}
      />
      {boards ? (
        <>
          <Select
            label={t('equipment.filters.lengthFrom')}
            data={lengths}
            value={query.lengthMin === undefined ? ALL : String(query.lengthMin)}
            allowDeselect={false}
            onChange={(value) => onChange({ lengthMin: lengthOf(value) })}
            style={LENGTH_STYLE}
          />
          <Select
            label={t('equipment.filters.lengthTo')}
            data={lengths}
            value={query.lengthMax === undefined ? ALL : String(query.lengthMax)}
            allowDeselect={false}
            onChange={(value) => onChange({ lengthMax: lengthOf(value) })}
            style={LENGTH_STYLE}
          />
        </>
      ) : null}
      {wetsuits ? (
        <Select
          label={t('equipment.filters.size')}
          placeholder={t('equipment.filters.anySize')}
          data={wetsuitSizeOptions(t)}
          value={query.size ?? null}
          clearable
          onChange={(value) => onChange({ size: WETSUIT_SIZES.find((size) => size === value) })}
          style={FILTER_STYLE}
        />
      ) : null}
      <ReferenceSelect
        path="/api/v1/suppliers"
        domain="suppliers"
        label={t('equipment.columns.supplier')}
        placeholder={t('equipment.filters.allSuppliers')}
        clearable
        value={query.supplierId ?? null}
        onChange={(supplierId) => onChange({ supplierId: supplierId ?? undefined })}
        style={FILTER_STYLE}
      />
      <ReferenceSelect
        path="/api/v1/places"
        domain="places"
        label={t('equipment.filters.storage')}
        placeholder={t('equipment.filters.allPlaces')}
        clearable
        value={query.storagePlaceId ?? null}
        onChange={(storagePlaceId) => onChange({ storagePlaceId: storagePlaceId ?? undefined })}
        style={FILTER_STYLE}
      />
      <ActiveFilter value={query.active} onChange={(active) => onChange({ active })} />
    </>
  );
}
