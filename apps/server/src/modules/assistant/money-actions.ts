import { ENTITY_ACCESS } from '@lineup/contract/access';
import type { AssistantPreview } from '@lineup/contract/assistant';
import { paymentInputSchema, saleInputSchema, type PaymentMethod } from '@lineup/contract/money';
import type { z } from 'zod';
import type { CallContext } from '#src/http/request-context.ts';
import { getAccount } from '#src/modules/money/customer-account.service.ts';
import { createSale, recordPayment } from '#src/modules/money/money-writes.service.ts';
import { choicesFor, may, oneNamed, reply, type AnswerContext } from './answers.ts';
import { judge, previewOf, proposalOf, type ActionKind, type Proposal } from './action-kit.ts';
import { findAmount, findMethod, isRefund } from './amounts.ts';
import type { Wording } from './wording.ts';

/** What Confirm records: kept with the proposal, never taken from the client. */
export interface PaymentActionInput {
  readonly customerId: string;
  /** Shown in the words of the preview and of Confirm. */
  readonly customerName: string;
  readonly payment: z.output<typeof paymentInputSchema>;
}

export interface SaleActionInput {
  readonly customerId: string;
  readonly customerName: string;
  readonly sale: z.output<typeof saleInputSchema>;
}

/** Taking payments and selling need what the customer's page needs to do them (decision 010). */
const takesMoney = (call: CallContext) =>
  may(call, ENTITY_ACCESS.customer.read) && may(call, ENTITY_ACCESS.customer.write);

const currencyOf = (call: CallContext) => call.auth.schoolCurrency ?? 'EUR';
const studentLink = (words: Wording, customerId: string) =>
  words.link('assistant.link.student', `/student/${customerId}`);

/** The rows a change added to the account: those whose id the account before did not have. */
const added = <Row extends { id: string }>(before: readonly Row[], after: readonly Row[]) =>
  after.filter((row) => !before.some((old) => old.id === row.id));

const methodName = (words: Wording, method: PaymentMethod) => words.t(`money.method.${method}`);

const refunds = (input: PaymentActionInput) => input.payment.amountCents < 0;

const paymentWords = (words: Wording, input: PaymentActionInput) => ({
  name: input.customerName,
  // A refund says the money given back, not a negative amount.
  amount: words.money(Math.abs(input.payment.amountCents)),
  method: methodName(words, input.payment.method),
  day: words.day(input.payment.paidOn),
});

/**
 * A payment through the money service (`recordPayment`, as the customer's page takes it): the
 * charges it pays by the ledger's rules and what stays on account, read from the account before
 * and after.
 */
export const RECORD_PAYMENT: ActionKind<PaymentActionInput> = {
  allowed: takesMoney,
  async perform(call, words, input) {
    const before = await getAccount(call, input.customerId);
    const after = await recordPayment(call, input.customerId, input.payment);
    const [made] = added(before.payments, after.payments);
    const settles = (made?.allocations ?? []).map(({ chargeId, description, amountCents }) => ({
      chargeId,
      description,
      amountCents,
    }));
    const payment = {
      customerId: input.customerId,
      amountCents: input.payment.amountCents,
      currency: currencyOf(call),
      method: input.payment.method,
      paidOn: input.payment.paidOn,
      settles,
      onAccountCents: made?.unallocatedCents ?? 0,
      owedBeforeCents: before.owedCents,
      owedAfterCents: after.owedCents,
    };
    const params = paymentWords(words, input);
    return {
      preview: previewOf(
        words.t(refunds(input) ? 'assistant.refund.preview' : 'assistant.payment.preview', {
          ...params,
          settles: settles.length
            ? settles.map((row) => `${row.description} (${words.money(row.amountCents)})`).join(', ')
            : words.t('assistant.payment.nothingOwed'),
          onAccount: words.money(payment.onAccountCents),
          heldBefore: words.money(before.onAccountCents),
          heldAfter: words.money(after.onAccountCents),
          owedBefore: words.money(before.owedCents),
          owedAfter: words.money(after.owedCents),
        }),
        { subjectId: input.customerId, payment },
      ),
      done: words.t(refunds(input) ? 'assistant.refund.done' : 'assistant.payment.done', params),
      links: [studentLink(words, input.customerId)],
    };
  },
};

/**
 * A package sold through the money service (`createSale`, as the customer's page sells it): its
 * price, the credits it grants until when, and the customer's credits and balance before and after.
 */
