import { Button, DataList, Group, Modal, Stack, Text } from '@mantine/core';
import { IconMail, IconPrinter } from '@tabler/icons-react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { CustomerAccount, Payment } from '@lineup/contract/money';
import { errorText } from '#web/lib/error-text.ts';
import { escapeHtml } from '#web/lib/escape-html.ts';
import { useDayFormat } from '#web/lib/day-words.ts';
import { useFormat } from '#web/lib/format.ts';
import { meQuery } from '#web/lib/me/get-me.ts';
import { showError, showSuccess } from '#web/lib/toast.ts';
import { sendReceipt } from '#web/features/money/public/customer-account.ts';

/** A payment's number on its receipt: the start of its id, which no other payment of the school shares in practice. */
export const receiptNumber = (payment: Payment) => payment.id.slice(0, 8).toUpperCase();

/** Prints the receipt alone, from a frame of its own: the page behind it is not printed. */
function printReceipt(title: string, lines: readonly (readonly [string, string])[], heading: string) {
  const frame = document.createElement('iframe');
  frame.setAttribute('aria-hidden', 'true');
  frame.style.position = 'fixed';
  frame.style.width = '0';
  frame.style.height = '0';
  frame.style.border = '0';
  document.body.append(frame);
  const rows = lines
    .map(
      ([label, value]) =>
        `<tr><th>${escapeHtml(label)}</th><td>${escapeHtml(value).replaceAll('\n', '<br>')}</td></tr>`,
    )
    .join('');
  const page = frame.contentDocument;
  if (!page) return;
  page.open();
  page.write(`<!doctype html><html><head><meta charset="utf-8"><title>${escapeHtml(title)}</title>
    <style>body{font:14px system-ui,sans-serif;margin:32px;color:#111}h1{font-size:20px;margin:0}h2{font-size:16px;margin:4px 0 20px}
    th{text-align:left;padding:6px 16px 6px 0;vertical-align:top;color:#555;font-weight:600}td{padding:6px 0}</style>
    </head><body><h1>${escapeHtml(heading)}</h1><h2>${escapeHtml(title)}</h2><table>${rows}</table></body></html>`);
  page.close();
  frame.contentWindow?.focus();
  frame.contentWindow?.print();
  setTimeout(() => frame.remove(), 1000);
}

/** A payment's receipt: what was paid, how and for what, and the balance now; Print and E-mail. */
export function ReceiptDialog({
  payment,
  account,
  customer,
  canSend,
  onClose,
}: {
  readonly payment: Payment;
  readonly account: CustomerAccount;
  readonly customer: { readonly name: string; readonly email: string };
  readonly canSend: boolean;
  readonly onClose: () => void;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  const day = useDayFormat();
  const school = useQuery(meQuery).data?.school?.name ?? '';
  const send = useMutation({ mutationFn: () => sendReceipt(payment.id) });
  const title = t('money.receipt.title', { number: receiptNumber(payment) });
  const balance =
    account.balanceCents > 0
      ? t('money.owes', { amount: format.money(account.balanceCents) })
      : account.balanceCents < 0
        ? t('money.inCredit', { amount: format.money(-account.balanceCents) })
        : t('money.settled');
  const paidFor = [
    ...payment.allocations.map((allocation) => `${allocation.description}: ${format.money(allocation.amountCents)}`),
    ...(payment.unallocatedCents > 0
      ? [`${t('money.receipt.onAccount')}: ${format.money(payment.unallocatedCents)}`]
      : []),
  ].join('\n');
  const lines: (readonly [string, string])[] = [
    [t('money.receipt.date'), day(payment.paidOn)],
    [t('money.receipt.customer'), customer.name],
    [t('money.receipt.amount'), format.money(payment.amountCents)],
    [t('money.receipt.method'), t(`money.methods.${payment.method}`)],
    ...(payment.reference ? [[t('money.receipt.reference'), payment.reference] as const] : []),
    [t('money.receipt.paidFor'), paidFor || '—'],
    [t('money.receipt.balanceNow'), balance],
  ];
  return (
    <Modal opened onClose={onClose} title={title} centered>
      <Stack gap="md" data-testid="receipt">
        <Text fw={700}>{school}</Text>
        <DataList size="sm" labelWidth={140} withDivider>
          {lines.map(([label, value]) => (
            <DataList.Item key={label}>
              <DataList.ItemLabel c="dimmed">{label}</DataList.ItemLabel>
              <DataList.ItemValue style={{ whiteSpace: 'pre-line' }}>{value}</DataList.ItemValue>
            </DataList.Item>
          ))}
        </DataList>
        <Group justify="flex-end" gap="sm">
          <Button
            variant="default"
            leftSection={<IconPrinter size={16} aria-hidden />}
            onClick={() => printReceipt(title, lines, school)}
          >
            {t('money.receipt.print')}
          </Button>
          {canSend ? (
            <Button
              leftSection={<IconMail size={16} aria-hidden />}
              disabled={!customer.email}
              title={customer.email ? undefined : t('money.receipt.noEmail')}
              loading={send.isPending}
              onClick={() =>
                send.mutate(undefined, {
                  onSuccess: () => showSuccess(t('money.receipt.sent', { name: customer.name })),
                  onError: (error) => showError(errorText(error, t)),
                })
              }
            >
              {t('money.receipt.email')}
            </Button>
          ) : null}
        </Group>
      </Stack>
    </Modal>
  );
}
