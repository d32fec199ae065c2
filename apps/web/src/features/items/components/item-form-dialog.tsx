import { NumberInput, SimpleGrid, Switch, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';

import { ITEM_STOCK_MAX, SKU_MAX, type Item } from '@lineup/contract/items';
import { MoneyInput } from '#web/components/ui/money-input.tsx';
import { ReferenceSelect } from '#web/components/ui/reference-select.tsx';
import { FormDialog } from '#web/lib/forms/form-dialog.tsx';
import { NameInput } from '#web/lib/forms/record-fields.tsx';
import { useResourceForm, type ResourceFormProps } from '#web/lib/resource/use-resource-form.ts';
import { itemsApi } from '#web/features/items/api/items-api.ts';
import { itemTexts } from '#web/features/items/item-texts.ts';

/** The form's values: what the fields hold before the contract reads them. */
interface ItemValues extends Record<string, unknown> {
  name: string;
  sku: string;
  /** Cents; empty until typed. */
  priceCents: number | '';
  stock: number | '';
  supplierId: string | null;
  active: boolean;
}

function valuesOf(item: Item | null): ItemValues {
  if (!item) return { name: '', sku: '', priceCents: '', stock: 0, supplierId: null, active: true };
  const { name, sku, priceCents, stock, supplierId, active } = item;
  return { name, sku, priceCents, stock, supplierId, active };
}

// An empty box is left for the contract to refuse as missing.
const toInput = (values: ItemValues) => ({
  ...values,
  priceCents: values.priceCents === '' ? undefined : values.priceCents,
  stock: values.stock === '' ? undefined : values.stock,
});

/** Creates or changes a shop item: name, SKU, price in the school's currency, stock, supplier, active. */
export function ItemFormDialog(props: ResourceFormProps<Item>) {
  const { t } = useTranslation();
  const { form, dialog } = useResourceForm(props, {
    api: itemsApi,
    texts: itemTexts,
    valuesOf,
    toInput,
    testId: 'item-form',
  });
  const price = form.getInputProps('priceCents');
  return (
    <FormDialog {...dialog}>
      <NameInput label={t('items.fields.name')} {...form.getInputProps('name')} />
      <TextInput
        label={t('items.fields.sku')}
        description={t('items.fields.skuHint')}
        maxLength={SKU_MAX}
        {...form.getInputProps('sku')}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <MoneyInput
          label={t('items.fields.price')}
          required
          value={form.values.priceCents}
          onChange={(cents) => form.setFieldValue('priceCents', cents)}
          error={price.error as string | undefined}
          onBlur={price.onBlur as () => void}
        />
        <NumberInput
          label={t('items.fields.stock')}
          required
          min={0}
          max={ITEM_STOCK_MAX}
          allowDecimal={false}
          allowNegative={false}
          {...form.getInputProps('stock')}
        />
      </SimpleGrid>
      <ReferenceSelect
        path="/api/v1/suppliers"
        domain="suppliers"
        label={t('items.fields.supplier')}
        placeholder={t('items.noSupplier')}
        clearable
        currentName={props.record?.supplierName}
        {...form.getInputProps('supplierId')}
      />
      <Switch
        label={t('items.fields.active')}
        description={t('items.fields.activeHint')}
        {...form.getInputProps('active', { type: 'checkbox' })}
      />
    </FormDialog>
  );
}
