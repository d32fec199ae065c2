import { Badge, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Work, WorkPriority, WorkStatus } from '@lineup/contract/works';
import type { Column } from '#web/components/ui/data-table/types.ts';
import { intlLocale, useFormat } from '#web/lib/format.ts';
import { WorkStatusAction } from '#web/features/works/components/work-status-action.tsx';

/** A badge keeps its whole word: a squeezed column must not cut it. */
const BADGE_STYLE = { flex: 'none', minWidth: 'max-content' } as const;

export const PRIORITY_COLORS: Readonly<Record<WorkPriority, string>> = { low: 'gray', medium: 'ocean', high: 'red' };
export const STATUS_COLORS: Readonly<Record<WorkStatus, string>> = { open: 'gray', in_progress: 'blue', done: 'green' };

const dimmed = (text: string) => (
  <Text span c="dimmed" size="sm">
    {text}
  </Text>
);

/** A calendar day (YYYY-MM-DD) in the reader's language; a day has no time zone to shift it. */
function useDayText(): (day: string) => string {
  const { i18n } = useTranslation();
  const format = new Intl.DateTimeFormat(intlLocale(i18n.language), { dateStyle: 'medium', timeZone: 'UTC' });
  return (day) => format.format(new Date(`${day}T00:00:00Z`));
}

interface WorkColumnsOptions {
  /** The caller changes works (`manage_settings`): every work's status, not only their own. */
  readonly manages: boolean;
  readonly schoolId: string | null;
}

/**
 * Title, kind, what it is on (equipment × units, or a vehicle), assignee, due day (red with
 * "Overdue" when it has passed), priority, and status with its one-click next step for those
 * who may take it.
 */
export function useWorkColumns({ manages, schoolId }: WorkColumnsOptions): Column<Work>[] {
  const { t } = useTranslation();
  const format = useFormat();
  const dayText = useDayText();
  return [
    {
      key: 'title',
      label: t('works.columns.title'),
      sortKey: 'title',
      primary: true,
      render: (work) => <span style={{ overflowWrap: 'anywhere' }}>{work.title}</span>,
    },
    {
      key: 'kind',
      label: t('works.columns.kind'),
      render: (work) => t(`works.kinds.${work.kind}`),
    },
    {
      key: 'subject',
      label: t('works.columns.subject'),
      render: (work) => {
        if (work.equipmentName !== null) {
          return (
            <span style={{ overflowWrap: 'anywhere' }}>
              {work.equipmentName}
              {work.equipmentQuantity === null ? null : (
                <Text span size="sm" c="dimmed" style={{ fontVariantNumeric: 'tabular-nums' }}>
                  {` ${t('works.units', { units: format.number(work.equipmentQuantity) })}`}
                </Text>
              )}
            </span>
          );
        }
        return work.transportName ?? dimmed(t('works.none'));
      },
    },
    {
      key: 'assignee',
      label: t('works.columns.assignee'),
      render: (work) => work.assigneeName ?? dimmed(t('works.nobody')),
    },
    {
      key: 'dueOn',
      label: t('works.columns.dueOn'),
      sortKey: 'dueOn',
      render: (work) => {
        if (work.dueOn === null) return dimmed('—');
        if (!work.overdue) return dayText(work.dueOn);
        return (
          <Stack gap={2} align="flex-start">
            <Text span size="sm" c="red.9" fw={600}>
              {dayText(work.dueOn)}
            </Text>
            <Badge color="red" variant="light" size="sm" style={BADGE_STYLE}>
              {t('works.overdue')}
            </Badge>
          </Stack>
        );
      },
    },
    {
      key: 'priority',
      label: t('works.columns.priority'),
      sortKey: 'priority',
      render: (work) => (
        <Badge color={PRIORITY_COLORS[work.priority]} variant="light" style={BADGE_STYLE}>
          {t(`works.priorities.${work.priority}`)}
        </Badge>
      ),
    },
    {
      key: 'status',
      label: t('works.columns.status'),
      sortKey: 'status',
      render: (work) => (
        <Group gap="xs" wrap="wrap">
          <Badge color={STATUS_COLORS[work.status]} variant="dot" style={BADGE_STYLE}>
            {t(`works.statuses.${work.status}`)}
          </Badge>
          {schoolId && (manages || work.mine) ? <WorkStatusAction work={work} schoolId={schoolId} /> : null}
        </Group>
      ),
    },
  ];
}
