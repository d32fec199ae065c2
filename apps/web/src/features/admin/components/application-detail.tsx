import { useState } from 'react';
import { Center, DataList, Drawer, Group, Loader, Stack, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { applicationQuery } from '#web/features/admin/api/get-application.ts';
import { StatusMenu } from '#web/features/admin/components/status-menu.tsx';
import { RoleBadge, StatusBadge } from '#web/components/ui/badges.tsx';
import { DataTable } from '#web/components/ui/data-table/data-table.tsx';
import { ListError } from '#web/components/ui/data-table/list-error.tsx';
import type { Column } from '#web/components/ui/data-table/types.ts';
import { EmailText } from '#web/components/ui/email-text.tsx';
import { useFormat } from '#web/lib/format.ts';
import type { AdminApplicationDetail, Member } from '#web/lib/api-types.ts';
import { useWindowMatches } from '#web/lib/layout-queries.ts';

function Facts({ school }: { school: AdminApplicationDetail }) {
  const { t } = useTranslation();
  const format = useFormat();
  const facts = [
    [
      t('admin.list.owner'),
      school.owner.name ? `${school.owner.name} <${school.owner.email}>` : <EmailText email={school.owner.email} />,
    ],
    [t('admin.list.createdAt'), format.date(school.createdAt)],
    [t('admin.list.databaseSize'), format.bytes(school.databaseSize)],
    [t('admin.list.invitedUsers'), String(school.invitedUsers)],
    [t('admin.detail.members'), String(school.members)],
  ] as const;
  return (
    <DataList size="sm" labelWidth={150}>
      {facts.map(([label, value]) => (
        <DataList.Item key={label}>
          <DataList.ItemLabel c="dimmed">{label}</DataList.ItemLabel>
          <DataList.ItemValue style={{ overflowWrap: 'anywhere' }}>{value}</DataList.ItemValue>
        </DataList.Item>
      ))}
    </DataList>
  );
}

/** One school seen by the Master: its facts, its status (with the allowed changes) and its members. */
export function ApplicationDetail({ id, onClose }: { id: string | null; onClose: () => void }) {
  const { t } = useTranslation();
  const format = useFormat();
  const phone = useWindowMatches('(max-width: 36em)');
  // The last school stays in the drawer while it slides away.
  const [lastId, setLastId] = useState(id);
  if (id !== null && id !== lastId) setLastId(id);
  const shownId = id ?? lastId;
  const detail = useQuery({ ...applicationQuery(shownId ?? ''), enabled: shownId !== null });
  const school = detail.data;
  const columns: Column<Member>[] = [
    { key: 'name', label: t('admin.detail.name'), primary: true, render: (member) => member.name || member.email },
    { key: 'email', label: t('admin.detail.email'), render: (member) => <EmailText email={member.email} /> },
    { key: 'role', label: t('admin.detail.role'), render: (member) => <RoleBadge role={member.role} /> },
    { key: 'since', label: t('admin.detail.since'), render: (member) => format.date(member.since) },
  ];
  return (
    <Drawer
      opened={id !== null}
      onClose={onClose}
      position="right"
      size={phone ? '100%' : 'xl'}
      // The drawer's title is its heading already (h2); it only takes the page titles' weight and size.
      title={school?.name ?? t('admin.detail.title')}
      styles={{ title: { fontSize: 'var(--mantine-h3-font-size)', fontWeight: 750 } }}
    >
      {detail.isPending ? (
        <Center py="xl">
          <Loader aria-label={t('common.loading')} />
        </Center>
      ) : detail.isError ? (
        <ListError error={detail.error} title={t('admin.detail.loadFailed')} onRetry={() => void detail.refetch()} />
      ) : school ? (
        <Stack gap="lg" data-testid="application-detail">
          <Group justify="space-between" gap="sm">
            <StatusBadge status={school.status} />
            <StatusMenu school={school} />
          </Group>
          <Facts school={school} />
          <Stack gap="xs">
            <Title order={3} fz="h4">
              {t('admin.detail.members')}
            </Title>
            <DataTable
              label={t('admin.detail.members')}
              columns={columns}
              rows={school.memberList}
              rowKey={(member) => member.accountId}
              empty={t('admin.detail.noMembers')}
              cardsBelow={560}
              testId="application-members"
            />
          </Stack>
        </Stack>
      ) : null}
    </Drawer>
  );
}
