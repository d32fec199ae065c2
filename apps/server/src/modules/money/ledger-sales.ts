import { sql } from 'drizzle-orm';
import { rowsOf, type Transaction } from '#src/db/database.ts';
import { charges, creditEntries, sales } from '#src/db/schema/index.ts';
import { billAttendance, unbillAttendance } from './ledger-attendance.ts';
import { grantLeft, settle } from './ledger.ts';
import { CHARGE_REVERSED } from './ledger-sql.ts';

/** A sale in the ledger, and its undoing, inside the caller's lock on the customer (`lockCustomer`). */

/** A product as a sale reads it from the catalogue: its name and price, and a package's credits and validity. */
export interface Product {
  name: string;
  price_cents: number;
  credits: number | null;
  validity_days: number | null;
  lesson_type_id: string | null;
  stock: number | null;
}

/** The day `days` after `day`, both YYYY-MM-DD. */
const daysAfter = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/**
 * Writes a sale already checked: the sale as sold, its charge (due on `dueOn`, else the day of the
 * sale), a package's credits until its validity runs out; then money on account pays the charge.
 * An item's stock is taken by the caller, which refuses first when there is not enough.
 */
export async function addSale(
  tx: Transaction,
  schoolId: string,
  customerId: string,
  product: Product,
  sale: {
    kind: 'package' | 'service' | 'item';
    productId: string;
    quantity: number;
    unitPriceCents: number;
    priceReason: string;
    discountCents: number;
    soldOn: string;
    dueOn: string | null;
    eventId: string | null;
  },
): Promise<void> {
  const totalCents = sale.quantity * sale.unitPriceCents - sale.discountCents;
  const [row] = await tx
    .insert(sales)
    .values({
      applicationId: schoolId,
      customerId,
      kind: sale.kind,
      packageId: sale.kind === 'package' ? sale.productId : null,
      serviceId: sale.kind === 'service' ? sale.productId : null,
      itemId: sale.kind === 'item' ? sale.productId : null,
      description: product.name,
      quantity: sale.quantity,
      listPriceCents: product.price_cents,
      unitPriceCents: sale.unitPriceCents,
      priceReason: sale.unitPriceCents === product.price_cents ? '' : sale.priceReason,
      discountCents: sale.discountCents,
      totalCents,
      soldOn: sale.soldOn,
      eventId: sale.eventId,
    })
    .returning({ id: sales.id });
  if (totalCents > 0) {
    await tx.insert(charges).values({
      applicationId: schoolId,
      customerId,
      saleId: row!.id,
      eventId: sale.eventId,
      description: sale.quantity > 1 ? `${product.name} × ${sale.quantity}` : product.name,
      amountCents: totalCents,
      dueOn: sale.dueOn ?? sale.soldOn,
    });
  }
  if (product.credits !== null) {
    await tx.insert(creditEntries).values({
      applicationId: schoolId,
      customerId,
      kind: 'grant',
      credits: product.credits * sale.quantity,
      eventTypeId: product.lesson_type_id,
      expiresOn: product.validity_days === null ? null : daysAfter(sale.soldOn, product.validity_days),
      saleId: row!.id,
      effectiveOn: sale.soldOn,
    });
  }
  await settle(tx, schoolId, customerId);
}

/**
 * Undoes a sale's money inside the caller's lock, once its cancellation is written: lessons that
 * used its credits are billed again from the customer's other credits (or charged), what is left
 * of its credits is taken back with the reason, its charge is taken back (what was paid of it
 * stays on account), and an item's units go back in stock. Answers how many lessons were billed
 * again.
 */
export async function undoSale(
  tx: Transaction,
  schoolId: string,
  customerId: string,
  sale: { id: string; itemId: string | null; quantity: number; reason: string },
  today: string,
  timeZone: string,
): Promise<number> {
  const [grant] = rowsOf<{ id: string }>(
    await tx.execute(sql`select id from credit_entries
      where application_id = ${schoolId} and sale_id = ${sale.id} and kind = 'grant'`),
  );
  const lessons = grant
    ? rowsOf<{ event_id: string }>(
        await tx.execute(sql`select event_id from credit_entries
          where application_id = ${schoolId} and grant_id = ${grant.id} and kind in ('use', 'return')
          group by event_id having sum(credits) < 0 order by event_id`),
      )
    : [];
  for (const lesson of lessons) await unbillAttendance(tx, schoolId, lesson.event_id, customerId, today);
  if (grant) {
    const left = (await grantLeft(tx, schoolId, customerId, grant.id)) ?? 0;
    if (left > 0) {
      await tx.insert(creditEntries).values({
        applicationId: schoolId,
        customerId,
        kind: 'correction',
        credits: -left,
        grantId: grant.id,
        saleId: sale.id,
        effectiveOn: today,
        reason: sale.reason,
      });
    }
  }
  for (const lesson of lessons) await billAttendance(tx, schoolId, lesson.event_id, customerId, timeZone);
  const [charge] = rowsOf<{ id: string; description: string; left: number }>(
    await tx.execute(sql`select c.id, c.description, (c.amount_cents + ${CHARGE_REVERSED})::bigint as left
      from charges c
      where c.application_id = ${schoolId} and c.sale_id = ${sale.id} and c.reverses_id is null`),
  );
  if (charge && charge.left > 0) {
    await tx.insert(charges).values({
      applicationId: schoolId,
      customerId,
      saleId: sale.id,
      description: charge.description,
      amountCents: -charge.left,
      dueOn: today,
      reversesId: charge.id,
      reason: 'sale_cancelled',
    });
  }
  if (sale.itemId) {
    await tx.execute(sql`update items set stock = stock + ${sale.quantity}, updated_at = now()
      where application_id = ${schoolId} and id = ${sale.itemId}`);
  }
  await settle(tx, schoolId, customerId);
  return lessons.length;
}
