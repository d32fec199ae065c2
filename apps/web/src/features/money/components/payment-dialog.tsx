import { Select, SimpleGrid, Switch, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PAYMENT_METHODS, PAYMENT_REFERENCE_MAX, paymentInputSchema, type PaymentMethod } from '@lineup/contract/money';
import { MoneyInput } from '#web/components/ui/money-input.tsx';
import { FormDialog } from '#web/lib/forms/form-dialog.tsx';
import { useContractForm } from '#web/lib/forms/use-contract-form.ts';
import { useFormat } from '#web/lib/format.ts';
import { showSuccess } from '#web/lib/toast.ts';
import { accountChanges, useAccountChange } from '#web/features/money/api/money-api.ts';
import { DayInput, useSchoolToday, type MoneyDialogProps } from '#web/features/money/components/money-dialog-parts.tsx';

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
