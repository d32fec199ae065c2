import type { ServiceListQuery } from '@lineup/contract/services';
import { CatalogueStatusFilter } from '#web/components/ui/data-table/catalogue-status.tsx';

interface ServiceFiltersProps {
  readonly query: ServiceListQuery;
  readonly onChange: (change: Pick<Partial<ServiceListQuery>, 'status'>) => void;
}

/** Status (active, archived or both): the filter of the services list. */
export function ServiceFilters({ query, onChange }: ServiceFiltersProps) {
  return <CatalogueStatusFilter value={query.status} onChange={(status) => onChange({ status })} />;
}
