import { NumberInput, SegmentedControl, Select, SimpleGrid, Stack, Switch, Text, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  creditCorrectionSchema,
  MONEY_REASON_MAX,
  PAYMENT_METHODS,
  PAYMENT_REFERENCE_MAX,
  paymentInputSchema,
  saleCancellationSchema,
  SALE_KINDS,
  SALE_QUANTITY_MAX,
  saleInputSchema,
  type CustomerAccount,
  type PaymentMethod,
  type Sale,
  type SaleKind,
} from '@lineup/contract/money';
import { MoneyInput } from '#web/components/ui/money-input.tsx';
import { FormDialog } from '#web/lib/forms/form-dialog.tsx';
import { useContractForm } from '#web/lib/forms/use-contract-form.ts';
import { useDayFormat } from '#web/lib/day-words.ts';
import { useFormat } from '#web/lib/format.ts';
import { zonedToday } from '#web/lib/zoned-time.ts';
import { showSuccess } from '#web/lib/toast.ts';
import {
  accountChanges,
  catalogueQuery,
  useAccountChange,
  type CatalogueChoice,
} from '#web/components/money/money-api.ts';

export interface MoneyDialogProps {
  readonly schoolId: string;
  readonly customerId: string;
  readonly customerName: string;
  readonly account: CustomerAccount;
  readonly onClose: () => void;
}

/** Today in the school's time zone, YYYY-MM-DD. */
function useSchoolToday(): string {
  return zonedToday(useFormat().timeZone);
}

/** A day typed as the browser's date picker writes it (YYYY-MM-DD). */
function DayInput(props: { readonly label: string; readonly required?: boolean } & Record<string, unknown>) {
  return <TextInput type="date" {...props} />;
}

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

/** Takes a payment (or gives money back): amount, method, day and reference, to the oldest charges or the one chosen. */
export function PaymentDialog({ schoolId, customerId, customerName, account, onClose }: MoneyDialogProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const today = useSchoolToday();
  const pay = useAccountChange(schoolId, customerId, accountChanges.pay);
  const open = account.charges.filter((charge) => charge.openCents > 0);
  const { form, formError, onSubmit, onServerError } = useContractForm({
    schema: paymentInputSchema,
    initialValues: {
      refund: false,
      amountCents: (account.owedCents > 0 ? account.owedCents : '') as number | '',
      method: 'cash' as PaymentMethod,
      paidOn: today,
      reference: '',
      chargeId: null as string | null,
    },
    toInput: ({ refund, amountCents, chargeId, ...values }) => ({
      ...values,
      amountCents: amountCents === '' ? undefined : refund ? -amountCents : amountCents,
      chargeIds: chargeId && !refund ? [chargeId] : [],
    }),
  });
  return (
    <FormDialog
      opened
      onClose={onClose}
      title={t(form.values.refund ? 'money.refundTitle' : 'money.payTitle', { name: customerName })}
      submitLabel={t(form.values.refund ? 'money.refundSubmit' : 'money.paySubmit')}
      pending={pay.isPending}
      formError={formError}
      testId="payment-form"
      onSubmit={onSubmit((body) =>
        pay.mutate(body, {
          onSuccess: () => {
            showSuccess(t('money.paidToast', { amount: format.money(Math.abs(body.amountCents)) }));
            onClose();
          },
          onError: onServerError,
        }),
      )}
    >
      <Text size="sm" c="dimmed">
        {t('money.payText', {
          owed: format.money(account.owedCents),
          onAccount: format.money(account.onAccountCents),
        })}
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <MoneyInput
          label={t('money.amount')}
          required
          data-autofocus
          value={form.values.amountCents}
          onChange={(cents) => form.setFieldValue('amountCents', cents)}
          error={form.errors.amountCents as string | undefined}
        />
        <Select
          label={t('money.method')}
          required
          allowDeselect={false}
          data={PAYMENT_METHODS.map((method) => ({ value: method, label: t(`money.methods.${method}`) }))}
          {...form.getInputProps('method')}
        />
        <DayInput label={t('money.paidOn')} required {...form.getInputProps('paidOn')} />
        <TextInput
          label={t('money.reference')}
          maxLength={PAYMENT_REFERENCE_MAX}
          {...form.getInputProps('reference')}
        />
      </SimpleGrid>
      {open.length > 0 && !form.values.refund ? (
        <Select
          label={t('money.payFor')}
          description={t('money.payForHint')}
          clearable
          placeholder={t('money.oldestFirst')}
          data={open.map((charge) => ({
            value: charge.id,
            label: `${charge.description} · ${format.money(charge.openCents)}`,
          }))}
          {...form.getInputProps('chargeId')}
        />
      ) : null}
      {account.onAccountCents > 0 ? (
        <Switch
          label={t('money.refund')}
          description={t('money.refundHint', { amount: format.money(account.onAccountCents) })}
          {...form.getInputProps('refund', { type: 'checkbox' })}
        />
      ) : null}
    </FormDialog>
  );
}

