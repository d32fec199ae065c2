import { Anchor, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Staff } from '@lineup/contract/staff';
import { useActiveColumn } from '#web/components/ui/data-table/active-column.tsx';
import type { Column } from '#web/components/ui/data-table/types.ts';
import { PhoneLink } from '#web/components/ui/facts-card.tsx';
import { useFormat } from '#web/lib/format.ts';
import { staffPath } from '#web/features/staff/api/staff-api.ts';
import { FunctionBadges, StaffCertificationBadge } from '#web/features/staff/components/staff-badges.tsx';

/** Name (opening the person's page), functions, phone, pay per lesson, certifications and status. */
export function useStaffColumns(): Column<Staff>[] {
  const { t } = useTranslation();
  const format = useFormat();
  const active = useActiveColumn<Staff>();
  return [
    {
      key: 'name',
      label: t('staff.columns.name'),
      sortKey: 'name',
      primary: true,
      render: (member) => (
        <Anchor component={Link} to={staffPath(member.id)} fw={600} style={{ overflowWrap: 'anywhere' }}>
          {member.name}
        </Anchor>
      ),
    },
    {
      key: 'functions',
      label: t('staff.columns.functions'),
      render: (member) => <FunctionBadges functions={member.functions} />,
    },
    {
      key: 'phone',
      label: t('staff.columns.phone'),
      render: (member) =>
        member.phone ? (
          <PhoneLink phone={member.phone} />
        ) : (
          <Text span size="sm" c="dimmed">
            {t('staff.noPhone')}
          </Text>
        ),
    },
    {
      key: 'payPerLesson',
      label: t('staff.columns.payPerLesson'),
      sortKey: 'payPerLesson',
      numeric: true,
      render: (member) =>
        member.payPerLessonCents === null ? (
          <Text span size="sm" c="dimmed">
            {t('staff.schoolDefault')}
          </Text>
        ) : (
          format.money(member.payPerLessonCents)
        ),
    },
    {
      key: 'certifications',
      label: t('staff.columns.certifications'),
      sortKey: 'certification',
      render: (member) => <StaffCertificationBadge member={member} />,
    },
    active,
  ];
}