export const SELL_PACKAGE: ActionKind<SaleActionInput> = {
  allowed: takesMoney,
  async perform(call, words, input) {
    const before = await getAccount(call, input.customerId);
    const after = await createSale(call, input.customerId, input.sale);
    const [sold] = added(before.sales, after.sales);
    const grant = after.grants.find((row) => sold && row.saleId === sold.id);
    const sale = {
      customerId: input.customerId,
      packageId: input.sale.productId,
      packageName: sold?.description ?? '',
      priceCents: sold?.totalCents ?? 0,
      currency: currencyOf(call),
      soldOn: input.sale.soldOn,
      creditsGranted: grant?.credits ?? 0,
      expiresOn: grant?.expiresOn ?? null,
      creditsBefore: before.credits,
      creditsAfter: after.credits,
      balanceBeforeCents: before.balanceCents,
      balanceAfterCents: after.balanceCents,
    };
    const params = { name: input.customerName, product: sale.packageName, price: words.money(sale.priceCents) };
    return {
      preview: previewOf(
        words.t(sale.expiresOn ? 'assistant.sale.preview' : 'assistant.sale.previewForever', {
          ...params,
          credits: sale.creditsGranted,
          expires: sale.expiresOn ? words.day(sale.expiresOn) : '',
          creditsAfter: sale.creditsAfter,
          balanceAfter: words.money(sale.balanceAfterCents),
        }),
        { subjectId: input.customerId, sale },
      ),
      done: words.t('assistant.sale.done', params),
      links: [studentLink(words, input.customerId)],
    };
  },
};

/** The day a payment or a sale is dated: the one named, else the school's today. */
const dayOf = ({ understood, words }: AnswerContext) => understood.day ?? words.today();

/**
 * A payment asked for in the member's own words: the customer named, the amount (in the school's
 * currency: another currency named is refused) and the method; what is missing is asked for.
 */
export async function proposePayment(context: AnswerContext): Promise<Proposal> {
  const { call, words, text } = context;
  if (!RECORD_PAYMENT.allowed(call)) return { reply: reply(words.t('assistant.notAllowed')) };
  const customer = oneNamed(context);
  if ('reply' in customer) return { reply: customer };
  const amount = findAmount(text);
  if (!amount || amount.cents <= 0) return { reply: reply(words.t('assistant.payment.needAmount')) };
  const currency = currencyOf(call);
  if (amount.currency !== null && amount.currency !== currency) {
    return { reply: reply(words.t('assistant.payment.currency', { currency })) };
  }
  const method = findMethod(text);
  if (!method) {
    const methods: PaymentMethod[] = ['cash', 'card', 'mb_way', 'transfer'];
    return {
      reply: reply(words.t('assistant.payment.needMethod'), {
        choices: methods.map((each) => ({
          label: methodName(words, each),
          text: choicesFor(text, [{ id: each, name: methodName(words, each) }])[0]!.text,
        })),
      }),
    };
  }
  // A refund is a payment the other way, as on the customer's page: at most what is on account.
  const amountCents = isRefund(text) ? -amount.cents : amount.cents;
  const payment = paymentInputSchema.safeParse({ amountCents, method, paidOn: dayOf(context) });
  // An amount beyond what the money service takes is asked for again.
  if (!payment.success) return { reply: reply(words.t('assistant.payment.needAmount')) };
  return proposePaymentOf(context, { customerId: customer.id, customerName: customer.name, payment: payment.data });
}

/** A payment as asked (by the caller's words, or by a model's tool call), judged by the money service. */
export async function proposePaymentOf(context: AnswerContext, input: PaymentActionInput): Promise<Proposal> {
  const { words } = context;
  const judged = await judge(context, RECORD_PAYMENT, input);
  const key = refunds(input) ? 'assistant.refund.asked' : 'assistant.payment.asked';
  const asked: AssistantPreview = previewOf(words.t(key, paymentWords(words, input)), {
    subjectId: input.customerId,
  });
  return proposalOf(context, 'record_payment', judged, asked, [studentLink(words, input.customerId)]);
}

/** A package sale asked for in the member's own words: the customer and the package named (fuzzy, within the school). */
export async function proposeSale(context: AnswerContext): Promise<Proposal> {
  const { call, words, understood, text } = context;
  if (!SELL_PACKAGE.allowed(call)) return { reply: reply(words.t('assistant.notAllowed')) };
  const customer = oneNamed(context);
  if ('reply' in customer) return { reply: customer };
  const named = understood.package;
  if (named && 'ambiguous' in named) {
    return { reply: reply(words.t('assistant.sale.whichPackage'), { choices: choicesFor(text, named.ambiguous) }) };
  }
  if (!named) return { reply: reply(words.t('assistant.sale.needPackage')) };
  const sale = saleInputSchema.parse({ kind: 'package', productId: named.found.id, soldOn: dayOf(context) });
  return proposeSaleOf(context, { customerId: customer.id, customerName: customer.name, sale }, named.found.name);
}

/** A package sold as asked (by the caller's words, or by a model's tool call), judged by the money service. */
export async function proposeSaleOf(context: AnswerContext, input: SaleActionInput, product: string) {
  const { words } = context;
  const judged = await judge(context, SELL_PACKAGE, input);
  const asked = previewOf(words.t('assistant.sale.asked', { name: input.customerName, product }), {
    subjectId: input.customerId,
  });
  return proposalOf(context, 'sell_package', judged, asked, [studentLink(words, input.customerId)]);
}