/** Gives credits by hand, or takes some back from a grant, always with a reason. */
export function CreditsDialog({ schoolId, customerId, customerName, account, onClose }: MoneyDialogProps) {
  const { t } = useTranslation();
  const correct = useAccountChange(schoolId, customerId, accountChanges.correct);
  const types = useQuery(catalogueQuery(schoolId, 'lessonType'));
  const grants = account.grants.filter((grant) => grant.remaining > 0);
  const { form, formError, onSubmit, onServerError } = useContractForm({
    schema: creditCorrectionSchema,
    initialValues: {
      take: false,
      credits: 1 as number | '',
      reason: '',
      grantId: null as string | null,
      eventTypeId: null as string | null,
      expiresOn: '',
    },
    toInput: ({ take, credits, grantId, eventTypeId, expiresOn, reason }) => ({
      credits: credits === '' ? undefined : take ? -credits : credits,
      reason,
      grantId: take ? grantId : null,
      eventTypeId: take ? null : eventTypeId,
      expiresOn: take || !expiresOn ? null : expiresOn,
    }),
  });
  return (
    <FormDialog
      opened
      onClose={onClose}
      title={t('money.creditsDialogTitle', { name: customerName })}
      submitLabel={t('money.creditsSubmit')}
      pending={correct.isPending}
      formError={formError}
      testId="credits-form"
      onSubmit={onSubmit((body) =>
        correct.mutate(body, {
          onSuccess: () => {
            showSuccess(t('money.creditsToast'));
            onClose();
          },
          onError: onServerError,
        }),
      )}
    >
      {grants.length > 0 ? (
        <SegmentedControl
          fullWidth
          data={[
            { value: 'give', label: t('money.give') },
            { value: 'take', label: t('money.takeBack') },
          ]}
          value={form.values.take ? 'take' : 'give'}
          onChange={(value) => form.setFieldValue('take', value === 'take')}
        />
      ) : null}
      <Stack gap="md">
        <NumberInput
          label={t('money.creditsAmount')}
          required
          min={1}
          max={1000}
          allowDecimal={false}
          allowNegative={false}
          data-autofocus
          {...form.getInputProps('credits')}
        />
        {form.values.take ? (
          <Select
            label={t('money.fromGrant')}
            required
            data={grants.map((grant) => ({
              value: grant.id,
              label: `${grant.description} · ${t('money.leftCount', { count: grant.remaining })}`,
            }))}
            {...form.getInputProps('grantId')}
          />
        ) : (
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <Select
              label={t('money.forLessonType')}
              clearable
              placeholder={t('money.anyLesson')}
              data={(types.data?.items ?? []).map((type) => ({ value: type.id, label: type.name }))}
              {...form.getInputProps('eventTypeId')}
            />
            <DayInput label={t('money.expiresOn')} {...form.getInputProps('expiresOn')} />
          </SimpleGrid>
        )}
        <TextInput label={t('money.reason')} required maxLength={MONEY_REASON_MAX} {...form.getInputProps('reason')} />
      </Stack>
    </FormDialog>
  );
}

/** Undoes a sale made by mistake, with the reason, after saying what that takes back. */
export function UndoSaleDialog({
  schoolId,
  customerId,
  customerName,
  sale,
  onClose,
}: MoneyDialogProps & { readonly sale: Sale }) {
  const { t } = useTranslation();
  const format = useFormat();
  const day = useDayFormat();
  const undo = useAccountChange(schoolId, customerId, accountChanges.undoSale);
  const { form, formError, onSubmit, onServerError } = useContractForm({
    schema: saleCancellationSchema,
    initialValues: { reason: '' },
    toInput: (values) => values,
  });
  return (
    <FormDialog
      opened
      onClose={onClose}
      title={t('money.undoTitle', { name: customerName })}
      submitLabel={t('money.undoSale')}
      pending={undo.isPending}
      formError={formError}
      testId="undo-sale-form"
      onSubmit={onSubmit((body) =>
        undo.mutate(
          { ...body, saleId: sale.id },
          {
            onSuccess: () => {
              showSuccess(t('money.undoneToast', { item: sale.description }));
              onClose();
            },
            onError: onServerError,
          },
        ),
      )}
    >
      <Text size="sm" fw={600}>
        {t('money.undoWhat', {
          item: sale.description,
          amount: format.money(sale.totalCents),
          date: day(sale.soldOn),
        })}
      </Text>
      <Text size="sm" c="dimmed">
        {t(`money.undoEffects.${sale.kind}`)}
      </Text>
      <TextInput
        label={t('money.reason')}
        required
        maxLength={MONEY_REASON_MAX}
        data-autofocus
        {...form.getInputProps('reason')}
      />
    </FormDialog>
  );
}
