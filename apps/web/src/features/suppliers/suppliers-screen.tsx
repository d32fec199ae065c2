import { SUPPLIER_SORTS } from '@lineup/contract/suppliers';
import { kitTexts } from '#web/components/kit-texts.ts';
import { ResourceListScreen } from '#web/lib/resource/resource-list-screen.tsx';
import { ScreenTexts } from '#web/lib/screen-texts.tsx';
import { suppliersApi } from '#web/features/suppliers/api/suppliers-api.ts';
import { useSupplierColumns } from '#web/features/suppliers/components/supplier-columns.tsx';
import { SupplierFilters } from '#web/features/suppliers/components/supplier-filters.tsx';
import { SupplierFormDialog } from '#web/features/suppliers/components/supplier-form-dialog.tsx';
import { supplierTexts } from '#web/features/suppliers/supplier-texts.ts';

const supplierLocales = import.meta.glob<{ default: Record<string, unknown> }>('./locales/*.json');

/** /supplier: who sells the school its equipment and shop items; `manage_settings` changes them. */
function SuppliersList() {
  const columns = useSupplierColumns();
  return (
    <ResourceListScreen
      entity="supplier"
      api={suppliersApi}
      sorts={SUPPLIER_SORTS}
      filterKeys={['country', 'active']}
      filters={SupplierFilters}
      columns={columns}
      form={SupplierFormDialog}
      texts={supplierTexts}
      testId="suppliers"
    />
  );
}

export default function SuppliersScreen() {
  return (
    <ScreenTexts texts={{ kit: kitTexts, suppliers: supplierLocales }}>
      <SuppliersList />
    </ScreenTexts>
  );
}
