import { sql, type SQL } from 'drizzle-orm';
import type {
  creditCorrectionSchema,
  paymentInputSchema,
  saleCancellationSchema,
  saleInputSchema,
} from '@lineup/contract/money';
import { type CustomerAccount, type SaleKind, SALE_TOTAL_MAX_CENTS } from '@lineup/contract/money';
import type { z } from 'zod';
import { rowsOf } from '#src/db/database.ts';
import { creditEntries, payments, saleCancellations } from '#src/db/schema/index.ts';
import { fieldError } from '#src/http/resource-kit.ts';
import { withSchool, type CallContext } from '#src/http/request-context.ts';
import { localizedError, refusal } from '#src/i18n/app-error.ts';
import { recordCallAudit } from '#src/lib/audit.ts';
import { clock } from '@lineup/contract/clock';
import { readAccount } from './customer-account.service.ts';
import { expireCredits, grantLeft, moneyOnAccount, settle } from './ledger.ts';
import { addSale, undoSale, type Product } from './ledger-sales.ts';
import { SALE_STANDS } from './ledger-sql.ts';
import { customerFor, moneyText, zoneOf } from './money-call.ts';

/**
 * What the desk writes to a customer's money: a sale, its cancellation, a payment or refund, a
 * correction of credits. Each takes the customer's row first and answers the account after.
 */

const PRODUCTS: Record<SaleKind, (schoolId: string, id: string) => SQL> = {
  package: (schoolId, id) => sql`select name, price_cents, credits, validity_days, lesson_type_id, null::int as stock
    from packages where application_id = ${schoolId} and id = ${id} and status = 'active'`,
  service: (schoolId, id) => sql`select name, price_cents, null::int as credits, null::int as validity_days,
      null::uuid as lesson_type_id, null::int as stock
    from services where application_id = ${schoolId} and id = ${id} and status = 'active'`,
  item: (schoolId, id) => sql`select name, price_cents, null::int as credits, null::int as validity_days,
      null::uuid as lesson_type_id, stock
    from items where application_id = ${schoolId} and id = ${id} and active for update`,
};

const fmtCents = (cents: number) => String(cents);

/**
 * Sells a package, service or item to a customer: the sale at the catalogue's price (or another,
 * with a reason), less a discount; a charge for what it comes to, due on the day given (the
 * sale's by default); a package's credits, for its lesson type, until its validity runs out; an
 * item's units out of stock, never below zero. Money the customer has on account pays the charge.
 */
export function createSale(
  call: CallContext,
  customerId: string,
  input: z.output<typeof saleInputSchema>,
): Promise<CustomerAccount> {
  return withSchool(call, async (tx, schoolId) => {
    const customer = await customerFor(tx, call, schoolId, customerId);
    const [product] = rowsOf<Product>(await tx.execute(PRODUCTS[input.kind](schoolId, input.productId)));
    if (!product) throw fieldError(call, 'productId', 'missing');
    const unitPriceCents = input.unitPriceCents ?? product.price_cents;
    if (unitPriceCents !== product.price_cents && input.priceReason === '') {
      throw fieldError(call, 'priceReason', 'price_reason_required');
    }
    const gross = input.quantity * unitPriceCents;
    if (gross > SALE_TOTAL_MAX_CENTS) {
      throw fieldError(call, 'quantity', 'sale_too_large', { maximum: SALE_TOTAL_MAX_CENTS });
    }
    if (input.discountCents > gross) throw fieldError(call, 'discountCents', 'discount_too_large', { maximum: gross });
    if (input.eventId) {
      const [event] = rowsOf(
        await tx.execute(sql`select 1 from events where application_id = ${schoolId} and id = ${input.eventId}`),
      );
      if (!event) throw fieldError(call, 'eventId', 'missing');
    }
    if (product.stock !== null) {
      if (product.stock < input.quantity) {
        throw refusal(call.language, 'out_of_stock', { name: product.name, stock: product.stock });
      }
      await tx.execute(sql`update items set stock = stock - ${input.quantity}, updated_at = now()
        where application_id = ${schoolId} and id = ${input.productId}`);
    }
    const totalCents = gross - input.discountCents;
    await addSale(tx, schoolId, customerId, product, { ...input, unitPriceCents });
    await recordCallAudit(tx, call, {
      action: 'sale_recorded',
      schoolId,
      target: customer.name,
      data: { product: product.name, quantity: String(input.quantity), amountCents: fmtCents(totalCents) },
    });
    return readAccount(tx, schoolId, customerId);
  });
}

/**
 * Undoes a sale made by mistake, with the reason: the sale stays in the customer's purchases,
 * marked; its charge is taken back (what was paid of it stays on account), what is left of its
 * credits is taken back, lessons that used them are billed again from other credits or charged,
 * and an item's units go back in stock. A sale is undone once.
 */
