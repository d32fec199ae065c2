import { useState } from 'react';
import { Button, Select, SimpleGrid, Skeleton, Stack, TextInput } from '@mantine/core';
import { IconCash } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { MONEY_REASON_MAX, PAYMENT_METHODS, staffPaymentInputSchema, type PaymentMethod } from '@lineup/contract/money';
import type { Staff } from '@lineup/contract/staff';
import { ListError } from '#web/components/ui/data-table/list-error.tsx';
import { FigureCard } from '#web/components/ui/figure-card.tsx';
import { MoneyInput } from '#web/components/ui/money-input.tsx';
import { SectionCard } from '#web/components/ui/section-card.tsx';
import { SimpleTable } from '#web/components/ui/simple-table.tsx';
import { FormDialog } from '#web/lib/forms/form-dialog.tsx';
import { useContractForm } from '#web/lib/forms/use-contract-form.ts';
import { useDayFormat } from '#web/lib/day-words.ts';
import { useFormat } from '#web/lib/format.ts';
import { zonedToday } from '#web/lib/zoned-time.ts';
import { useAccess, useSchoolId } from '#web/lib/me/use-access.ts';
import { showSuccess } from '#web/lib/toast.ts';
import { staffPayQuery, useStaffPayment } from '#web/features/staff/api/staff-pay-api.ts';

/** Records a payment to the staff member: amount, method, day and a note (needed for a correction). */
function StaffPaymentDialog({
  schoolId,
  member,
  dueCents,
  onClose,
}: {
  readonly schoolId: string;
  readonly member: Staff;
  readonly dueCents: number;
  readonly onClose: () => void;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  const pay = useStaffPayment(schoolId, member.id);
  const today = zonedToday(format.timeZone);
  const { form, formError, onSubmit, onServerError } = useContractForm({
    schema: staffPaymentInputSchema,
    initialValues: {
      amountCents: (dueCents > 0 ? dueCents : '') as number | '',
      method: 'transfer' as PaymentMethod,
      paidOn: today,
      note: '',
    },
    toInput: (values) => ({ ...values, amountCents: values.amountCents === '' ? undefined : values.amountCents }),
  });
  return (
    <FormDialog
      opened
      onClose={onClose}
      title={t('staff.pay.payTitle', { name: member.name })}
      submitLabel={t('staff.pay.paySubmit')}
      pending={pay.isPending}
      formError={formError}
      testId="staff-payment-form"
      onSubmit={onSubmit((body) =>
        pay.mutate(body, {
          onSuccess: () => {
            showSuccess(t('staff.pay.paidToast', { amount: format.money(body.amountCents), name: member.name }));
            onClose();
          },
          onError: onServerError,
        }),
      )}
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <MoneyInput
          label={t('staff.pay.amount')}
          description={t('staff.pay.amountHint')}
          required
          data-autofocus
          allowNegative
          min={-1_000_000}
          value={form.values.amountCents}
          onChange={(cents) => form.setFieldValue('amountCents', cents)}
          error={form.errors.amountCents as string | undefined}
        />
        <Select
          label={t('staff.pay.method')}
          required
          allowDeselect={false}
          data={PAYMENT_METHODS.map((method) => ({ value: method, label: t(`staff.pay.methods.${method}`) }))}
          {...form.getInputProps('method')}
        />
        <TextInput type="date" label={t('staff.pay.paidOn')} required {...form.getInputProps('paidOn')} />
        <TextInput label={t('staff.pay.note')} maxLength={MONEY_REASON_MAX} {...form.getInputProps('note')} />
      </SimpleGrid>
    </FormDialog>
  );
}

/**
 * What the staff member earned on completed events, was paid and is still due, by month, with the
 * payments; Record payment for those who manage staff. A staff member sees their own.
 */
export function StaffPay({ member }: { readonly member: Staff }) {
  const { t } = useTranslation();
  const format = useFormat();
  const day = useDayFormat();
  const schoolId = useSchoolId();
  const { write } = useAccess('staff');
  const [paying, setPaying] = useState(false);
  const query = useQuery({ ...staffPayQuery(schoolId ?? '', member.id), enabled: schoolId !== null });
  const month = (value: string) =>
    new Intl.DateTimeFormat(format.language, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
      new Date(`${value}-01T00:00:00Z`),
    );
  return (
    <SectionCard
      id="staff-pay-title"
      title={t('staff.pay.title')}
      icon={<IconCash size={20} aria-hidden />}
      aside={
        write && query.data ? (
          <Button size="sm" onClick={() => setPaying(true)}>
            {t('staff.pay.record')}
          </Button>
        ) : null
      }
    >
      {query.isError ? (
        <ListError error={query.error} onRetry={() => void query.refetch()} />
      ) : !query.data ? (
        <Skeleton height={160} radius="md" />
      ) : (
        <Stack gap="md" data-testid="staff-pay">
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
            <FigureCard
              label={t('staff.pay.earned')}
              value={format.money(query.data.earnedCents)}
              hint={t('staff.pay.earnedHint')}
              testId="staff-earned"
            />
            <FigureCard
              label={t('staff.pay.paid')}
              value={format.money(query.data.paidCents)}
              hint={t('staff.pay.paidHint')}
              testId="staff-paid"
            />
            <FigureCard
              label={t('staff.pay.due')}
              value={format.money(query.data.dueCents)}
              hint={t('staff.pay.dueHint')}
              testId="staff-due"
            />
          </SimpleGrid>
          <SimpleTable
            testId="staff-pay-months"
            label={t('staff.pay.title')}
            empty={t('staff.pay.noMonths')}
            head={[t('staff.pay.month'), t('staff.pay.events'), t('staff.pay.earned'), t('staff.pay.paid')]}
            rows={query.data.months.map((row) => [
              month(row.month),
              format.number(row.events),
              format.money(row.earnedCents),
              format.money(row.paidCents),
            ])}
          />
          {query.data.payments.length > 0 ? (
            <SimpleTable
              testId="staff-payments"
              label={t('staff.pay.paymentsLabel')}
              empty=""
              head={[t('staff.pay.paidOn'), t('staff.pay.method'), t('staff.pay.note'), t('staff.pay.amount')]}
              rows={query.data.payments.map((payment) => [
                day(payment.paidOn),
                t(`staff.pay.methods.${payment.method}`),
                payment.note,
                format.money(payment.amountCents),
              ])}
            />
          ) : null}
        </Stack>
      )}
      {paying && query.data && schoolId ? (
        <StaffPaymentDialog
          schoolId={schoolId}
          member={member}
          dueCents={query.data.dueCents}
          onClose={() => setPaying(false)}
        />
      ) : null}
    </SectionCard>
  );
}
