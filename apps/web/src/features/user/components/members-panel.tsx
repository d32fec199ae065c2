import { ActionIcon, NativeSelect, Text } from '@mantine/core';
import { IconUserMinus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Me } from '@lineup/contract/me';
import { canGrantRole } from '@lineup/contract/access';
import { isSchoolRole, SCHOOL_ROLES, type SchoolRole } from '@lineup/contract/roles';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog.tsx';
import { DataTable } from '#web/components/ui/data-table/data-table.tsx';
import type { Column } from '#web/components/ui/data-table/types.ts';
import { EmailText } from '#web/components/ui/email-text.tsx';
import { useConfirmTarget } from '#web/lib/use-confirm-target.ts';
import { useFormat } from '#web/lib/format.ts';
import type { Member } from '#web/lib/api-types.ts';
import { membersQuery } from '#web/features/user/api/get-members.ts';
import { useMemberChanges, type MemberChange } from '#web/features/user/hooks/use-member-changes.ts';
import { Hint } from '#web/components/ui/hint.tsx';

/** The school's members: change a role or remove someone, each after an "Are you sure…". */
export function MembersPanel({ me, schoolId }: { me: Me; schoolId: string }) {
  const { t } = useTranslation();
  const format = useFormat();
  const members = useQuery(membersQuery(schoolId));
  const confirm = useConfirmTarget<MemberChange>();
  const pending = confirm.target;
  const apply = useMemberChanges(me, schoolId, confirm.close);
  // Only the roles this caller may give are offered; a member holding one it may not take stays as is.
  const grantable = (role: SchoolRole) => canGrantRole(me.profile, role);
  const roles = SCHOOL_ROLES.filter(grantable).map((role) => ({ value: role, label: t(`roles.${role}`) }));
  const rolesFor = (member: Member) =>
    grantable(member.role) ? roles : [{ value: member.role, label: t(`roles.${member.role}`) }];
  const nameOf = (member: Member) => member.name || member.email;
  const columns: Column<Member>[] = [
    {
      key: 'name',
      label: t('user.members.name'),
      primary: true,
      render: (member) => {
        // Without a name the e-mail column says who it is; do not repeat it here.
        const name = member.name || t('user.members.noName');
        const shown = member.accountId === me.id ? t('user.members.you', { name }) : name;
        return member.name ? (
          shown
        ) : (
          <Text span c="dimmed" fs="italic">
            {shown}
          </Text>
        );
      },
    },
    { key: 'email', label: t('user.members.email'), render: (member) => <EmailText email={member.email} /> },
    {
      key: 'role',
      label: t('user.members.role'),
      render: (member) => (
        // The browser's own list: a phone's picker on a phone, and light to draw on every row.
        <NativeSelect
          aria-label={t('user.members.roleOf', { name: nameOf(member) })}
          data={rolesFor(member)}
          value={member.role}
          disabled={!grantable(member.role)}
          size="xs"
          w={150}
          onChange={({ currentTarget: { value: role } }) =>
            isSchoolRole(role) && role !== member.role && confirm.open({ kind: 'role', member, role })
          }
        />
      ),
    },
    { key: 'since', label: t('user.members.since'), render: (member) => format.date(member.since) },
  ];
  const question =
    pending?.kind === 'role'
      ? t('user.members.confirmRole', {
          name: nameOf(pending.member),
          from: t(`roles.${pending.member.role}`),
          to: t(`roles.${pending.role}`),
        })
      : pending
        ? t('user.members.confirmRemove', { name: nameOf(pending.member) })
        : '';
  return (
    <>
      <DataTable
        label={t('user.admin.members')}
        columns={columns}
        rows={members.data?.items ?? []}
        rowKey={(member) => member.accountId}
        empty={t('user.members.empty')}
        loading={members.isPending}
        error={members.error}
        onRetry={() => void members.refetch()}
        testId="members"
        actions={(member) =>
          grantable(member.role) ? (
            <Hint label={t('user.members.remove')} withArrow>
              <ActionIcon
                variant="subtle"
                color="red"
                aria-label={t('user.members.removeName', { name: nameOf(member) })}
                onClick={() => confirm.open({ kind: 'remove', member })}
              >
                <IconUserMinus size={18} aria-hidden />
              </ActionIcon>
            </Hint>
          ) : null
        }
      />
      <ConfirmDialog
        opened={confirm.opened}
        title={pending?.kind === 'role' ? t('user.members.changeRole') : t('user.members.remove')}
        message={question}
        confirmLabel={pending?.kind === 'role' ? t('user.members.changeRole') : t('user.members.remove')}
        danger={pending?.kind === 'remove'}
        pending={apply.isPending}
        onClose={confirm.close}
        onConfirm={() => pending && apply.mutate(pending)}
      />
    </>
  );
}
