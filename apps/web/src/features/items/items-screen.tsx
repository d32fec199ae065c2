import { ITEM_SORTS } from '@lineup/contract/items';
import { kitTexts } from '#web/components/kit-texts.ts';
import { ResourceListScreen } from '#web/lib/resource/resource-list-screen.tsx';
import { ScreenTexts } from '#web/lib/screen-texts.tsx';
import { itemsApi } from '#web/features/items/api/items-api.ts';
import { useItemColumns } from '#web/features/items/components/item-columns.tsx';
import { ItemFilters } from '#web/features/items/components/item-filters.tsx';
import { ItemFormDialog } from '#web/features/items/components/item-form-dialog.tsx';
import { itemTexts } from '#web/features/items/item-texts.ts';

const itemLocales = import.meta.glob<{ default: Record<string, unknown> }>('./locales/*.json');

/** /item: what the school's shop sells, with price and stock; `manage_settings` changes them. */
function ItemsList() {
  const columns = useItemColumns();
  return (
    <ResourceListScreen
      entity="item"
      api={itemsApi}
      sorts={ITEM_SORTS}
      filterKeys={['supplierId', 'outOfStock', 'active']}
      filters={ItemFilters}
      columns={columns}
      form={ItemFormDialog}
      texts={itemTexts}
      testId="items"
    />
  );
}

export default function ItemsScreen() {
  return (
    <ScreenTexts texts={{ kit: kitTexts, items: itemLocales }}>
      <ItemsList />
    </ScreenTexts>
  );
}
