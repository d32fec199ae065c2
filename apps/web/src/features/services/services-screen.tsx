import { SERVICE_SORTS } from '@lineup/contract/services';
import { kitTexts } from '#web/components/kit-texts.ts';
import { ResourceListScreen } from '#web/lib/resource/resource-list-screen.tsx';
import { ScreenTexts } from '#web/lib/screen-texts.tsx';
import { servicesApi } from '#web/features/services/api/services-api.ts';
import { useServiceColumns } from '#web/features/services/components/service-columns.tsx';
import { ServiceFilters } from '#web/features/services/components/service-filters.tsx';
import { ServiceFormDialog } from '#web/features/services/components/service-form-dialog.tsx';
import { serviceTexts } from '#web/features/services/service-texts.ts';

const serviceLocales = import.meta.glob<{ default: Record<string, unknown> }>('./locales/*.json');

/**
 * /services: what the school sells besides lessons, with what the sales came to. Active and
 * archived show together by default, like the packages; the status filter narrows to either.
 */
function ServicesList() {
  const columns = useServiceColumns();
  return (
    <ResourceListScreen
      entity="service"
      api={servicesApi}
      sorts={SERVICE_SORTS}
      filterKeys={['status']}
      filters={ServiceFilters}
      columns={columns}
      form={ServiceFormDialog}
      texts={serviceTexts}
      testId="services"
      statusActions
    />
  );
}

export default function ServicesScreen() {
  return (
    <ScreenTexts texts={{ kit: kitTexts, services: serviceLocales }}>
      <ServicesList />
    </ScreenTexts>
  );
}
