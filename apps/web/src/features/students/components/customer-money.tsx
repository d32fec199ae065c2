import { useState } from 'react';
import { Badge, Button, Group, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import {
  IconArrowBackUp,
  IconCalendarEvent,
  IconCash,
  IconCoins,
  IconReceipt,
  IconShoppingBag,
  IconTicket,
} from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { ChargeStatus, CustomerAccount, CustomerLesson, Payment, Sale } from '@lineup/contract/money';
import { ListError } from '#web/components/ui/data-table/list-error.tsx';
import { FigureCard } from '#web/components/ui/figure-card.tsx';
import { SectionCard } from '#web/components/ui/section-card.tsx';
import { SimpleTable } from '#web/components/ui/simple-table.tsx';
import { useDayFormat } from '#web/lib/day-words.ts';
import { useFormat } from '#web/lib/format.ts';
import { useAccess, useSchoolId } from '#web/lib/me/use-access.ts';
import { accountQuery } from '#web/features/money/public/customer-account.ts';
import { CreditsDialog, PaymentDialog, SaleDialog, UndoSaleDialog } from '#web/features/money/public/money-dialogs.ts';
import { ReceiptDialog } from '#web/features/students/components/receipt-dialog.tsx';

const BADGE_STYLE = { flex: 'none', minWidth: 'max-content' } as const;

const CHARGE_COLORS: Readonly<Record<ChargeStatus, string>> = { open: 'orange', paid: 'green', reversed: 'gray' };

function usePaidWithText() {
  const { t } = useTranslation();
  return (lesson: CustomerLesson) =>
    lesson.paidWith === 'credits'
      ? t('money.paidWith.credits', { count: lesson.credits })
      : t(`money.paidWith.${lesson.paidWith}`);
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
  const [undoing, setUndoing] = useState<Sale | null>(null);
  const query = useQuery({ ...accountQuery(schoolId ?? '', customerId), enabled: schoolId !== null });
  if (query.isError) return <ListError error={query.error} onRetry={() => void query.refetch()} />;
  const account: CustomerAccount | undefined = query.data;
  if (!account) return <Skeleton height={220} radius="lg" data-testid="customer-money-loading" />;

  const balance =
    account.balanceCents > 0
      ? t('money.owes', { amount: format.money(account.balanceCents) })
      : account.balanceCents < 0
        ? t('money.inCredit', { amount: format.money(-account.balanceCents) })
        : t('money.settled');
  const dialogProps = { schoolId: schoolId ?? '', customerId, customerName, account, onClose: () => setDialog(null) };
  return (
    <Stack gap="lg" data-testid="customer-money">
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
        <FigureCard
          label={t('money.balance')}
          value={balance}
          hint={t('money.balanceHint')}
          testId="customer-balance"
        />
        <FigureCard
          label={t('money.owed')}
          value={format.money(account.owedCents)}
          hint={t('money.onAccount', { amount: format.money(account.onAccountCents) })}
          testId="customer-owed"
        />
        <FigureCard
          label={t('money.credits')}
          value={format.number(account.credits)}
          hint={t('money.creditsHint')}
          testId="customer-credits"
        />
      </SimpleGrid>
      {write ? (
        <Group gap="sm">
          <Button leftSection={<IconShoppingBag size={18} aria-hidden />} onClick={() => setDialog('sell')}>
            {t('money.sell')}
          </Button>
          <Button variant="light" leftSection={<IconCash size={18} aria-hidden />} onClick={() => setDialog('pay')}>
            {t('money.takePayment')}
          </Button>
          <Button
            variant="default"
            leftSection={<IconTicket size={18} aria-hidden />}
            onClick={() => setDialog('credits')}
          >
            {t('money.giveCredits')}
          </Button>
        </Group>
      ) : null}

      <Stack gap="lg">
        <SectionCard
          id="customer-credits-title"
          title={t('money.creditsTitle')}
          icon={<IconTicket size={20} aria-hidden />}
        >
          <SimpleTable
            testId="customer-grants"
            label={t('money.creditsTitle')}
            empty={t('money.noCredits')}
            head={[t('money.grant'), t('money.used'), t('money.expires'), t('money.left')]}
            rows={account.grants.map((grant) => [
              <Stack gap={0} key="grant">
                <Text size="sm" fw={600}>
                  {grant.description}
                </Text>
                <Text size="xs" c="dimmed">
                  {grant.eventTypeName ?? t('money.anyLesson')} · {day(grant.grantedOn)}
                </Text>
              </Stack>,
              `${grant.used} / ${grant.credits}`,
              grant.expiresOn === null ? (
                t('money.neverExpires')
              ) : grant.expired > 0 ? (
                <Badge color="gray" variant="light" style={BADGE_STYLE} key="expired">
                  {t('money.expiredOn', { date: day(grant.expiresOn) })}
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
          title={t('money.chargesTitle')}
          icon={<IconCoins size={20} aria-hidden />}
        >
          <SimpleTable
            testId="customer-charges"
            label={t('money.chargesTitle')}
            empty={t('money.noCharges')}
            head={[t('money.item'), t('money.due'), t('money.status'), t('money.open')]}
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
                {t(`money.chargeStatus.${charge.status}`)}
              </Badge>,
              format.money(charge.openCents),
            ])}
          />
        </SectionCard>
      </Stack>

      <SectionCard
        id="customer-lessons-title"
        title={t('money.lessonsTitle')}
        icon={<IconCalendarEvent size={20} aria-hidden />}
      >
        <SimpleTable
          testId="customer-lessons"
          primary={1}
          label={t('money.lessonsTitle')}
          empty={t('money.noLessons')}
          head={[t('money.when'), t('money.lesson'), t('money.attendance'), t('money.paid')]}
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
            lesson.status === 'cancelled' ? t('money.lessonCancelled') : t(`money.attendances.${lesson.attendance}`),
            paidWith(lesson),
          ])}
        />
      </SectionCard>

      <Stack gap="lg">
        <SectionCard
          id="customer-purchases-title"
          title={t('money.purchasesTitle')}
          icon={<IconShoppingBag size={20} aria-hidden />}
        >
          <SimpleTable
            testId="customer-purchases"
            primary={1}
            right={[3, 4]}
            label={t('money.purchasesTitle')}
            empty={t('money.noPurchases')}
            head={[t('money.date'), t('money.item'), t('money.quantity'), t('money.total'), ...(write ? [''] : [])]}
            rows={account.sales.map((sale) => [
              day(sale.soldOn),
              <Stack gap={0} key="item">
                <Group gap="xs" wrap="wrap">
                  <Text size="sm" fw={600} td={sale.cancellation ? 'line-through' : undefined}>
                    {sale.description}
                  </Text>
                  {sale.cancellation ? (
                    <Badge color="gray" variant="light" style={BADGE_STYLE}>
                      {t('money.undone')}
                    </Badge>
                  ) : null}
                </Group>
                {sale.cancellation ? (
                  <Text size="xs" c="dimmed">
                    {t('money.undoneOn', {
                      date: day(sale.cancellation.cancelledOn),
                      reason: sale.cancellation.reason,
                    })}
                  </Text>
                ) : null}
                {sale.priceReason || sale.discountCents > 0 ? (
                  <Text size="xs" c="dimmed">
                    {[
                      sale.priceReason
                        ? t('money.pricedAt', {
                            price: format.money(sale.unitPriceCents),
                            reason: sale.priceReason,
                          })
                        : null,
                      sale.discountCents > 0
                        ? t('money.discounted', { amount: format.money(sale.discountCents) })
                        : null,
                    ]
                      .filter(Boolean)
                      .join(' · ')}
                  </Text>
                ) : null}
              </Stack>,
              format.number(sale.quantity),
              format.money(sale.totalCents),
              ...(write
                ? [
                    sale.cancellation ? null : (
                      <Button
                        key="undo"
                        size="compact-sm"
                        variant="subtle"
                        color="red"
                        leftSection={<IconArrowBackUp size={14} aria-hidden />}
                        aria-label={t('money.undoSaleOf', { item: sale.description, date: day(sale.soldOn) })}
                        onClick={() => setUndoing(sale)}
                      >
                        {t('money.undoSale')}
                      </Button>
                    ),
                  ]
                : []),
            ])}
          />
        </SectionCard>
        <SectionCard
          id="customer-payments-title"
          title={t('money.paymentsTitle')}
          icon={<IconReceipt size={20} aria-hidden />}
        >
          <SimpleTable
            testId="customer-payments"
            primary={3}
            label={t('money.paymentsTitle')}
            empty={t('money.noPayments')}
            head={[t('money.date'), t('money.method'), t('money.paidFor'), t('money.amount'), t('money.receipt.open')]}
            rows={account.payments.map((payment) => [
              day(payment.paidOn),
              <Stack gap={0} key="method">
                <Text size="sm">{t(`money.methods.${payment.method}`)}</Text>
                {payment.reference ? (
                  <Text size="xs" c="dimmed">
                    {payment.reference}
                  </Text>
                ) : null}
              </Stack>,
              payment.amountCents < 0
                ? t('money.refund')
                : [
                    ...payment.allocations.map((allocation) => allocation.description),
                    ...(payment.unallocatedCents > 0
                      ? [t('money.leftOnAccount', { amount: format.money(payment.unallocatedCents) })]
                      : []),
                  ].join(', '),
              format.money(payment.amountCents),
              <Button
                key="receipt"
                size="compact-sm"
                variant="subtle"
                leftSection={<IconReceipt size={14} aria-hidden />}
                aria-label={t('money.receipt.openLabel', {
                  amount: format.money(payment.amountCents),
                  date: day(payment.paidOn),
                })}
                onClick={() => setReceipt(payment)}
              >
                {t('money.receipt.open')}
              </Button>,
            ])}
          />
        </SectionCard>
      </Stack>

      {dialog === 'sell' ? <SaleDialog {...dialogProps} /> : null}
      {dialog === 'pay' ? <PaymentDialog {...dialogProps} /> : null}
      {dialog === 'credits' ? <CreditsDialog {...dialogProps} /> : null}
      {undoing ? <UndoSaleDialog {...dialogProps} sale={undoing} onClose={() => setUndoing(null)} /> : null}
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
