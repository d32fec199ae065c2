import { NumberInput, SegmentedControl, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { creditCorrectionSchema, MONEY_REASON_MAX } from '@lineup/contract/money';
import { FormDialog } from '#web/lib/forms/form-dialog.tsx';
import { useContractForm } from '#web/lib/forms/use-contract-form.ts';
import { showSuccess } from '#web/lib/toast.ts';
import { accountChanges, catalogueQuery, useAccountChange } from '#web/features/money/api/money-api.ts';
import { DayInput, type MoneyDialogProps } from '#web/features/money/components/money-dialog-parts.tsx';

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
