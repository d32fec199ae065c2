import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { eventPageSchema } from '@lineup/contract/events';
import { staffPaySchema, type StaffPaymentInput } from '@lineup/contract/money';
import { get, post } from '#web/lib/http.ts';
import { schoolKeys } from '#web/lib/query-keys.ts';

/** A staff member's pay: earned on completed events, paid, due. */
const payKeys = schoolKeys('staffPay');

const payPath = (staffId: string) => `/api/v1/staff/${encodeURIComponent(staffId)}`;

export function staffPayQuery(schoolId: string, staffId: string) {
  return queryOptions({
    queryKey: payKeys.detail(schoolId, staffId),
    queryFn: ({ signal }) => get(`${payPath(staffId)}/pay`, { schema: staffPaySchema, signal }),
  });
}

/** Records a payment to the staff member; their pay shows the answer at once. */
export function useStaffPayment(schoolId: string, staffId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (payment: StaffPaymentInput) =>
      post(`${payPath(staffId)}/payments`, payment, { schema: staffPaySchema }),
    onSuccess: (pay) => queryClient.setQueryData(payKeys.detail(schoolId, staffId), pay),
  });
}

/** The events a staff member is on between two days (school time), in time order: their week. */
export function staffWeekQuery(schoolId: string, staffId: string, from: string, to: string) {
  const query = { staffId, from, to, sort: 'startsAt', pageSize: 100 };
  return queryOptions({
    queryKey: schoolKeys('events').list(schoolId, query),
    queryFn: ({ signal }) => get('/api/v1/events', { query, schema: eventPageSchema, signal }),
    placeholderData: keepPreviousData,
  });
}
