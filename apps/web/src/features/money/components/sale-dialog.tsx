import { NumberInput, SegmentedControl, Select, SimpleGrid, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  MONEY_REASON_MAX,
  SALE_KINDS,
  SALE_QUANTITY_MAX,
  saleInputSchema,
  type SaleKind,
} from '@lineup/contract/money';
import { MoneyInput } from '#web/components/ui/money-input.tsx';
import { FormDialog } from '#web/lib/forms/form-dialog.tsx';
import { useContractForm } from '#web/lib/forms/use-contract-form.ts';
import { useFormat } from '#web/lib/format.ts';
import { showSuccess } from '#web/lib/toast.ts';
import {
  accountChanges,
  catalogueQuery,
  useAccountChange,
  type CatalogueChoice,
} from '#web/features/money/api/money-api.ts';
import { DayInput, useSchoolToday, type MoneyDialogProps } from '#web/features/money/components/money-dialog-parts.tsx';

/** The active packages, services or items a sale can be of, by name, with their prices. */
function useProducts(schoolId: string, kind: SaleKind): readonly CatalogueChoice[] {
  return useQuery(catalogueQuery(schoolId, kind)).data?.items ?? [];
}

export interface SaleDialogProps extends Omit<MoneyDialogProps, 'account'> {
  /** The lesson it is sold from, if any: the sale names it. */
  readonly eventId?: string;
}

/** Sells a package, service or item: the catalogue's price, another with a reason, a discount, the days. */
export function SaleDialog({ schoolId, customerId, customerName, eventId, onClose }: SaleDialogProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const today = useSchoolToday();
  const sell = useAccountChange(schoolId, customerId, accountChanges.sell);
  const { form, formError, onSubmit, onServerError } = useContractForm({
    schema: saleInputSchema,
    initialValues: {
      kind: 'package' as SaleKind,
      productId: null as string | null,
      quantity: 1 as number | '',
      unitPriceCents: '' as number | '',
      priceReason: '',
      discountCents: 0 as number | '',
      soldOn: today,
      dueOn: '',
      eventId: eventId ?? null,
    },
    toInput: (values) => ({
      ...values,
      quantity: values.quantity === '' ? undefined : values.quantity,
      unitPriceCents: values.unitPriceCents === '' ? null : values.unitPriceCents,
      discountCents: values.discountCents === '' ? 0 : values.discountCents,
      dueOn: values.dueOn || null,
    }),
  });
  const products = useProducts(schoolId, form.values.kind);
  const product = products.find((candidate) => candidate.id === form.values.productId);
  const unit = form.values.unitPriceCents === '' ? (product?.priceCents ?? 0) : form.values.unitPriceCents;
  const differs = product !== undefined && form.values.unitPriceCents !== '' && unit !== product.priceCents;
  const total = Math.max(0, (Number(form.values.quantity) || 0) * unit - (Number(form.values.discountCents) || 0));
  const money = (path: 'unitPriceCents' | 'discountCents') => ({
    value: form.values[path],
    onChange: (cents: number | '') => form.setFieldValue(path, cents),
    error: form.errors[path] as string | undefined,
  });
  return (
    <FormDialog
      opened
      onClose={onClose}
      title={t('money.sellTitle', { name: customerName })}
      submitLabel={product ? t('money.sellSubmit', { amount: format.money(total) }) : t('money.sell')}
      pending={sell.isPending}
      formError={formError}
      testId="sale-form"
      onSubmit={onSubmit((body) =>
        sell.mutate(body, {
          onSuccess: () => {
            showSuccess(t('money.soldToast', { name: product?.name ?? '' }));
            onClose();
          },
          onError: onServerError,
        }),
      )}
    >
      <SegmentedControl
        fullWidth
        data={SALE_KINDS.map((kind) => ({ value: kind, label: t(`money.kinds.${kind}`) }))}
        value={form.values.kind}
        onChange={(kind) => {
          form.setFieldValue('kind', kind as SaleKind);
          form.setFieldValue('productId', null);
          form.setFieldValue('unitPriceCents', '');
        }}
      />
      <Select
        label={t(`money.products.${form.values.kind}`)}
        required
        searchable
        data-autofocus
        // Focused as the dialog opens: its list opens on a click or on typing, not covering the form.
        openOnFocus={false}
        nothingFoundMessage={t('money.noProducts')}
        data={products.map((candidate) => ({
          value: candidate.id,
          label: `${candidate.name} · ${format.money(candidate.priceCents)}`,
        }))}
        {...form.getInputProps('productId')}
        onChange={(id) => {
          form.setFieldValue('productId', id);
          form.setFieldValue('unitPriceCents', '');
        }}
      />
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
        <NumberInput
          label={t('money.quantity')}
          required
          min={1}
          max={SALE_QUANTITY_MAX}
          allowDecimal={false}
          allowNegative={false}
          {...form.getInputProps('quantity')}
        />
        <MoneyInput
          label={t('money.unitPrice')}
          placeholder={product ? format.money(product.priceCents) : undefined}
          {...money('unitPriceCents')}
        />
        <MoneyInput label={t('money.discount')} {...money('discountCents')} />
      </SimpleGrid>
      {differs ? (
        <TextInput
          label={t('money.priceReason')}
          description={t('money.priceReasonHint', { price: format.money(product.priceCents) })}
          required
          maxLength={MONEY_REASON_MAX}
          {...form.getInputProps('priceReason')}
        />
      ) : null}
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <DayInput label={t('money.soldOn')} required {...form.getInputProps('soldOn')} />
        <DayInput label={t('money.dueOn')} {...form.getInputProps('dueOn')} />
      </SimpleGrid>
    </FormDialog>
  );
}
