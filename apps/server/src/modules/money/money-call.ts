import { DEFAULT_TIME_ZONE } from '@lineup/contract/constants';
import type { Transaction } from '#src/db/database.ts';
import type { CallContext } from '#src/http/request-context.ts';
import { localizedError } from '#src/i18n/app-error.ts';
import { lockCustomer } from './ledger.ts';

/** What the money's calls share: the school's time zone, dates and amounts as answered, the customer's lock. */

export const zoneOf = (call: CallContext) => call.auth.schoolTimeZone ?? DEFAULT_TIME_ZONE;
export const iso = (value: Date | string) => new Date(value).toISOString();

/** Takes the customer's row (every money write does, first), or answers 404. */
export async function customerFor(tx: Transaction, call: CallContext, schoolId: string, customerId: string) {
  const customer = await lockCustomer(tx, schoolId, customerId);
  if (!customer) throw localizedError('not_found', call.language, 'customer.notFound');
  return customer;
}

/** An amount in the school's currency, as the caller's language writes it. */
export function moneyText(call: CallContext, cents: number): string {
  return new Intl.NumberFormat(call.language, {
    style: 'currency',
    currency: call.auth.schoolCurrency ?? 'EUR',
  }).format(cents / 100);
}
