import { useTranslation } from 'react-i18next';
import type { AssistantPreview } from '@lineup/contract/assistant';
import { useDayFormat } from '#web/lib/day-words.ts';
import { formatMoney, useFormat } from '#web/lib/format.ts';
import { useDurationText } from '#web/lib/use-duration-text.ts';

/** One line of what a proposed change would do: what it is about, and its value (before → after). */
export interface PreviewFact {
  readonly label: string;
  readonly value: string;
}

/**
 * What a proposed change would do, in the reader's words: a payment's amount and what it pays, a
 * sale's price and credits, a lesson planned or moved, or a lesson's people before and after.
 */
export function usePreviewFacts(): (preview: AssistantPreview) => readonly PreviewFact[] {
  const { t, i18n } = useTranslation();
  const format = useFormat();
  const day = useDayFormat();
  const duration = useDurationText();
  const change = (before: string, after: string) =>
    before === after ? after : t('chatbot.action.change', { before, after });
  return (preview) => {
    const { payment, sale, plan } = preview;
    if (payment) {
      const money = (cents: number) => formatMoney(cents, i18n.language, payment.currency);
      const refund = payment.amountCents < 0;
      return [
        {
          label: t(refund ? 'chatbot.action.refund' : 'chatbot.action.amount'),
          value: money(Math.abs(payment.amountCents)),
        },
        { label: t(refund ? 'chatbot.action.refundedOn' : 'chatbot.action.paidOn'), value: day(payment.paidOn) },
        ...payment.settles.map((charge) => ({ label: charge.description, value: money(charge.amountCents) })),
        ...(payment.onAccountCents > 0
          ? [{ label: t('chatbot.action.onAccount'), value: money(payment.onAccountCents) }]
          : []),
        {
          label: t('chatbot.action.owed'),
          value: change(money(payment.owedBeforeCents), money(payment.owedAfterCents)),
        },
      ];
    }
    if (sale) {
      const money = (cents: number) => formatMoney(cents, i18n.language, sale.currency);
      return [
        { label: t('chatbot.action.package'), value: sale.packageName },
        { label: t('chatbot.action.price'), value: money(sale.priceCents) },
        {
          label: t('chatbot.action.credits'),
          value: change(format.number(sale.creditsBefore), format.number(sale.creditsAfter)),
        },
        { label: t('chatbot.action.expires'), value: sale.expiresOn ? day(sale.expiresOn) : t('chatbot.action.never') },
        {
          label: t('chatbot.action.balance'),
          value: change(money(sale.balanceBeforeCents), money(sale.balanceAfterCents)),
        },
      ];
    }
    if (plan) {
      const starts = plan.startsBefore
        ? change(format.dateTime(plan.startsBefore), format.dateTime(plan.startsAt))
        : format.dateTime(plan.startsAt);
      return [
        { label: t('chatbot.action.lesson'), value: plan.title },
        { label: t('chatbot.action.starts'), value: starts },
        { label: t('chatbot.action.duration'), value: duration(plan.durationMinutes) },
      ];
    }
    const count = (before: readonly string[], after: readonly string[]) =>
      change(format.number(before.length), format.number(after.length));
    // Who the change adds, by name, when the preview names them.
    const added = (before: readonly string[], after: readonly string[], label: string): PreviewFact[] => {
      const names = after.filter((id) => !before.includes(id)).map((id) => preview.names?.[id] ?? '');
      return names.length > 0 && names.every(Boolean)
        ? [{ label, value: new Intl.ListFormat(i18n.language).format(names) }]
        : [];
    };
    return [
      { label: t('chatbot.action.customers'), value: count(preview.customersBefore, preview.customersAfter) },
      ...added(preview.customersBefore, preview.customersAfter, t('chatbot.action.booked')),
      { label: t('chatbot.action.instructors'), value: count(preview.instructorsBefore, preview.instructorsAfter) },
      ...added(preview.instructorsBefore, preview.instructorsAfter, t('chatbot.action.teaching')),
    ];
  };
}
