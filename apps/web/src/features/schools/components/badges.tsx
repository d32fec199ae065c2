import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Role } from '@lineup/contract/roles';
import type { ApplicationStatus } from '@lineup/contract/schools';

const STATUS_COLORS: Readonly<Record<ApplicationStatus, string>> = {
  pending: 'yellow',
  approved: 'cyan',
  active: 'green',
  inactive: 'gray',
};

export function StatusBadge({ status }: { status: ApplicationStatus }) {
  const { t } = useTranslation();
  return (
    <Badge color={STATUS_COLORS[status]} variant="light" style={{ flex: 'none' }}>
      {t(`schools.status.${status}`)}
    </Badge>
  );
}

export function RoleBadge({ role }: { role: Role }) {
  const { t } = useTranslation();
  return (
    <Badge color={role === 'owner' || role === 'master' ? 'ocean' : 'gray'} variant="outline" style={{ flex: 'none' }}>
      {t(`roles.${role}`)}
    </Badge>
  );
}
