import type { EventTypeKind } from '@lineup/contract/event-types';
import type { ResourceTexts } from '#web/lib/resource/resource-texts.ts';

/** What each list says: `eventTypes.lesson.*` and `eventTypes.event.*`, titled as the side bar names them. */
export const eventTypeTexts: Readonly<Record<EventTypeKind, ResourceTexts>> = {
  lesson: {
    title: 'screens.lessonTypes',
    intro: 'eventTypes.lesson.intro',
    add: 'eventTypes.lesson.add',
    searchPlaceholder: 'eventTypes.lesson.searchPlaceholder',
    empty: 'eventTypes.lesson.empty',
    loadFailed: 'eventTypes.lesson.loadFailed',
    editOf: 'eventTypes.lesson.editOf',
    deleteOf: 'eventTypes.lesson.deleteOf',
    fileName: 'eventTypes.lesson.fileName',
    newTitle: 'eventTypes.lesson.newTitle',
    editTitle: 'eventTypes.lesson.editTitle',
    created: 'eventTypes.lesson.created',
    saved: 'eventTypes.lesson.saved',
    deleted: 'eventTypes.lesson.deleted',
    retired: 'eventTypes.lesson.deactivated',
  },
  event: {
    title: 'screens.eventTypes',
    intro: 'eventTypes.event.intro',
    add: 'eventTypes.event.add',
    searchPlaceholder: 'eventTypes.event.searchPlaceholder',
    empty: 'eventTypes.event.empty',
    loadFailed: 'eventTypes.event.loadFailed',
    editOf: 'eventTypes.event.editOf',
    deleteOf: 'eventTypes.event.deleteOf',
    fileName: 'eventTypes.event.fileName',
    newTitle: 'eventTypes.event.newTitle',
    editTitle: 'eventTypes.event.editTitle',
    created: 'eventTypes.event.created',
    saved: 'eventTypes.event.saved',
    deleted: 'eventTypes.event.deleted',
    retired: 'eventTypes.event.deactivated',
  },
};