export function cancelSale(
  call: CallContext,
  saleId: string,
  input: z.output<typeof saleCancellationSchema>,
): Promise<CustomerAccount> {
  return withSchool(call, async (tx, schoolId) => {
    const [owner] = rowsOf<{ customer_id: string }>(
      await tx.execute(sql`select customer_id from sales where application_id = ${schoolId} and id = ${saleId}`),
    );
    if (!owner) throw localizedError('not_found', call.language, 'money.saleNotFound');
    const customer = await customerFor(tx, call, schoolId, owner.customer_id);
    const [sale] = rowsOf<{
      item_id: string | null;
      quantity: number;
      description: string;
      total_cents: number;
      cancelled: boolean;
    }>(
      await tx.execute(sql`select s.item_id, s.quantity, s.description, s.total_cents, not ${SALE_STANDS} as cancelled
        from sales s where s.application_id = ${schoolId} and s.id = ${saleId}`),
    );
    if (sale!.cancelled) throw refusal(call.language, 'sale_cancelled');
    const timeZone = zoneOf(call);
    const today = clock.today(timeZone);
    await tx
      .insert(saleCancellations)
      .values({ applicationId: schoolId, saleId, reason: input.reason, cancelledOn: today });
    const rebilled = await undoSale(
      tx,
      schoolId,
      owner.customer_id,
      { id: saleId, itemId: sale!.item_id, quantity: sale!.quantity, reason: input.reason },
      today,
      timeZone,
    );
    await recordCallAudit(tx, call, {
      action: 'sale_cancelled',
      schoolId,
      target: customer.name,
      data: {
        product: sale!.description,
        quantity: String(sale!.quantity),
        amountCents: fmtCents(sale!.total_cents),
        reason: input.reason,
        ...(rebilled > 0 ? { lessonsBilledAgain: String(rebilled) } : {}),
      },
    });
    return readAccount(tx, schoolId, owner.customer_id);
  });
}

/**
 * Takes a payment: paid to the charges chosen (in their order), then to the oldest due; what is
 * left stays on account for the next charges. A refund (negative) gives back money on account,
 * never more than there is.
 */
export function recordPayment(
  call: CallContext,
  customerId: string,
  input: z.output<typeof paymentInputSchema>,
): Promise<CustomerAccount> {
  return withSchool(call, async (tx, schoolId) => {
    const customer = await customerFor(tx, call, schoolId, customerId);
    if (input.chargeIds.length > 0) {
      if (input.amountCents < 0) throw fieldError(call, 'chargeIds', 'invalid');
      const found = rowsOf<{ id: string }>(
        await tx.execute(sql`select id from charges where application_id = ${schoolId} and customer_id = ${customerId}
          and reverses_id is null and id in ${sql`(${sql.join(
            input.chargeIds.map((id) => sql`${id}`),
            sql`, `,
          )})`}`),
      );
      if (found.length !== new Set(input.chargeIds).size) throw fieldError(call, 'chargeIds', 'missing');
    }
    if (input.amountCents < 0) {
      const available = await moneyOnAccount(tx, schoolId, customerId);
      if (-input.amountCents > available)
        throw refusal(call.language, 'refund_exceeds_credit', { available: moneyText(call, available) });
    }
    const [payment] = await tx
      .insert(payments)
      .values({
        applicationId: schoolId,
        customerId,
        amountCents: input.amountCents,
        method: input.method,
        paidOn: input.paidOn,
        reference: input.reference,
      })
      .returning({ id: payments.id });
    await settle(tx, schoolId, customerId, { paymentId: payment!.id, chargeIds: input.chargeIds });
    await recordCallAudit(tx, call, {
      action: input.amountCents > 0 ? 'payment_recorded' : 'payment_refunded',
      schoolId,
      target: customer.name,
      data: { amountCents: fmtCents(Math.abs(input.amountCents)), method: input.method },
    });
    return readAccount(tx, schoolId, customerId);
  });
}

/**
 * Gives credits by hand (a grant of their own, with the reason) or corrects a grant: never below
 * zero left on it.
 */
export function correctCredits(
  call: CallContext,
  customerId: string,
  input: z.output<typeof creditCorrectionSchema>,
): Promise<CustomerAccount> {
  return withSchool(call, async (tx, schoolId) => {
    const customer = await customerFor(tx, call, schoolId, customerId);
    const today = clock.today(zoneOf(call));
    await expireCredits(tx, schoolId, customerId, today);
    if (input.grantId === null) {
      if (input.credits < 0) throw fieldError(call, 'grantId', 'required');
      if (input.eventTypeId) {
        const [type] = rowsOf(
          await tx.execute(sql`select 1 from event_types
            where application_id = ${schoolId} and id = ${input.eventTypeId} and kind = 'lesson'`),
        );
        if (!type) throw fieldError(call, 'eventTypeId', 'missing');
      }
      if (input.expiresOn !== null && input.expiresOn < today) {
        throw fieldError(call, 'expiresOn', 'date_out_of_range');
      }
      await tx.insert(creditEntries).values({
        applicationId: schoolId,
        customerId,
        kind: 'grant',
        credits: input.credits,
        eventTypeId: input.eventTypeId,
        expiresOn: input.expiresOn,
        effectiveOn: today,
        reason: input.reason,
      });
    } else {
      const remaining = await grantLeft(tx, schoolId, customerId, input.grantId);
      if (remaining === undefined) throw fieldError(call, 'grantId', 'missing');
      // The credits of a sale undone were taken back with it: none can be given to it again.
      const [undone] = rowsOf(
        await tx.execute(sql`select 1 from credit_entries g
          join sale_cancellations x on x.application_id = g.application_id and x.sale_id = g.sale_id
          where g.application_id = ${schoolId} and g.id = ${input.grantId}`),
      );
      if (undone) throw refusal(call.language, 'sale_cancelled');
      if (remaining + input.credits < 0) throw refusal(call.language, 'credits_short', { remaining });
      await tx.insert(creditEntries).values({
        applicationId: schoolId,
        customerId,
        kind: 'correction',
        credits: input.credits,
        grantId: input.grantId,
        effectiveOn: today,
        reason: input.reason,
      });
      await expireCredits(tx, schoolId, customerId, today);
    }
    await recordCallAudit(tx, call, {
      action: 'credits_corrected',
      schoolId,
      target: customer.name,
      data: { credits: String(input.credits), reason: input.reason },
    });
    return readAccount(tx, schoolId, customerId);
  });
}
