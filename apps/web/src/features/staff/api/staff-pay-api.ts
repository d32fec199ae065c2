import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
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
