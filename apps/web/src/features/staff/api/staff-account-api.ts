import { hashKey, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { staffAccountOptionsSchema, staffSchema, type Staff, type StaffInvitationRole } from '@lineup/contract/staff';
import { get, post, put } from '#web/lib/http.ts';
import { schoolKeys } from '#web/lib/query-keys.ts';
import { staffApi } from '#web/features/staff/api/staff-api.ts';

const pathOf = (id: string) => `${staffApi.path}/${encodeURIComponent(id)}`;

/** The school's invitations, which the school's people panel lists. */
const invitationKeys = schoolKeys('invitations');

/**
 * The school's members a staff record can be linked to, each with the record linked to them.
 * Under the staff's keys: a change of any link refreshes it.
 */
export function staffAccountsQuery(schoolId: string) {
  return queryOptions({
    queryKey: [...staffApi.keys.all(schoolId), 'accounts'] as const,
    queryFn: ({ signal }) => get(`${staffApi.path}/accounts`, { schema: staffAccountOptionsSchema, signal }),
  });
}

/** Links the record to a member account of the school; null unlinks it. */
export function linkStaffAccount(id: string, accountId: string | null): Promise<Staff> {
  return put(`${pathOf(id)}/account`, { accountId }, { schema: staffSchema });
}

/** Invites the record's own e-mail to the school; accepting the invitation links the record. */
export function inviteStaffMember(id: string, role: StaffInvitationRole): Promise<Staff> {
  return post(`${pathOf(id)}/invitation`, { role }, { schema: staffSchema });
}

/**
 * A change of a record's account: the answer becomes the record on its page at once; the staff's
 * lists and the members' links (with `alsoRefresh`, more) are read again.
 */
function useStaffAccountChange<Variables>(
  schoolId: string,
  change: (variables: Variables) => Promise<Staff>,
  alsoRefresh: readonly (readonly unknown[])[] = [],
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: async (member) => {
      const detail = staffApi.keys.detail(schoolId, member.id);
      queryClient.setQueryData(detail, member);
      const answered = hashKey(detail);
      await Promise.all([
        queryClient.invalidateQueries({
          queryKey: staffApi.keys.all(schoolId),
          predicate: (query) => query.queryHash !== answered,
        }),
        ...alsoRefresh.map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      ]);
    },
  });
}

export function useLinkStaffAccount(schoolId: string, id: string) {
  return useStaffAccountChange(schoolId, (accountId: string | null) => linkStaffAccount(id, accountId));
}

/** The new invitation shows among the school's invitations too. */
export function useInviteStaffMember(schoolId: string, id: string) {
  return useStaffAccountChange(schoolId, (role: StaffInvitationRole) => inviteStaffMember(id, role), [
    invitationKeys.all(schoolId),
  ]);
}
