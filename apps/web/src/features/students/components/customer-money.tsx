import { useState } from 'react';
import { Badge, Button, Group, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { IconCalendarEvent, IconCash, IconCoins, IconReceipt, IconShoppingBag, IconTicket } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { ChargeStatus, CustomerAccount, CustomerLesson, Payment } from '@lineup/contract/money';
import { ListError } from '#web/components/ui/data-table/list-error.tsx';
import { FigureCard } from '#web/components/ui/figure-card.tsx';
import { SectionCard } from '#web/components/ui/section-card.tsx';
import { SimpleTable } from '#web/components/ui/simple-table.tsx';
import { useDayFormat } from '#web/lib/day-words.ts';
import { useFormat } from '#web/lib/format.ts';
import { useAccess, useSchoolId } from '#web/lib/me/use-access.ts';
import { accountQuery } from '#web/features/students/api/money-api.ts';
import { CreditsDialog, PaymentDialog, SaleDialog } from '#web/features/students/components/money-dialogs.tsx';
import { ReceiptDialog } from '#web/features/students/components/receipt-dialog.tsx';

const BADGE_STYLE = { flex: 'none', minWidth: 'max-content' } as const;

const CHARGE_COLORS: Readonly<Record<ChargeStatus, string>> = { open: 'orange', paid: 'green', reversed: 'gray' };

function usePaidWithText() {
  const { t } = useTranslation();
  return (lesson: CustomerLesson) =>
    lesson.paidWith === 'credits'
      ? t('students.money.paidWith.credits', { count: lesson.credits })
      : t(`students.money.paidWith.${lesson.paidWith}`);
}

/**
 * A customer's money on View Student: what they owe or have on account, their credits by grant
 * with expiry, their lessons and how each was paid, charges, purchases and payments; Sell, Take
 * payment and Give credits for those who manage customers.
 */
export function CustomerMoney({ customer }: { readonly customer: { id: string; name: string; email: string } }) {
  const customerId = customer.id;
  const customerName = customer.name;
  const { t } = useTranslation();
  const format = useFormat();
  const day = useDayFormat();
  const paidWith = usePaidWithText();
  const schoolId = useSchoolId();
  const { write } = useAccess('customer');
  const [dialog, setDialog] = useState<'sell' | 'pay' | 'credits' | null>(null);
  const [receipt, setReceipt] = useState<Payment | null>(null);
  const query = useQuery({ ...accountQuery(schoolId ?? '', customerId), enabled: schoolId !== null });
  if (query.isError) return <ListError error={query.error} onRetry={() => void query.refetch()} />;
  const account: CustomerAccount | undefined = query.data;
  if (!account) return <Skeleton height={220} radius="lg" data-testid="customer-money-loading" />;

  const balance =
    account.balanceCents > 0
      ? t('students.money.owes', { amount: format.money(account.balanceCents) })
      : account.balanceCents < 0
        ? t('students.money.inCredit', { amount: format.money(-account.balanceCents) })
        : t('students.money.settled');
  const dialogProps = { schoolId: schoolId ?? '', customerId, customerName, account, onClose: () => setDialog(null) };
  return (
    <Stack gap="lg" data-testid="customer-money">
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
        <FigureCard
          label={t('students.money.balance')}
          value={balance}
          hint={t('students.money.balanceHint')}
          testId="customer-balance"
        />
        <FigureCard
          label={t('students.money.owed')}
          value={format.money(account.owedCents)}
          hint={t('students.money.onAccount', { amount: format.money(account.onAccountCents) })}
          testId="customer-owed"
        />
        <FigureCard
          label={t('students.money.credits')}
          value={format.number(account.credits)}
          hint={t('students.money.creditsHint')}
          testId="customer-credits"
        />
      </SimpleGrid>
      {write ? (
        <Group gap="sm">
          <Button leftSection={<IconShoppingBag size={18} aria-hidden />} onClick={() => setDialog('sell')}>
            {t('students.money.sell')}
          </Button>
          <Button variant="light" leftSection={<IconCash size={18} aria-hidden />} onClick={() => setDialog('pay')}>
            {t('students.money.takePayment')}
          </Button>
          <Button
            variant="default"
            leftSection={<IconTicket size={18} aria-hidden />}
            onClick={() => setDialog('credits')}
          >
            {t('students.money.giveCredits')}
          </Button>
        </Group>
      ) : null}

      <Stack gap="lg">
        <SectionCard
          id="customer-credits-title"
          title={t('students.money.creditsTitle')}
          icon={<IconTicket size={20} aria-hidden />}
        >
          <SimpleTable
            testId="customer-grants"
            label={t('students.money.creditsTitle')}
            empty={t('students.money.noCredits')}
            head={[
              t('students.money.grant'),
              t('students.money.used'),
              t('students.money.expires'),
              t('students.money.left'),
            ]}
            rows={account.grants.map((grant) => [
              <Stack gap={0} key="grant">
                <Text size="sm" fw={600}>
                  {grant.description}
                </Text>
                <Text size="xs" c="dimmed">
                  {grant.eventTypeName ?? t('students.money.anyLesson')} · {day(grant.grantedOn)}
                </Text>
              </Stack>,
              `${grant.used} / ${grant.credits}`,
              grant.expiresOn === null ? (
                t('students.money.neverExpires')
              ) : grant.expired > 0 ? (
                <Badge color="gray" variant="light" style={BADGE_STYLE} key="expired">
                  {t('students.money.expiredOn', { date: day(grant.expiresOn) })}
                </Badge>
              ) : (
                day(grant.expiresOn)
              ),
              <Text key="left" fw={700}>
                {grant.remaining}
              </Text>,
            ])}
          />
        </SectionCard>
        <SectionCard
          id="customer-charges-title"
          title={t('students.money.chargesTitle')}
          icon={<IconCoins size={20} aria-hidden />}
        >
          <SimpleTable
            testId="customer-charges"
            label={t('students.money.chargesTitle')}
            empty={t('students.money.noCharges')}
            head={[
              t('students.money.item'),
              t('students.money.due'),
              t('students.money.status'),
              t('students.money.open'),
            ]}
            rows={account.charges.map((charge) => [
              <Stack gap={0} key="item">
                <Text size="sm" fw={600}>
                  {charge.description}
                </Text>
                <Text size="xs" c="dimmed">
                  {format.money(charge.amountCents)}
                </Text>
              </Stack>,
              day(charge.dueOn),
              <Badge color={CHARGE_COLORS[charge.status]} variant="light" style={BADGE_STYLE} key="status">
                {t(`students.money.chargeStatus.${charge.status}`)}
              </Badge>,
              format.money(charge.openCents),
            ])}
          />
        </SectionCard>
      </Stack>

      <SectionCard
        id="customer-lessons-title"
        title={t('students.money.lessonsTitle')}
        icon={<IconCalendarEvent size={20} aria-hidden />}
      >
        <SimpleTable
          testId="customer-lessons"
          label={t('students.money.lessonsTitle')}
          empty={t('students.money.noLessons')}
          head={[
            t('students.money.when'),
            t('students.money.lesson'),
            t('students.money.attendance'),
            t('students.money.paid'),
          ]}
          rows={account.lessons.map((lesson) => [
            format.dateTime(lesson.startsAt),
            <Stack gap={0} key="lesson">
              <Text size="sm" fw={600}>
                {lesson.title}
              </Text>
              <Text size="xs" c="dimmed">
                {lesson.eventTypeName}
              </Text>
            </Stack>,
            lesson.status === 'cancelled'
              ? t('students.money.lessonCancelled')
              : t(`students.money.attendances.${lesson.attendance}`),
            paidWith(lesson),
          ])}
        />
      </SectionCard>

      <Stack gap="lg">
        <SectionCard
          id="customer-purchases-title"
          title={t('students.money.purchasesTitle')}
          icon={<IconShoppingBag size={20} aria-hidden />}
        >
          <SimpleTable
            testId="customer-purchases"
            label={t('students.money.purchasesTitle')}
            empty={t('students.money.noPurchases')}
            head={[
              t('students.money.date'),
              t('students.money.item'),
              t('students.money.quantity'),
              t('students.money.total'),
            ]}
            rows={account.sales.map((sale) => [
              day(sale.soldOn),
              <Stack gap={0} key="item">
                <Text size="sm" fw={600}>
                  {sale.description}
                </Text>
                {sale.priceReason || sale.discountCents > 0 ? (
                  <Text size="xs" c="dimmed">
                    {[
                      sale.priceReason
                        ? t('students.money.pricedAt', {
                            price: format.money(sale.unitPriceCents),
                            reason: sale.priceReason,
                          })
                        : null,
                      sale.discountCents > 0
                        ? t('students.money.discounted', { amount: format.money(sale.discountCents) })
                        : null,
                    ]
                      .filter(Boolean)
                      .join(' · ')}
                  </Text>
                ) : null}
              </Stack>,
              format.number(sale.quantity),
              format.money(sale.totalCents),
            ])}
          />
        </SectionCard>
        <SectionCard
          id="customer-payments-title"
          title={t('students.money.paymentsTitle')}
          icon={<IconReceipt size={20} aria-hidden />}
        >
          <SimpleTable
            testId="customer-payments"
            label={t('students.money.paymentsTitle')}
            empty={t('students.money.noPayments')}
            head={[
              t('students.money.date'),
              t('students.money.method'),
              t('students.money.paidFor'),
              t('students.money.amount'),
              t('students.money.receipt.open'),
            ]}
            rows={account.payments.map((payment) => [
              day(payment.paidOn),
              <Stack gap={0} key="method">
                <Text size="sm">{t(`students.money.methods.${payment.method}`)}</Text>
                {payment.reference ? (
                  <Text size="xs" c="dimmed">
                    {payment.reference}
                  </Text>
                ) : null}
              </Stack>,
              payment.amountCents < 0
                ? t('students.money.refund')
                : [
                    ...payment.allocations.map((allocation) => allocation.description),
                    ...(payment.unallocatedCents > 0
                      ? [t('students.money.leftOnAccount', { amount: format.money(payment.unallocatedCents) })]
                      : []),
                  ].join(', '),
              format.money(payment.amountCents),
              <Button
                key="receipt"
                size="compact-sm"
                variant="subtle"
                leftSection={<IconReceipt size={14} aria-hidden />}
                aria-label={t('students.money.receipt.openLabel', {
                  amount: format.money(payment.amountCents),
                  date: day(payment.paidOn),
                })}
                onClick={() => setReceipt(payment)}
              >
                {t('students.money.receipt.open')}
              </Button>,
            ])}
          />
        </SectionCard>
      </Stack>

      {dialog === 'sell' ? <SaleDialog {...dialogProps} /> : null}
      {dialog === 'pay' ? <PaymentDialog {...dialogProps} /> : null}
      {dialog === 'credits' ? <CreditsDialog {...dialogProps} /> : null}
      {receipt ? (
        <ReceiptDialog
          payment={receipt}
          account={account}
          customer={customer}
          canSend={write}
          onClose={() => setReceipt(null)}
        />
      ) : null}
    </Stack>
  );
}
