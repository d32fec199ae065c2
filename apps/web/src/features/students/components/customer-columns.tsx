import { Anchor, Badge, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ageOn, isMinor, type Customer } from '@lineup/contract/customers';
import type { SkillLevel } from '@lineup/contract/levels';
import { formatPhone } from '@lineup/contract/phones';
import { useActiveColumn } from '#web/components/ui/data-table/active-column.tsx';
import type { Column } from '#web/components/ui/data-table/types.ts';
import { useFormat } from '#web/lib/format.ts';
import classes from './customer-columns.module.css';
import { clock } from '@lineup/contract/clock';

/** The address of one customer's page. */
export const studentPath = (id: string) => `/student/${encodeURIComponent(id)}`;

/** Today's date as the reader's calendar has it. */
export const localToday = () => {
  const now = clock.now();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
};

const LEVEL_COLORS: Readonly<Record<SkillLevel, string>> = {
  beginner: 'teal',
  intermediate: 'blue',
  advanced: 'grape',
};

/** A customer's level as a badge, or "Not assessed". */
export function LevelBadge({ level }: { readonly level: SkillLevel | null }) {
  const { t } = useTranslation();
  if (!level)
    return (
      <Text span size="sm" c="dimmed">
        {t('students.noLevel')}
      </Text>
    );
  return (
    <Badge color={LEVEL_COLORS[level]} variant="light" style={{ flex: 'none', minWidth: 'max-content' }}>
      {t(`students.levels.${level}`)}
    </Badge>
  );
}

/** Name (opening the customer's page, with a Minor badge), contact, country, level, age and status. */
export function useCustomerColumns(): Column<Customer>[] {
  const { t } = useTranslation();
  const format = useFormat();
  const active = useActiveColumn<Customer>();
  const today = localToday();
  return [
    {
      key: 'name',
      label: t('students.columns.name'),
      sortKey: 'name',
      primary: true,
      render: (customer) => (
        <Group gap={6} wrap="nowrap">
          <Anchor component={Link} to={studentPath(customer.id)} fw={600} style={{ overflowWrap: 'anywhere' }}>
            {customer.name}
          </Anchor>
          {isMinor(customer.birthDate, today) ? (
            <Badge size="sm" color="orange" variant="light" style={{ flex: 'none' }}>
              {t('students.minor')}
            </Badge>
          ) : null}
        </Group>
      ),
    },
    {
      key: 'contact',
      label: t('students.columns.contact'),
      sortKey: 'email',
      render: (customer) =>
        customer.email || customer.phone ? (
          <Stack gap={0}>
            {customer.email ? (
              <Text size="sm" className={classes.email}>
                {customer.email}
              </Text>
            ) : null}
            {customer.phone ? (
              <Text size="sm" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                {formatPhone(customer.phone)}
              </Text>
            ) : null}
          </Stack>
        ) : (
          <Text span size="sm" c="dimmed">
            {t('students.noContact')}
          </Text>
        ),
    },
    {
      key: 'country',
      label: t('students.columns.country'),
      sortKey: 'country',
      render: (customer) => (customer.country ? format.country(customer.country) : ''),
    },
    {
      key: 'level',
      label: t('students.columns.level'),
      sortKey: 'level',
      render: (customer) => <LevelBadge level={customer.level} />,
    },
    {
      key: 'age',
      label: t('students.columns.age'),
      sortKey: 'birthDate',
      render: (customer) =>
        customer.birthDate ? t('students.years', { count: ageOn(customer.birthDate, today) }) : '',
    },
    active,
  ];
}
