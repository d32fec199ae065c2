import { Alert, Badge, Button } from '@mantine/core';
import { IconBuildingCommunity, IconHourglass } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Me } from '@lineup/contract/me';
import { RoleBadge, StatusBadge } from '#web/components/ui/badges.tsx';
import { DataTable } from '#web/components/ui/data-table/data-table.tsx';
import type { Column } from '#web/components/ui/data-table/types.ts';
import { SectionCard } from '#web/components/ui/section-card.tsx';
import type { MySchool } from '#web/lib/api-types.ts';
import { mySchoolsQuery } from '#web/lib/my-schools/get-my-schools.ts';
import { RequestSchoolForm } from '#web/features/user/components/request-school-form.tsx';
import { isOpenSchool, useSwitchSchool } from '#web/lib/my-schools/use-switch-school.ts';

/** The account's schools and its role in each; one of the open ones is the current school. */
export function SchoolsSection({ me }: { me: Me }) {
  const { t } = useTranslation();
  const schools = useQuery(mySchoolsQuery);
  const change = useSwitchSchool();
  const items = schools.data?.items ?? [];
  const pending = items.find((school) => school.status === 'pending');
  const columns: Column<MySchool>[] = [
    { key: 'name', label: t('user.schools.name'), primary: true, render: (school) => school.name },
    { key: 'role', label: t('user.schools.role'), render: (school) => <RoleBadge role={school.role} /> },
    { key: 'status', label: t('user.schools.status'), render: (school) => <StatusBadge status={school.status} /> },
  ];
  const actions = (school: MySchool) => {
    if (school.current) return <Badge variant="filled">{t('user.schools.current')}</Badge>;
    if (!isOpenSchool(school)) return null;
    return (
      <Button
        size="xs"
        variant="light"
        loading={change.isPending && change.variables?.id === school.id}
        disabled={change.isPending}
        onClick={() => change.mutate(school)}
        aria-label={t('user.schools.switchTo', { school: school.name })}
      >
        {t('user.schools.switch')}
      </Button>
    );
  };
  return (
    <SectionCard
      id="user-schools"
      title={t('user.schools.title')}
      icon={<IconBuildingCommunity size={20} aria-hidden />}
      description={me.school ? t('user.schools.currentIs', { school: me.school.name }) : t('user.schools.noCurrent')}
    >
      <DataTable
        label={t('user.schools.title')}
        columns={columns}
        rows={items}
        rowKey={(school) => school.id}
        actions={actions}
        empty={t('user.schools.empty')}
        loading={schools.isPending}
        // One belongs to one school, mostly: the skeleton takes the place of one, and nothing moves much after.
        loadingRows={1}
        error={schools.error}
        onRetry={() => void schools.refetch()}
        cardsBelow={520}
        testId="my-schools"
      />
      {pending ? (
        <Alert color="yellow" variant="light" icon={<IconHourglass size={18} aria-hidden />}>
          {t('user.schools.pendingNote', { school: pending.name })}
        </Alert>
      ) : null}
      {me.profile === 'user' && schools.isSuccess && !pending ? <RequestSchoolForm /> : null}
    </SectionCard>
  );
}
