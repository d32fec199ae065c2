import type { Staff } from '@lineup/contract/staff';

/** A staff member as the API answers it, for the screens' tests: one lifeguard certificate about to lapse. */
export const staffOf = (change: Partial<Staff> = {}): Staff => ({
  id: '00000000-0000-4000-8000-000000000001',
  name: 'Rui Santos',
  email: 'rui.santos@example.com',
  phone: '+351912604318',
  functions: ['instructor', 'driver'],
  payPerLessonCents: 2500,
  payPerEventCents: null,
  languages: ['pt', 'en'],
  certifications: [
    { name: 'ISA Level 1 Surf Instructor', expiresOn: '2027-05-31', daysLeft: 400, status: 'ok' },
    { name: 'Nadador-Salvador', expiresOn: '2026-05-12', daysLeft: 12, status: 'expiring' },
    { name: 'First aid', expiresOn: null, daysLeft: null, status: 'ok' },
  ],
  certificationStatus: 'expiring',
  certificationDaysLeft: 12,
  availability: [
    { weekday: 3, from: '08:00', to: '13:00' },
    { weekday: 1, from: '08:00', to: '13:00' },
    { weekday: 1, from: '15:00', to: '18:30' },
  ],
  accountId: null,
  account: null,
  invitation: null,
  notes: 'Head coach.',
  active: true,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-03-14T09:30:00.000Z',
  ...change,
});
