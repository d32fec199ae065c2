import { TRANSPORT_SORTS } from '@lineup/contract/transports';
import { kitTexts } from '#web/components/kit-texts.ts';
import { ResourceListScreen } from '#web/lib/resource/resource-list-screen.tsx';
import { ScreenTexts } from '#web/lib/screen-texts.tsx';
import { transportApi } from '#web/features/transport/api/transport-api.ts';
import { useTransportColumns } from '#web/features/transport/components/transport-columns.tsx';
import { TransportFilters } from '#web/features/transport/components/transport-filters.tsx';
import { TransportFormDialog } from '#web/features/transport/components/transport-form-dialog.tsx';
import { transportLocales, transportTexts } from '#web/features/transport/transport-texts.ts';

/** /transport: the school's vehicles with plate and seats; `manage_transport` changes them. */
function TransportList() {
  const columns = useTransportColumns();
  return (
    <ResourceListScreen
      entity="transport"
      api={transportApi}
      sorts={TRANSPORT_SORTS}
      filterKeys={['active']}
      filters={TransportFilters}
      columns={columns}
      form={TransportFormDialog}
      texts={transportTexts}
      testId="transports"
    />
  );
}

export default function TransportListScreen() {
  return (
    <ScreenTexts texts={{ kit: kitTexts, transport: transportLocales }}>
      <TransportList />
    </ScreenTexts>
  );
}
