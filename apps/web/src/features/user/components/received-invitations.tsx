import { Button } from '@mantine/core';
import { IconMailOpened } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { RoleBadge } from '#web/components/ui/badges.tsx';
import { DataTable } from '#web/components/ui/data-table/data-table.tsx';
import type { Column } from '#web/components/ui/data-table/types.ts';
import { SectionCard } from '#web/components/ui/section-card.tsx';
import { errorText } from '#web/lib/error-text.ts';
import { useFormat } from '#web/lib/format.ts';
import type { ReceivedInvitation } from '#web/lib/api-types.ts';
import { acceptInvitation } from '#web/features/user/api/accept-invitation.ts';
import { receivedInvitationsQuery } from '#web/features/user/api/get-received-invitations.ts';
import { applySchoolChange } from '#web/lib/me/apply-me.ts';
import { showError, showSuccess } from '#web/lib/toast.ts';
import { accountQueryKeys } from '#web/lib/query-keys.ts';

/** Invitations to the account's e-mail; accepting one joins the school and makes it current. Hidden when none. */
export function ReceivedInvitations() {
  const { t } = useTranslation();
  const format = useFormat();
  const queryClient = useQueryClient();
  const received = useQuery(receivedInvitationsQuery);
  const accept = useMutation({
    mutationFn: (invitation: ReceivedInvitation) => acceptInvitation(invitation.id),
    onSuccess: async (me, invitation) => {
      showSuccess(t('user.invitations.joined', { school: invitation.school, role: t(`roles.${invitation.role}`) }));
      await applySchoolChange(queryClient, me);
    },
    onError: async (error) => {
      showError(errorText(error, t));
      await queryClient.invalidateQueries({ queryKey: accountQueryKeys.receivedInvitations.all() });
    },
  });
  const items = received.data?.items ?? [];
  if (items.length === 0) return null;
  const columns: Column<ReceivedInvitation>[] = [
    { key: 'school', label: t('user.invitations.school'), primary: true, render: (item) => item.school },
    { key: 'role', label: t('user.invitations.role'), render: (item) => <RoleBadge role={item.role} /> },
    {
      key: 'expires',
      label: t('user.invitations.expires'),
      render: (item) => format.date(item.expiresAt),
    },
  ];
  return (
    <SectionCard
      id="user-received-invitations"
      title={t('user.invitations.title')}
      description={t('user.invitations.text')}
      icon={<IconMailOpened size={20} aria-hidden />}
    >
      <DataTable
        label={t('user.invitations.title')}
        columns={columns}
        rows={items}
        rowKey={(item) => item.id}
        empty=""
        cardsBelow={520}
        testId="received-invitations"
        actions={(item) => (
          <Button
            size="xs"
            onClick={() => accept.mutate(item)}
            loading={accept.isPending && accept.variables?.id === item.id}
            disabled={accept.isPending}
            aria-label={t('user.invitations.acceptFrom', { school: item.school })}
          >
            {t('user.invitations.accept')}
          </Button>
        )}
      />
    </SectionCard>
  );
}
