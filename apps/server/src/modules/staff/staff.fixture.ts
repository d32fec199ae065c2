import type { StaffInput } from '@lineup/contract/staff';

/** A driver who also teaches, as a school keeps them: two certifications and three mornings a week. */
export function staffMember(change: Partial<StaffInput> = {}): StaffInput {
  return {
    name: 'Rui Santos',
    email: 'rui@lineup.test',
    phone: '+351912345678',
    functions: ['instructor', 'driver'],
    payPerLessonCents: 2500,
    payPerEventCents: null,
    languages: ['pt', 'en'],
    certifications: [
      { name: 'ISA Level 1 Surf Instructor', expiresOn: '2099-05-31' },
      { name: 'First aid', expiresOn: null },
    ],
    availability: [
      { weekday: 1, from: '08:00', to: '13:00' },
      { weekday: 3, from: '08:00', to: '13:00' },
      { weekday: 5, from: '14:00', to: '19:00' },
    ],
    notes: '',
    active: true,
    ...change,
  };
}
