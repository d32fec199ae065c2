import { ActionIcon, Badge, Stack } from '@mantine/core';
import { IconMailForward, IconTrash } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Role } from '@lineup/contract/roles';
import type { INVITATION_STATES } from '@lineup/contract/invitations';
import { RoleBadge } from '#web/components/ui/badges.tsx';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog.tsx';
import { DataTable } from '#web/components/ui/data-table/data-table.tsx';
import type { Column } from '#web/components/ui/data-table/types.ts';
import { EmailText } from '#web/components/ui/email-text.tsx';
import { useConfirmTarget } from '#web/lib/use-confirm-target.ts';
import { errorText } from '#web/lib/error-text.ts';
import { useFormat } from '#web/lib/format.ts';
import type { Invitation } from '#web/lib/api-types.ts';
import { invitationsQuery } from '#web/features/user/api/get-invitations.ts';
import { resendInvitation } from '#web/features/user/api/resend-invitation.ts';
import { revokeInvitation } from '#web/features/user/api/revoke-invitation.ts';
import { InviteForm } from '#web/features/user/components/invite-form.tsx';
import { showError, showSuccess } from '#web/lib/toast.ts';
import { invitationKeys } from '#web/features/user/api/keys.ts';
import { Hint } from '#web/components/ui/hint.tsx';

const STATE_COLORS: Record<(typeof INVITATION_STATES)[number], string> = {
  pending: 'orange',
  accepted: 'green',
  revoked: 'gray',
  expired: 'gray',
};

/** Invite by e-mail; the sent invitations, with resend and revoke (after an "Are you sure…"). */
export function InvitationsPanel({ schoolId, callerRole }: { schoolId: string; callerRole: Role }) {
  const { t } = useTranslation();
  const format = useFormat();
  const queryClient = useQueryClient();
  const invitations = useQuery(invitationsQuery(schoolId));
  const revoking = useConfirmTarget<Invitation>();
  const refresh = () => queryClient.invalidateQueries({ queryKey: invitationKeys.all(schoolId) });
  const resend = useMutation({
    mutationFn: (invitation: Invitation) => resendInvitation(invitation.id),
    onSuccess: async (invitation) => {
      showSuccess(t('user.invite.resent', { email: invitation.email }));
      await refresh();
    },
    onError: (error) => showError(errorText(error, t)),
  });
  const revoke = useMutation({
    mutationFn: (invitation: Invitation) => revokeInvitation(invitation.id),
    onSuccess: async (_, invitation) => {
      showSuccess(t('user.invite.revoked', { email: invitation.email }));
      revoking.close();
      await refresh();
    },
    onError: (error) => {
      showError(errorText(error, t));
      revoking.close();
    },
  });
  const columns: Column<Invitation>[] = [
    { key: 'email', label: t('user.invite.email'), primary: true, render: (item) => <EmailText email={item.email} /> },
    { key: 'role', label: t('user.invite.role'), render: (item) => <RoleBadge role={item.role} /> },
    {
      key: 'state',
      label: t('user.invite.state'),
      render: (item) => (
        <Badge variant="light" color={STATE_COLORS[item.state]}>
          {t(`user.invite.states.${item.state}`)}
        </Badge>
      ),
    },
    { key: 'expires', label: t('user.invite.expires'), render: (item) => format.date(item.expiresAt) },
  ];
  const actions = (item: Invitation) =>
    item.state === 'pending' || item.state === 'expired' ? (
      <>
        <Hint label={t('user.invite.resend')} withArrow>
          <ActionIcon
            variant="subtle"
            aria-label={t('user.invite.resendTo', { email: item.email })}
            loading={resend.isPending && resend.variables?.id === item.id}
            onClick={() => resend.mutate(item)}
          >
            <IconMailForward size={18} aria-hidden />
          </ActionIcon>
        </Hint>
        {item.state === 'pending' ? (
          <Hint label={t('user.invite.revoke')} withArrow>
            <ActionIcon
              variant="subtle"
              color="red"
              aria-label={t('user.invite.revokeFor', { email: item.email })}
              onClick={() => revoking.open(item)}
            >
              <IconTrash size={18} aria-hidden />
            </ActionIcon>
          </Hint>
        ) : null}
      </>
    ) : null;
  return (
    <Stack gap="lg">
      <InviteForm schoolId={schoolId} callerRole={callerRole} />
      <DataTable
        label={t('user.admin.invitations')}
        columns={columns}
        rows={invitations.data?.items ?? []}
        rowKey={(item) => item.id}
        actions={actions}
        empty={t('user.invite.empty')}
        loading={invitations.isPending}
        error={invitations.error}
        onRetry={() => void invitations.refetch()}
        testId="invitations"
      />
      <ConfirmDialog
        opened={revoking.opened}
        title={t('user.invite.revoke')}
        message={t('user.invite.confirmRevoke', { email: revoking.target?.email ?? '' })}
        confirmLabel={t('user.invite.revoke')}
        danger
        pending={revoke.isPending}
        onClose={revoking.close}
        onConfirm={() => revoking.target && revoke.mutate(revoking.target)}
      />
    </Stack>
  );
}
