import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import {
  customerAccountSchema,
  outstandingPageSchema,
  type CreditCorrection,
  type CustomerAccount,
  type OutstandingQuery,
  type PaymentInput,
  type SaleCancellation,
  type SaleInput,
} from '@lineup/contract/money';
import { get, post } from '#web/lib/http.ts';
import { schoolKeys } from '#web/lib/query-keys.ts';

/** A customer's money and the school's outstanding payments, keyed together: a payment changes both. */
export const moneyKeys = schoolKeys('money');

const accountPath = (customerId: string) => `/api/v1/customers/${encodeURIComponent(customerId)}`;

export function accountQuery(schoolId: string, customerId: string) {
  return queryOptions({
    queryKey: moneyKeys.detail(schoolId, customerId),
    queryFn: ({ signal }) => get(`${accountPath(customerId)}/account`, { schema: customerAccountSchema, signal }),
  });
}

/** What can be sold, or given credits for: the catalogue's active records of a kind, by name, with their prices. */
const CATALOGUE = {
  package: { domain: 'packages', path: '/api/v1/packages', filter: { status: 'active' } },
  service: { domain: 'services', path: '/api/v1/services', filter: { status: 'active' } },
  item: { domain: 'items', path: '/api/v1/items', filter: { active: 'true' } },
  lessonType: { domain: 'eventTypes', path: '/api/v1/event-types', filter: { kind: 'lesson', active: 'true' } },
} as const;

const choicesSchema = z.object({
  items: z.array(z.object({ id: z.string(), name: z.string(), priceCents: z.number().int() })),
});
export type CatalogueChoice = z.infer<typeof choicesSchema>['items'][number];

export function catalogueQuery(schoolId: string, kind: keyof typeof CATALOGUE) {
  const { domain, path, filter } = CATALOGUE[kind];
  const query = { ...filter, sort: 'name', pageSize: 100 };
  return queryOptions({
    queryKey: schoolKeys(domain).list(schoolId, query),
    queryFn: ({ signal }) => get(path, { query, schema: choicesSchema, signal }),
  });
}

export function outstandingQuery(schoolId: string, query: Partial<OutstandingQuery>) {
  return queryOptions({
    queryKey: moneyKeys.list(schoolId, query),
    queryFn: ({ signal }) =>
      get('/api/v1/outstanding', {
        query: query as Record<string, string | number>,
        schema: outstandingPageSchema,
        signal,
      }),
  });
}

/** The writes of a customer's money; each answers the account as it stands after it. */
export const accountChanges = {
  sell: (customerId: string, sale: SaleInput) =>
    post(`${accountPath(customerId)}/sales`, sale, { schema: customerAccountSchema }),
  pay: (customerId: string, payment: PaymentInput) =>
    post(`${accountPath(customerId)}/payments`, payment, { schema: customerAccountSchema }),
  correct: (customerId: string, correction: CreditCorrection) =>
    post(`${accountPath(customerId)}/credits`, correction, { schema: customerAccountSchema }),
  /** The customer is the sale's: the path names the sale alone. */
  undoSale: (_customerId: string, { saleId, ...cancellation }: SaleCancellation & { saleId: string }) =>
    post(`/api/v1/sales/${encodeURIComponent(saleId)}/cancellation`, cancellation, { schema: customerAccountSchema }),
};

/** E-mails the customer the receipt of a payment. */
export const sendReceipt = (paymentId: string) => post(`/api/v1/payments/${encodeURIComponent(paymentId)}/receipt`);

/** E-mails the customer of a charge what they still owe. */
export const sendReminder = (chargeId: string) => post(`/api/v1/charges/${encodeURIComponent(chargeId)}/reminder`);

/**
 * One change to a customer's money: the account shows it at once, and what sums it is asked
 * again (outstanding payments, the catalogue's sold figures, lessons' payment marks).
 */
export function useAccountChange<Body>(
  schoolId: string,
  customerId: string,
  change: (customerId: string, body: Body) => Promise<CustomerAccount>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Body) => change(customerId, body),
    onSuccess: async (account) => {
      queryClient.setQueryData(moneyKeys.detail(schoolId, customerId), account);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: moneyKeys.lists(schoolId) }),
        ...(['packages', 'services', 'items', 'events'] as const).map((domain) =>
          queryClient.invalidateQueries({ queryKey: schoolKeys(domain).all(schoolId) }),
        ),
      ]);
    },
  });
}
