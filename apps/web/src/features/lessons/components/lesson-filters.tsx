import { Select, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { EVENT_PROGRESS, type EventListQuery } from '@lineup/contract/events';
import { ReferenceSelect } from '#web/components/ui/reference-select.tsx';

type Filtered = 'from' | 'to' | 'eventTypeId' | 'placeId' | 'staffId' | 'progress';
export const LESSON_FILTERS: readonly Filtered[] = ['from', 'to', 'eventTypeId', 'placeId', 'staffId', 'progress'];

interface LessonFiltersProps {
  readonly query: EventListQuery;
  readonly onChange: (change: Pick<Partial<EventListQuery>, Filtered>) => void;
  /** The staff filter, for those who may list the staff. */
  readonly seesStaff: boolean;
}

const ANY = 'any';
const DAY_STYLE = { flex: '0 1 160px' } as const;
const CHOICE_STYLE = { flex: '1 1 170px', maxWidth: 240 } as const;

/** The days (from, to), then type, place, a staff member and progress. */
export function LessonFilters({ query, onChange, seesStaff }: LessonFiltersProps) {
  const { t } = useTranslation();
  return (
    <>
      <TextInput
        type="date"
        label={t('lessons.filters.from')}
        value={query.from ?? ''}
        max={query.to}
        onChange={(event) => onChange({ from: event.currentTarget.value || undefined })}
        style={DAY_STYLE}
      />
      <TextInput
        type="date"
        label={t('lessons.filters.to')}
        value={query.to ?? ''}
        min={query.from}
        onChange={(event) => onChange({ to: event.currentTarget.value || undefined })}
        style={DAY_STYLE}
      />
      <ScheduleFilters query={query} onChange={onChange} seesStaff={seesStaff} />
      <Select
        label={t('lessons.filters.progress')}
        data={[
          { value: ANY, label: t('lessons.filters.any') },
          ...EVENT_PROGRESS.map((progress) => ({ value: progress, label: t(`lessons.progress.${progress}`) })),
        ]}
        value={query.progress ?? ANY}
        allowDeselect={false}
        onChange={(choice) => onChange({ progress: EVENT_PROGRESS.find((progress) => progress === choice) })}
        style={{ flex: '0 1 160px' }}
      />
    </>
  );
}

/** What the list and the calendar filter by: the type, the place and, for those who may list the staff, a staff member. */
export function ScheduleFilters({
  query,
  onChange,
  seesStaff,
}: {
  readonly query: Pick<EventListQuery, 'eventTypeId' | 'placeId' | 'staffId'>;
  readonly onChange: (change: Pick<Partial<EventListQuery>, 'eventTypeId' | 'placeId' | 'staffId'>) => void;
  readonly seesStaff: boolean;
}) {
  const { t } = useTranslation();
  return (
    <>
      <ReferenceSelect
        path="/api/v1/event-types"
        domain="event-types"
        label={t('lessons.filters.type')}
        placeholder={t('lessons.filters.allTypes')}
        clearable
        value={query.eventTypeId ?? null}
        onChange={(eventTypeId) => onChange({ eventTypeId: eventTypeId ?? undefined })}
        style={CHOICE_STYLE}
      />
      <ReferenceSelect
        path="/api/v1/places"
        domain="places"
        label={t('lessons.filters.place')}
        placeholder={t('lessons.filters.allPlaces')}
        clearable
        value={query.placeId ?? null}
        onChange={(placeId) => onChange({ placeId: placeId ?? undefined })}
        style={CHOICE_STYLE}
      />
      {seesStaff ? (
        <ReferenceSelect
          path="/api/v1/staff"
          domain="staff"
          label={t('lessons.filters.staff')}
          placeholder={t('lessons.filters.everyone')}
          clearable
          value={query.staffId ?? null}
          onChange={(staffId) => onChange({ staffId: staffId ?? undefined })}
          style={CHOICE_STYLE}
        />
      ) : null}
    </>
  );
}
