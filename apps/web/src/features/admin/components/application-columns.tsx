import { Anchor } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { StatusBadge } from '#web/components/ui/badges.tsx';
import type { Column } from '#web/components/ui/data-table/types.ts';
import { EmailText } from '#web/components/ui/email-text.tsx';
import type { AdminApplication } from '#web/lib/api-types.ts';
import { useFormat } from '#web/lib/format.ts';

/** Name (opens the school), owner, status, database size, invited users and creation date. */
export function useApplicationColumns(onOpen: (id: string) => void): Column<AdminApplication>[] {
  const { t } = useTranslation();
  const format = useFormat();
  return [
    {
      key: 'name',
      label: t('admin.list.name'),
      sortKey: 'name',
      primary: true,
      render: (school) => (
        <Anchor component="button" type="button" fw={600} onClick={() => onOpen(school.id)} ta="start">
          {school.name}
        </Anchor>
      ),
    },
    {
      key: 'owner',
      label: t('admin.list.owner'),
      render: (school) => school.owner.name || <EmailText email={school.owner.email} />,
    },
    {
      key: 'status',
      label: t('admin.list.status'),
      sortKey: 'status',
      render: (school) => <StatusBadge status={school.status} />,
    },
    {
      key: 'databaseSize',
      label: t('admin.list.databaseSize'),
      sortKey: 'databaseSize',
      numeric: true,
      render: (school) => format.bytes(school.databaseSize),
    },
    {
      key: 'invitedUsers',
      label: t('admin.list.invitedUsers'),
      sortKey: 'invitedUsers',
      numeric: true,
      render: (school) => format.number(school.invitedUsers),
    },
    {
      key: 'createdAt',
      label: t('admin.list.createdAt'),
      sortKey: 'createdAt',
      render: (school) => format.date(school.createdAt),
    },
  ];
}
