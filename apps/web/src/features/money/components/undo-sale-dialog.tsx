import { Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { MONEY_REASON_MAX, saleCancellationSchema, type Sale } from '@lineup/contract/money';
import { FormDialog } from '#web/lib/forms/form-dialog.tsx';
import { useContractForm } from '#web/lib/forms/use-contract-form.ts';
import { useDayFormat } from '#web/lib/day-words.ts';
import { useFormat } from '#web/lib/format.ts';
import { showSuccess } from '#web/lib/toast.ts';
import { accountChanges, useAccountChange } from '#web/features/money/api/money-api.ts';
import type { MoneyDialogProps } from '#web/features/money/components/money-dialog-parts.tsx';

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
