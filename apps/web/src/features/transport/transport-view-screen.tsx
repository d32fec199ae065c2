import { IconRoute } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { kitTexts } from '#web/components/kit-texts.ts';
import { WeekOfEvents, weekLocales } from '#web/features/lessons/public/week-of-events.ts';
import { useAccess } from '#web/lib/me/use-access.ts';
import { RecordView, recordViewTexts } from '#web/lib/resource/record-view.tsx';
import { ScreenTexts } from '#web/lib/screen-texts.tsx';
import { transportApi } from '#web/features/transport/api/transport-api.ts';
import { TransportDetails } from '#web/features/transport/components/transport-details.tsx';
import { TransportFormDialog } from '#web/features/transport/components/transport-form-dialog.tsx';
import { VehicleWorks } from '#web/features/transport/components/vehicle-works.tsx';
import { transportLocales, transportTexts } from '#web/features/transport/transport-texts.ts';

/** The vehicle's trips: the events it is booked on, a week at a time, for those who see the schedule. */
function VehicleTrips({ transportId }: { readonly transportId: string }) {
  const { t } = useTranslation();
  if (!useAccess('event').read) return null;
  return (
    <WeekOfEvents
      of={{ transportId }}
      id="transport-trips"
      title={t('transport.view.trips.title')}
      icon={<IconRoute size={20} aria-hidden />}
    />
  );
}

/**
 * /transport/{id}: one vehicle's facts, its works and its trips, with Edit and
 * Delete for `manage_transport`; any member may open the address, but only a role with
 * `view_transport` sees the vehicle.
 */
export default function TransportViewScreen() {
  return (
    <ScreenTexts texts={{ kit: kitTexts, transport: transportLocales, week: weekLocales }}>
      <RecordView
        entity="transport"
        api={transportApi}
        listPath="/transport"
        texts={transportTexts}
        viewTexts={recordViewTexts('transport', 'screens.transportView')}
        form={TransportFormDialog}
        testId="transport"
      >
        {(transport) => (
          <>
            <TransportDetails transport={transport} />
            <VehicleWorks transportId={transport.id} />
            <VehicleTrips transportId={transport.id} />
          </>
        )}
      </RecordView>
    </ScreenTexts>
  );
}
