import { sql } from 'drizzle-orm';
import type { Payment } from '@lineup/contract/money';
import { rowsOf } from '#src/db/database.ts';
import { withSchool, type CallContext } from '#src/http/request-context.ts';
import { localizedError, refusal } from '#src/i18n/app-error.ts';
import { translate } from '#src/i18n/messages.ts';
import { recordCallAudit } from '#src/lib/audit.ts';
import { readAccount } from './customer-account.service.ts';
import { CHARGE_BALANCES } from './ledger-sql.ts';
import { moneyText } from './money-call.ts';

/** What the money e-mails a customer: a reminder of an open charge, the receipt of a payment. */

/** E-mails the customer of an open charge a reminder of what is owed, in the sender's language. */
export async function sendReminder(call: CallContext, chargeId: string): Promise<void> {
  const charge = await withSchool(call, async (tx, schoolId) => {
    const [row] = rowsOf<{
      customer_name: string;
      customer_email: string;
      description: string;
      open_cents: number;
      due_on: string;
    }>(
      await tx.execute(sql`select cu.name as customer_name, cu.email as customer_email, o.description, o.open_cents,
          o.due_on::text as due_on
        from (${CHARGE_BALANCES(schoolId, { openOnly: false })}) o join customers cu on cu.application_id = ${schoolId} and cu.id = o.customer_id
        where o.id = ${chargeId}`),
    );
    if (!row) throw localizedError('not_found', call.language, 'money.chargeNotFound');
    if (row.open_cents <= 0) throw refusal(call.language, 'charge_paid');
    if (!row.customer_email) throw refusal(call.language, 'customer_without_email', { name: row.customer_name });
    await recordCallAudit(tx, call, {
      action: 'payment_reminder_sent',
      schoolId,
      target: row.customer_name,
      data: { product: row.description, amountCents: String(row.open_cents) },
    });
    return row;
  });
  const params = {
    name: charge.customer_name,
    school: call.auth.schoolName ?? '',
    item: charge.description,
    amount: moneyText(call, charge.open_cents),
    due: new Intl.DateTimeFormat(call.language, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(charge.due_on)),
  };
  await call.mailer.send({
    to: charge.customer_email,
    subject: translate(call.language, 'money.reminderSubject', params),
    text: translate(call.language, 'money.reminderBody', params),
  });
}

/**
 * E-mails a customer the receipt of a payment, in the sender's language: the school, the day, how
 * it was paid, the amount, what it paid for, and what the customer owes or has on account now.
 */
export async function sendReceipt(call: CallContext, paymentId: string): Promise<void> {
  const receipt = await withSchool(call, async (tx, schoolId) => {
    const [payment] = rowsOf<{
      customer_id: string;
      name: string;
      email: string;
      amount_cents: number;
      method: Payment['method'];
      paid_on: string;
      reference: string;
    }>(
      await tx.execute(sql`select p.customer_id, cu.name, cu.email, p.amount_cents, p.method, p.paid_on::text as paid_on,
          p.reference
        from payments p join customers cu on cu.application_id = p.application_id and cu.id = p.customer_id
        where p.application_id = ${schoolId} and p.id = ${paymentId}`),
    );
    if (!payment) throw localizedError('not_found', call.language, 'money.paymentNotFound');
    if (!payment.email) throw refusal(call.language, 'customer_without_email', { name: payment.name });
    const account = await readAccount(tx, schoolId, payment.customer_id);
    await recordCallAudit(tx, call, {
      action: 'receipt_sent',
      schoolId,
      target: payment.name,
      data: { amountCents: String(payment.amount_cents), method: payment.method },
    });
    return { payment, account };
  });
  const { payment, account } = receipt;
  const day = (value: string) =>
    new Intl.DateTimeFormat(call.language, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(value));
  const lines = (account.payments.find((row) => row.id === paymentId)?.allocations ?? []).map(
    (allocation) => `- ${allocation.description}: ${moneyText(call, allocation.amountCents)}`,
  );
  const params = {
    name: payment.name,
    school: call.auth.schoolName ?? '',
    date: day(payment.paid_on),
    amount: moneyText(call, payment.amount_cents),
    method: translate(call.language, `money.method.${payment.method}`),
    reference: payment.reference || '—',
    lines: lines.length > 0 ? lines.join('\n') : '—',
    balance:
      account.balanceCents > 0
        ? translate(call.language, 'money.receiptOwes', { amount: moneyText(call, account.balanceCents) })
        : account.balanceCents < 0
          ? translate(call.language, 'money.receiptInCredit', { amount: moneyText(call, -account.balanceCents) })
          : translate(call.language, 'money.receiptSettled'),
    number: paymentId.slice(0, 8).toUpperCase(),
  };
  await call.mailer.send({
    to: payment.email,
    subject: translate(call.language, 'money.receiptSubject', params),
    text: translate(call.language, 'money.receiptBody', params),
  });
}
