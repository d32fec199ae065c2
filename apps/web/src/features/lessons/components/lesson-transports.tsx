import { useState } from 'react';
import { IconBus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { Event } from '@lineup/contract/events';
import { ReferenceSelect } from '#web/components/ui/reference-select.tsx';
import { useFormat } from '#web/lib/format.ts';
import { useAccess } from '#web/lib/me/use-access.ts';
import { eventChanges } from '#web/features/lessons/api/lessons-api.ts';
import {
  useParticipantChange,
  useRemoval,
  type LessonSectionProps,
} from '#web/features/lessons/components/participant-changes.ts';
import {
  ACTIVE_ONLY,
  ADD_FIELD_STYLE,
  AddRow,
  ParticipantSection,
} from '#web/features/lessons/components/participant-section.tsx';

/** The vehicles going, each with its seats and driver (booked on the event as driver). */
export function LessonTransports({ event, schoolId, plans }: LessonSectionProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const seesVehicles = useAccess('transport').read;
  const seesStaff = useAccess('staff').read;
  const [transportId, setTransportId] = useState<string | null>(null);
  const [driverId, setDriverId] = useState<string | null>(null);
  const nameOf = (changed: Event, id: string) =>
    changed.transports.find((vehicle) => vehicle.transportId === id)?.name ?? '';
  const set = useParticipantChange(schoolId, eventChanges.setTransport, (changed, _eventId, id) =>
    t('lessons.view.transports.set', { name: nameOf(changed, id) }),
  );
  const remove = useParticipantChange(schoolId, eventChanges.removeTransport, (_changed, _eventId, id) =>
    t('lessons.view.transports.removed', { name: nameOf(event, id) }),
  );
  const removal = useRemoval(remove, plans, event.id);
  return (
    <ParticipantSection
      id="lesson-transports"
      title={t('lessons.view.transports.title')}
      icon={<IconBus size={20} aria-hidden />}
      empty={t('lessons.view.transports.empty')}
      rows={event.transports.map((vehicle) => ({
        key: vehicle.transportId,
        name: vehicle.name,
        details: `${t('lessons.view.transports.seats', { count: format.number(vehicle.seats) })} · ${
          vehicle.driverName ?? t('lessons.view.transports.noDriver')
        }`,
        ...removal(vehicle.transportId, vehicle.name),
      }))}
      add={
        plans && seesVehicles && seesStaff ? (
          <AddRow
            ready={transportId !== null}
            pending={set.pending}
            onAdd={() => {
              if (transportId) set.run(event.id, transportId, driverId);
              setTransportId(null);
              setDriverId(null);
            }}
          >
            <ReferenceSelect
              path="/api/v1/transports"
              domain="transports"
              label={t('lessons.view.transports.pick')}
              listFilter={ACTIVE_ONLY}
              value={transportId}
              onChange={setTransportId}
              style={ADD_FIELD_STYLE}
            />
            <ReferenceSelect
              path="/api/v1/staff"
              domain="staff"
              label={t('lessons.view.transports.driver')}
              description={t('lessons.view.transports.driverHint')}
              clearable
              listFilter={{ ...ACTIVE_ONLY, function: 'driver' }}
              value={driverId}
              onChange={setDriverId}
              style={ADD_FIELD_STYLE}
            />
          </AddRow>
        ) : undefined
      }
    />
  );
}
