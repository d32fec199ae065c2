import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Role } from '@lineup/contract/roles';
import type { ApplicationStatus } from '@lineup/contract/schools';

/** A badge keeps its whole word: a squeezed table column must not cut it to "PEND…". */
const BADGE_STYLE = { flex: 'none', minWidth: 'max-content' } as const;

const STATUS_COLORS: Readonly<Record<ApplicationStatus, string>> = {
  pending: 'orange',
  approved: 'cyan',
  active: 'green',
  inactive: 'gray',
};

export function StatusBadge({ status }: { status: ApplicationStatus }) {
  const { t } = useTranslation();
  return (
    <Badge color={STATUS_COLORS[status]} variant="light" style={BADGE_STYLE}>
      {t(`schools.status.${status}`)}
    </Badge>
  );
}

export function RoleBadge({ role }: { role: Role }) {
  const { t } = useTranslation();
  return (
    <Badge color={role === 'owner' || role === 'master' ? 'ocean' : 'gray'} variant="outline" style={BADGE_STYLE}>
      {t(`roles.${role}`)}
    </Badge>
  );
}
