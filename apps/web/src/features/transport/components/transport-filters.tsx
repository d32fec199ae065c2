import type { TransportListQuery } from '@lineup/contract/transports';
import { ActiveFilter } from '#web/components/ui/data-table/active-filter.tsx';

interface TransportFiltersProps {
  readonly query: TransportListQuery;
  readonly onChange: (change: Pick<Partial<TransportListQuery>, 'active'>) => void;
}

/** Status: the one filter of the vehicles list. */
export function TransportFilters({ query, onChange }: TransportFiltersProps) {
  return <ActiveFilter value={query.active} onChange={(active) => onChange({ active })} />;
}
