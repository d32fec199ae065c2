import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { WorkStatus } from '@lineup/contract/works';

/** A badge keeps its whole word: a squeezed row must not cut it. */
const BADGE_STYLE = { flex: 'none', minWidth: 'max-content' } as const;

// The colours of the works list's statuses, so that a work reads the same on both pages.
const STATUS_COLORS: Readonly<Record<WorkStatus, string>> = { open: 'gray', in_progress: 'blue', done: 'green' };

/** Where a work stands: open, in progress or done. */
export function WorkStatusBadge({ status }: { readonly status: WorkStatus }) {
  const { t } = useTranslation();
  return (
    <Badge color={STATUS_COLORS[status]} variant="dot" style={BADGE_STYLE}>
      {t(`transport.view.works.statuses.${status}`)}
    </Badge>
  );
}

/** A work not done by its due day. */
export function OverdueBadge() {
  const { t } = useTranslation();
  return (
    <Badge color="red" variant="light" style={BADGE_STYLE}>
      {t('transport.view.works.overdue')}
    </Badge>
  );
}

/** A work to do before the others. */
export function HighPriorityBadge() {
  const { t } = useTranslation();
  return (
    <Badge color="orange" variant="light" style={BADGE_STYLE}>
      {t('transport.view.works.highPriority')}
    </Badge>
  );
}
