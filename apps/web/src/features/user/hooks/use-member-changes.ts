import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Me } from '@lineup/contract/me';
import type { SchoolRole } from '@lineup/contract/roles';
import { errorText } from '#web/lib/error-text.ts';
import type { Member } from '#web/lib/api-types.ts';
import { changeMemberRole } from '#web/features/user/api/change-member-role.ts';
import { meQuery } from '#web/lib/me/get-me.ts';
import { removeMember } from '#web/features/user/api/remove-member.ts';
import { applySchoolChange } from '#web/lib/me/apply-me.ts';
import { showError, showSuccess } from '#web/lib/toast.ts';
import { schoolScope } from '#web/lib/query-keys.ts';

export type MemberChange =
  | { readonly kind: 'role'; readonly member: Member; readonly role: SchoolRole }
  | { readonly kind: 'remove'; readonly member: Member };

/** Applies a confirmed change; one to the account itself refreshes its own profile and permissions. */
export function useMemberChanges(me: Me, schoolId: string, onDone: () => void) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (change: MemberChange) => {
      if (change.kind === 'role') await changeMemberRole(change.member.accountId, change.role);
      else await removeMember(change.member.accountId);
    },
    onSuccess: async (_, change) => {
      const name = change.member.name || change.member.email;
      showSuccess(
        change.kind === 'role'
          ? t('user.members.roleChanged', { name, role: t(`roles.${change.role}`) })
          : t('user.members.removed', { name }),
      );
      onDone();
      let stillManages = true;
      if (change.member.accountId === me.id) {
        const fresh = await queryClient.fetchQuery({ ...meQuery, staleTime: 0 });
        await applySchoolChange(queryClient, fresh);
        stillManages = fresh.school?.id === schoolId && fresh.permissions.includes('manage_users');
      }
      // Asking for the list without the permission would answer 403, which ends the session.
      if (stillManages) await queryClient.invalidateQueries({ queryKey: schoolScope(schoolId) });
    },
    onError: (error) => {
      showError(errorText(error, t));
      onDone();
    },
  });
}
