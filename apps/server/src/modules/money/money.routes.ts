import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ENTITY_ACCESS } from '@lineup/contract/access';
import { idParamsSchema, noContentSchema } from '@lineup/contract/http';
import {
  creditCorrectionSchema,
  customerAccountSchema,
  outstandingPageSchema,
  outstandingQuerySchema,
  paymentInputSchema,
  saleCancellationSchema,
  saleInputSchema,
  staffPaymentInputSchema,
  staffPaySchema,
} from '@lineup/contract/money';
import { callContext } from '#src/http/request-context.ts';
import { routeKit } from '#src/http/route-kit.ts';
import { getAccount } from './customer-account.service.ts';
import { sendReceipt, sendReminder } from './money-mail.service.ts';
import { cancelSale, correctCredits, createSale, recordPayment } from './money-writes.service.ts';
import { listOutstanding } from './outstanding.service.ts';
import { getStaffPay, recordStaffPayment } from './staff-pay.ts';

const customer = ENTITY_ACCESS.customer;
const ACCOUNT = 'Answers the customer’s account as it stands after the change.';

/** Money (DOMAIN.md): what customers buy, owe and pay, their credits, and staff pay. */
export const moneyRoutes: FastifyPluginAsyncZod = async (app) => {
  const r = routeKit(app, { tag: 'money' });
  r.get(
    '/api/v1/customers/:id/account',
    {
      id: 'getCustomerAccount',
      summary: "A customer's credits, sales, charges, payments, lessons and balance",
      description:
        'Every figure is the sum of the rows listed with it. Credits past their last day are written off as expired as the account is read.',
      access: customer.read,
      params: idParamsSchema,
      response: customerAccountSchema,
      kept: {},
    },
    (request) => getAccount(callContext(request), request.params.id),
  );
  r.post(
    '/api/v1/customers/:id/sales',
    {
      id: 'createSale',
      summary: 'Sell a package, service or item to a customer',
      description: `A price other than the catalogue's needs \`priceReason\`; the discount is at most the sale's price. The sale makes a charge (due on \`dueOn\`, else the day of the sale), a package grants its credits until its validity runs out, an item takes stock (409 \`out_of_stock\` when there is not enough). ${ACCOUNT}`,
      access: customer.write,
      params: idParamsSchema,
      body: saleInputSchema,
      response: customerAccountSchema,
      status: 201,
    },
    (request) => createSale(callContext(request), request.params.id, request.body),
  );
  r.post(
    '/api/v1/customers/:id/payments',
    {
      id: 'recordPayment',
      summary: 'Take a payment from a customer, or give money back (a negative amount)',
      description: `Paid to \`chargeIds\` first, in their order, then to the oldest charges due; what is left stays on account and pays later charges. A refund is at most the money on account (409 \`refund_exceeds_credit\`). ${ACCOUNT}`,
      access: customer.write,
      params: idParamsSchema,
      body: paymentInputSchema,
      response: customerAccountSchema,
      status: 201,
    },
    (request) => recordPayment(callContext(request), request.params.id, request.body),
  );
  r.post(
    '/api/v1/customers/:id/credits',
    {
      id: 'correctCredits',
      summary: 'Give a customer credits, or correct what a grant has left, with a reason',
      description: `Without \`grantId\`, positive credits make a grant of their own (for \`eventTypeId\` or any lesson, until \`expiresOn\` or for good). With it, the correction draws from or adds to that grant; never below zero (409 \`credits_short\`). ${ACCOUNT}`,
      access: customer.write,
      params: idParamsSchema,
      body: creditCorrectionSchema,
      response: customerAccountSchema,
      status: 201,
    },
    (request) => correctCredits(callContext(request), request.params.id, request.body),
  );
  r.post(
    '/api/v1/sales/:id/cancellation',
    {
      id: 'cancelSale',
      summary: 'Undo a sale made by mistake, with the reason',
      description: `The sale stays in the customer's purchases, marked. Its charge is taken back (what was paid of it stays on account), what is left of its credits is taken back, lessons that used its credits are billed again from other credits or charged, and an item's units go back in stock. 409 \`sale_cancelled\` when it was undone already. ${ACCOUNT}`,
      access: customer.write,
      params: idParamsSchema,
      body: saleCancellationSchema,
      response: customerAccountSchema,
      status: 201,
    },
    (request) => cancelSale(callContext(request), request.params.id, request.body),
  );
  r.get(
    '/api/v1/outstanding',
    {
      id: 'listOutstanding',
      summary: 'Outstanding payments: charges not yet paid in full',
      description:
        "Each with its customer, what is still owed, days overdue and priority by the school's thresholds; sorted by `amount`, `overdue`, `date` or `customer`, filtered by `priority`.",
      access: customer.read,
      query: outstandingQuerySchema,
      response: outstandingPageSchema,
    },
    (request) => listOutstanding(callContext(request), request.query),
  );
  r.post(
    '/api/v1/charges/:id/reminder',
    {
      id: 'sendPaymentReminder',
      summary: 'E-mail a customer a reminder of a charge they still owe',
      description:
        'In the language of the caller. 409 `charge_paid` when nothing is owed, `customer_without_email` when the customer has no e-mail.',
      access: customer.write,
      params: idParamsSchema,
      response: noContentSchema,
      status: 204,
      rateLimit: { max: 30, timeWindow: 60_000 },
    },
    async (request) => {
      await sendReminder(callContext(request), request.params.id);
      return null;
    },
  );
  r.post(
    '/api/v1/payments/:id/receipt',
    {
      id: 'sendReceipt',
      summary: 'E-mail a customer the receipt of a payment',
      description:
        'In the language of the caller: the amount, how and when it was paid, what it paid for and what is owed after it. 409 `customer_without_email` when the customer has no e-mail.',
      access: customer.write,
      params: idParamsSchema,
      response: noContentSchema,
      status: 204,
      rateLimit: { max: 30, timeWindow: 60_000 },
    },
    async (request) => {
      await sendReceipt(callContext(request), request.params.id);
      return null;
    },
  );
  r.get(
    '/api/v1/staff/:id/pay',
    {
      id: 'getStaffPay',
      summary: "A staff member's pay: earned, paid and due, by month, with the payments",
      description:
        'Earned is the pay fixed on them in events that have ended and were not cancelled. A member without `view_staff` gets their own only.',
      access: 'login',
      params: idParamsSchema,
      response: staffPaySchema,
    },
    (request) => getStaffPay(callContext(request), request.params.id),
  );
  r.post(
    '/api/v1/staff/:id/payments',
    {
      id: 'recordStaffPayment',
      summary: 'Record a payment to a staff member',
      description: 'A negative amount corrects an earlier payment and needs a note. Answers their pay after it.',
      access: ENTITY_ACCESS.staff.write,
      params: idParamsSchema,
      body: staffPaymentInputSchema,
      response: staffPaySchema,
      status: 201,
    },
    (request) => recordStaffPayment(callContext(request), request.params.id, request.body),
  );
};
