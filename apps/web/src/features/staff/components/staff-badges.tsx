import { Badge, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Certification, Staff, StaffFunction } from '@lineup/contract/staff';
import { useFormat } from '#web/lib/format.ts';

/** A badge keeps its whole word: a squeezed table column must not cut it. */
const BADGE_STYLE = { flex: 'none', minWidth: 'max-content' } as const;

const FUNCTION_COLORS: Readonly<Record<StaffFunction, string>> = {
  instructor: 'ocean',
  driver: 'grape',
  reception: 'teal',
  other: 'gray',
};

/** What a person does at the school, one badge a function. */
export function FunctionBadges({ functions }: { readonly functions: readonly StaffFunction[] }) {
  const { t } = useTranslation();
  return (
    <Group gap={4}>
      {functions.map((value) => (
        <Badge key={value} color={FUNCTION_COLORS[value]} variant="light" style={BADGE_STYLE}>
          {t(`staff.functions.${value}`)}
        </Badge>
      ))}
    </Group>
  );
}

interface Standing {
  readonly status: Certification['status'];
  /** Days left to the expiry on the school's day; null when it does not expire. */
  readonly daysLeft: number | null;
}

/**
 * Where a certification stands on the school's day: red once expired, orange while it expires
 * within the warning days ("Expires in 12 days"), green while valid, grey when it never expires.
 */
export function CertificationBadge({ status, daysLeft }: Standing) {
  const { t } = useTranslation();
  const format = useFormat();
  if (status === 'expired') {
    return (
      <Badge color="red" variant="light" style={BADGE_STYLE}>
        {t('staff.certificationStatus.expired')}
      </Badge>
    );
  }
  if (status === 'expiring' && daysLeft !== null) {
    return (
      <Badge color="orange" variant="light" style={BADGE_STYLE}>
        {daysLeft === 0
          ? t('staff.certificationStatus.expiresToday')
          : t('staff.certificationStatus.expiresIn', { count: daysLeft, days: format.number(daysLeft) })}
      </Badge>
    );
  }
  return (
    <Badge color={daysLeft === null ? 'gray' : 'green'} variant="light" style={BADGE_STYLE}>
      {daysLeft === null ? t('staff.certificationStatus.noExpiry') : t('staff.certificationStatus.ok')}
    </Badge>
  );
}

/** A staff member's certifications in one badge: the one that lapses first decides; "None" without any. */
export function StaffCertificationBadge({ member }: { readonly member: Staff }) {
  const { t } = useTranslation();
  if (member.certificationStatus === 'none') {
    return (
      <Text span size="sm" c="dimmed">
        {t('staff.certificationStatus.none')}
      </Text>
    );
  }
  if (member.certificationStatus === 'ok') {
    return (
      <Badge color="green" variant="light" style={BADGE_STYLE}>
        {t('staff.certificationStatus.ok')}
      </Badge>
    );
  }
  return <CertificationBadge status={member.certificationStatus} daysLeft={member.certificationDaysLeft} />;
}
