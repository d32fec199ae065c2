import { EQUIPMENT_SORTS } from '@lineup/contract/equipment';
import { kitTexts } from '#web/components/kit-texts.ts';
import { ResourceListScreen } from '#web/lib/resource/resource-list-screen.tsx';
import { ScreenTexts } from '#web/lib/screen-texts.tsx';
import { equipmentApi } from '#web/features/equipment/api/equipment-api.ts';
import { useEquipmentColumns } from '#web/features/equipment/components/equipment-columns.tsx';
import { EquipmentFilters } from '#web/features/equipment/components/equipment-filters.tsx';
import { EquipmentFormDialog } from '#web/features/equipment/components/equipment-form-dialog.tsx';
import { equipmentTexts } from '#web/features/equipment/equipment-texts.ts';

const equipmentLocales = import.meta.glob<{ default: Record<string, unknown> }>('./locales/*.json');

/** /equipment: the school's boards, wetsuits and accessories, with what is usable; `manage_settings` changes them. */
function EquipmentList() {
  const columns = useEquipmentColumns();
  return (
    <ResourceListScreen
      entity="equipment"
      api={equipmentApi}
      sorts={EQUIPMENT_SORTS}
      filterKeys={['category', 'size', 'lengthMin', 'lengthMax', 'supplierId', 'storagePlaceId', 'active']}
      filters={EquipmentFilters}
      columns={columns}
      form={EquipmentFormDialog}
      texts={equipmentTexts}
      testId="equipment"
      cardsBelow={960}
    />
  );
}

export default function EquipmentScreen() {
  return (
    <ScreenTexts texts={{ kit: kitTexts, equipment: equipmentLocales }}>
      <EquipmentList />
    </ScreenTexts>
  );
}
