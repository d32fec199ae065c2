import { randomUUID } from 'node:crypto';
import type { PaymentMethod } from '@lineup/contract/money';
import { addDays } from './calendar.ts';

/** Rows as their tables name their columns, ready for a bulk insert. */
export type Row = Record<string, string | number | boolean | null>;

/** The money rows of a school's history, table by table. */
export interface MoneyRows {
  readonly sales: Row[];
  readonly sale_cancellations: Row[];
  readonly charges: Row[];
  readonly credit_entries: Row[];
  readonly payments: Row[];
  readonly payment_allocations: Row[];
  readonly staff_payments: Row[];
}

export const noMoney = (): MoneyRows => ({
  sales: [],
  sale_cancellations: [],
  charges: [],
  credit_entries: [],
  payments: [],
  payment_allocations: [],
  staff_payments: [],
});

export interface Product {
  readonly id: string;
  readonly name: string;
  readonly priceCents: number;
  /** Packages: credits, the lesson type they pay for (null: any), days valid (null: for ever). */
  readonly credits?: number;
  readonly lessonTypeId?: string | null;
  readonly validityDays?: number | null;
}

interface Grant {
  readonly id: string;
  readonly typeId: string | null;
  readonly expiresOn: string | null;
  remaining: number;
}

/**
 * One customer's money as the ledger's rules write it (decision 010), in the order it happens:
 * a sale makes its charge (and a package its grant); attendance draws credits for the lesson's
 * type from the grants valid that day, the soonest to expire first, or makes a charge at the
 * type's price; every payment and every new charge is settled at once, money on account paying
 * the oldest charges first. So a grant never goes below zero, nothing is allocated beyond a
 * charge or a payment, and what is owed less what is on account is the balance.
 */
export class CustomerLedger {
  private readonly grants: Grant[] = [];
  /** Charges with something still to pay, oldest due first (they are made in day order). */
  private readonly open: { id: string; left: number }[] = [];
  /** Payments with money left, oldest first. */
  private readonly unspent: { id: string; left: number }[] = [];
  private step = 0;
  private readonly rows: MoneyRows;
  private readonly customerId: string;

  constructor(rows: MoneyRows, customerId: string) {
    this.rows = rows;
    this.customerId = customerId;
  }

  /** The instant a row was written: noon of its day, one second after the customer's previous row. */
  private stamp(day: string): string {
    this.step += 1;
    return new Date(Date.parse(`${day}T12:00:00Z`) + this.step * 1000).toISOString();
  }

  get owed(): number {
    return this.open.reduce((sum, charge) => sum + charge.left, 0);
  }

  get onAccount(): number {
    return this.unspent.reduce((sum, payment) => sum + payment.left, 0);
  }

  /** Credits usable on `day` for a lesson of type `typeId`. */
  creditsFor(typeId: string, day: string): number {
    return this.usable(typeId, day).reduce((sum, grant) => sum + grant.remaining, 0);
  }

  private usable(typeId: string, day: string): Grant[] {
    return this.grants
      .filter((g) => g.remaining > 0 && (g.typeId === null || g.typeId === typeId) && (g.expiresOn ?? day) >= day)
      .sort((a, b) => (a.expiresOn ?? '9999').localeCompare(b.expiresOn ?? '9999'));
  }

  /** Allocates money on account to open charges, oldest payment to oldest charge. */
  private settle(day: string): void {
    while (this.open.length > 0 && this.unspent.length > 0) {
      const charge = this.open[0]!;
      const payment = this.unspent[0]!;
      const cents = Math.min(charge.left, payment.left);
      this.rows.payment_allocations.push({
        id: randomUUID(),
        payment_id: payment.id,
        charge_id: charge.id,
        amount_cents: cents,
        created_at: this.stamp(day),
      });
      charge.left -= cents;
      payment.left -= cents;
      if (charge.left === 0) this.open.shift();
      if (payment.left === 0) this.unspent.shift();
    }
  }

  private charge(day: string, amount: number, description: string, link: { saleId?: string; eventId?: string }) {
    const id = randomUUID();
    this.rows.charges.push({
      id,
      customer_id: this.customerId,
      sale_id: link.saleId ?? null,
      event_id: link.eventId ?? null,
      description,
      amount_cents: amount,
      due_on: day,
      reverses_id: null,
      reason: '',
      created_at: this.stamp(day),
    });
    this.open.push({ id, left: amount });
    this.settle(day);
    return id;
  }

