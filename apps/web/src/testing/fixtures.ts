import type { EventSummary } from '@lineup/contract/events';
import type { Me } from '@lineup/contract/me';
import { permissionsOf, type Role } from '@lineup/contract/roles';

const SCHOOL = {
  id: '11111111-1111-4111-8111-111111111111',
  name: 'Ericeira Surf',
  timeZone: 'Europe/Lisbon',
  currency: 'EUR',
};

/** An account as GET /api/v1/me answers it, with the permissions of its profile. */
export function meOf(profile: Role, change: Partial<Me> = {}): Me {
  return {
    id: 'acc-1',
    name: 'Ana Sousa',
    email: 'ana@example.com',
    phone: null,
    language: 'en',
    profile,
    admin: permissionsOf(profile).includes('manage_users'),
    master: profile === 'master',
    school: profile === 'user' ? null : SCHOOL,
    permissions: [...permissionsOf(profile)],
    ...change,
  };
}

export const school = SCHOOL;

/** An event as the lists and weeks show it: a group lesson at Carcavelos unless changed. */
export function eventSummaryOf(change: Partial<EventSummary>): EventSummary {
  return {
    id: '00000000-0000-4000-8000-0000000000e1',
    eventTypeId: '00000000-0000-4000-8000-0000000000a1',
    eventTypeName: 'Group lesson',
    kind: 'lesson',
    title: 'Morning group',
    placeId: '00000000-0000-4000-8000-0000000000b1',
    placeName: 'Carcavelos',
    roomId: null,
    roomName: null,
    startsAt: '2026-07-14T08:00:00Z',
    endsAt: '2026-07-14T09:30:00Z',
    durationMinutes: 90,
    color: '#1d4ed8',
    capacity: 8,
    status: 'scheduled',
    cancelReason: '',
    progress: 'upcoming',
    customerCount: 6,
    instructorNames: ['Rui Santos'],
    seriesId: null,
    ...change,
  };
}
