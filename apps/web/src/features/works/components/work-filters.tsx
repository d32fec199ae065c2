import { Button, Group, Select } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { WORK_KINDS, WORK_PRIORITIES, WORK_STATUSES, type WorkListQuery } from '@lineup/contract/works';

const ALL = 'all';
const FILTER_STYLE = { flex: '0 1 170px' } as const;

type Quick = 'mine' | 'open' | 'overdue';
type Filtered = Quick | 'status' | 'kind' | 'priority';

interface WorkFiltersProps {
  readonly query: WorkListQuery;
  readonly onChange: (change: Pick<Partial<WorkListQuery>, Filtered>) => void;
}

/** One of a list of values, or all of them. */
function ChoiceFilter<Value extends string>({
  label,
  all,
  values,
  wording,
  value,
  onChange,
}: {
  readonly label: string;
  readonly all: string;
  readonly values: readonly Value[];
  readonly wording: (value: Value) => string;
  readonly value: Value | undefined;
  readonly onChange: (value: Value | undefined) => void;
}) {
  return (
    <Select
      label={label}
      data={[{ value: ALL, label: all }, ...values.map((known) => ({ value: known, label: wording(known) }))]}
      value={value ?? ALL}
      allowDeselect={false}
      onChange={(choice) => onChange(values.find((known) => known === choice))}
      style={FILTER_STYLE}
    />
  );
}

/**
 * The quick filters a member reaches for (their own works, those still open, those overdue),
 * each a toggle, then status, kind and priority.
 */
export function WorkFilters({ query, onChange }: WorkFiltersProps) {
  const { t } = useTranslation();
  const toggle = (key: Quick) => {
    const on = query[key] === true;
    return (
      <Button
        key={key}
        variant={on ? 'filled' : 'default'}
        aria-pressed={on}
        mih={{ base: 44, sm: 36 }}
        onClick={() => onChange({ [key]: on ? undefined : true })}
      >
        {t(`works.filters.${key}`)}
      </Button>
    );
  };
  return (
    <>
      <Group gap="xs" role="group" aria-label={t('works.filters.quick')} wrap="wrap">
        {toggle('mine')}
        {toggle('open')}
        {toggle('overdue')}
      </Group>
      <ChoiceFilter
        label={t('works.columns.status')}
        all={t('works.filters.allStatuses')}
        values={WORK_STATUSES}
        wording={(status) => t(`works.statuses.${status}`)}
        value={query.status}
        onChange={(status) => onChange({ status })}
      />
      <ChoiceFilter
        label={t('works.columns.kind')}
        all={t('works.filters.allKinds')}
        values={WORK_KINDS}
        wording={(kind) => t(`works.kinds.${kind}`)}
        value={query.kind}
        onChange={(kind) => onChange({ kind })}
      />
      <ChoiceFilter
        label={t('works.columns.priority')}
        all={t('works.filters.allPriorities')}
        values={WORK_PRIORITIES}
        wording={(priority) => t(`works.priorities.${priority}`)}
        value={query.priority}
        onChange={(priority) => onChange({ priority })}
      />
    </>
  );
}