  /** Sells one of a product at `unitPrice` (a reason when it is not the list price) less a discount. */
  sell(
    day: string,
    kind: 'package' | 'service',
    product: Product,
    unitPrice: number,
    reason: string,
    discount: number,
  ) {
    const saleId = randomUUID();
    const total = unitPrice - discount;
    this.rows.sales.push({
      id: saleId,
      customer_id: this.customerId,
      kind,
      package_id: kind === 'package' ? product.id : null,
      service_id: kind === 'service' ? product.id : null,
      item_id: null,
      description: product.name,
      quantity: 1,
      list_price_cents: product.priceCents,
      unit_price_cents: unitPrice,
      price_reason: unitPrice === product.priceCents ? '' : reason,
      discount_cents: discount,
      total_cents: total,
      sold_on: day,
      event_id: null,
      created_at: this.stamp(day),
    });
    const chargeId = total > 0 ? this.charge(day, total, product.name, { saleId }) : null;
    let grant: Grant | null = null;
    if (kind === 'package' && product.credits) {
      const expiresOn = product.validityDays ? addDays(day, product.validityDays) : null;
      grant = { id: randomUUID(), typeId: product.lessonTypeId ?? null, expiresOn, remaining: product.credits };
      this.grants.push(grant);
      this.rows.credit_entries.push({
        ...this.credit(day, 'grant', product.credits, null),
        id: grant.id,
        event_type_id: grant.typeId,
        expires_on: expiresOn,
        sale_id: saleId,
      });
    }
    return { saleId, chargeId, total, grant, description: product.name };
  }

  /**
   * Undoes a sale made by mistake on its day, before anything drew on it or paid it: the
   * cancellation with its reason, its credits taken back, its charge reversed.
   */
  undo(day: string, sale: ReturnType<CustomerLedger['sell']>, reason: string): void {
    this.rows.sale_cancellations.push({
      id: randomUUID(),
      sale_id: sale.saleId,
      reason,
      cancelled_on: day,
      created_at: this.stamp(day),
    });
    if (sale.grant && sale.grant.remaining > 0) {
      this.rows.credit_entries.push({
        ...this.credit(day, 'correction', -sale.grant.remaining, sale.grant.id),
        sale_id: sale.saleId,
        reason,
      });
      sale.grant.remaining = 0;
    }
    if (sale.chargeId) {
      const open = this.open.findIndex((charge) => charge.id === sale.chargeId);
      // Money on account would have paid it at once: undoing that is the app's longer path, not history's.
      if (open < 0 || this.open[open]!.left !== sale.total) throw new Error('Only an unpaid sale is undone here.');
      this.rows.charges.push({
        id: randomUUID(),
        customer_id: this.customerId,
        sale_id: sale.saleId,
        event_id: null,
        description: sale.description,
        amount_cents: -sale.total,
        due_on: day,
        reverses_id: sale.chargeId,
        reason: 'sale_cancelled',
        created_at: this.stamp(day),
      });
      this.open.splice(open, 1);
    }
  }

  private credit(day: string, kind: string, credits: number, grantId: string | null): Row {
    return {
      id: randomUUID(),
      customer_id: this.customerId,
      kind,
      credits,
      grant_id: grantId,
      event_type_id: null,
      expires_on: null,
      sale_id: null,
      event_id: null,
      effective_on: day,
      reason: '',
      created_at: this.stamp(day),
    };
  }

  /** Bills an attendance once: the type's credits when there are enough, else a charge at its price. */
  bill(day: string, event: { id: string; title: string; typeId: string; credits: number; priceCents: number }) {
    if (event.credits > 0 && this.creditsFor(event.typeId, day) >= event.credits) {
      let needed = event.credits;
      for (const grant of this.usable(event.typeId, day)) {
        if (needed === 0) break;
        const drawn = Math.min(needed, grant.remaining);
        needed -= drawn;
        grant.remaining -= drawn;
        this.rows.credit_entries.push({ ...this.credit(day, 'use', -drawn, grant.id), event_id: event.id });
      }
      return;
    }
    if (event.priceCents > 0) this.charge(day, event.priceCents, event.title, { eventId: event.id });
  }

  pay(day: string, amount: number, method: PaymentMethod, reference: string): void {
    const id = randomUUID();
    this.rows.payments.push({
      id,
      customer_id: this.customerId,
      amount_cents: amount,
      method,
      paid_on: day,
      reference,
      created_at: this.stamp(day),
    });
    this.unspent.push({ id, left: amount });
    this.settle(day);
  }

  /** Writes the expiry of what is left of each grant whose last day is before `today`, as reading the account would. */
  expire(today: string): void {
    for (const grant of this.grants) {
      if (grant.remaining > 0 && grant.expiresOn !== null && grant.expiresOn < today) {
        this.rows.credit_entries.push(this.credit(addDays(grant.expiresOn, 1), 'expiry', -grant.remaining, grant.id));
        grant.remaining = 0;
      }
    }
  }
}
