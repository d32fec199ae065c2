import { Tabs } from '@mantine/core';
import { IconCalendarEvent, IconSchool } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { EVENT_TYPE_SORTS, type EventTypeKind } from '@lineup/contract/event-types';
import { kitTexts } from '#web/components/kit-texts.ts';
import { ResourceListScreen } from '#web/lib/resource/resource-list-screen.tsx';
import { useScreenKey } from '#web/lib/screen.ts';
import { ScreenTexts } from '#web/lib/screen-texts.tsx';
import { eventTypesApis } from '#web/features/event-types/api/event-types-api.ts';
import { useEventTypeColumns } from '#web/features/event-types/components/event-type-columns.tsx';
import { EventTypeFilters } from '#web/features/event-types/components/event-type-filters.tsx';
import { eventTypeForms } from '#web/features/event-types/components/event-type-form-dialog.tsx';
import { eventTypeTexts } from '#web/features/event-types/event-type-texts.ts';

const eventTypeLocales = import.meta.glob<{ default: Record<string, unknown> }>('./locales/*.json');

/** Each tab is one of the routes: the address says which list shows, and a tab goes to its address. */
const PATHS: Readonly<Record<EventTypeKind, string>> = { lesson: '/lessontypes', event: '/eventtypes' };

/** Credits are a lesson's only: the event list neither shows nor sorts by them. */
const SORTS: Readonly<Record<EventTypeKind, readonly (typeof EVENT_TYPE_SORTS)[number][]>> = {
  lesson: EVENT_TYPE_SORTS,
  event: EVENT_TYPE_SORTS.filter((sort) => sort !== 'credits'),
};

function TypesList({ kind }: { readonly kind: EventTypeKind }) {
  const columns = useEventTypeColumns(kind);
  return (
    <ResourceListScreen
      entity="eventType"
      api={eventTypesApis[kind]}
      sorts={SORTS[kind]}
      filterKeys={['level', 'active']}
      filters={EventTypeFilters}
      columns={columns}
      form={eventTypeForms[kind]}
      texts={eventTypeTexts[kind]}
      testId={`${kind}-types`}
      cardsBelow={900}
    />
  );
}

/** /lessontypes and /eventtypes: one screen, a tab for each list of the school's types. */
function EventTypesTabs() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const kind: EventTypeKind = useScreenKey() === 'eventTypes' ? 'event' : 'lesson';
  return (
    <Tabs
      value={kind}
      onChange={(value) => {
        if (value === 'lesson' || value === 'event') void navigate(PATHS[value]);
      }}
      keepMounted={false}
    >
      <Tabs.List aria-label={t('eventTypes.tabsLabel')} mb="lg">
        <Tabs.Tab value="lesson" leftSection={<IconSchool size={16} aria-hidden />}>
          {t('screens.lessonTypes')}
        </Tabs.Tab>
        <Tabs.Tab value="event" leftSection={<IconCalendarEvent size={16} aria-hidden />}>
          {t('screens.eventTypes')}
        </Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="lesson">
        <TypesList kind="lesson" />
      </Tabs.Panel>
      <Tabs.Panel value="event">
        <TypesList kind="event" />
      </Tabs.Panel>
    </Tabs>
  );
}

export default function EventTypesScreen() {
  return (
    <ScreenTexts texts={{ kit: kitTexts, eventTypes: eventTypeLocales }}>
      <EventTypesTabs />
    </ScreenTexts>
  );
}
