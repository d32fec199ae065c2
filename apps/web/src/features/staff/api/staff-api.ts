import {
  SPOKEN_LANGUAGES,
  staffInputSchema,
  staffListQuerySchema,
  staffPageSchema,
  staffSchema,
  type SpokenLanguage,
} from '@lineup/contract/staff';
import { DEACTIVATE, resourceApi } from '#web/lib/resource/resource-api.ts';

const isSpoken = (code: string): code is SpokenLanguage => (SPOKEN_LANGUAGES as readonly string[]).includes(code);

/** The school's staff; one in use (by lessons, works or pay) is deactivated instead of deleted. */
export const staffApi = resourceApi({
  path: '/api/v1/staff',
  key: 'staff',
  schemas: {
    item: staffSchema,
    page: staffPageSchema,
    input: staffInputSchema,
    list: staffListQuerySchema,
  },
  retire: DEACTIVATE,
  // A change sends the certifications as written, without their standing on the day.
  inputOf: (member) => ({
    name: member.name,
    email: member.email,
    phone: member.phone,
    functions: member.functions,
    payPerLessonCents: member.payPerLessonCents,
    payPerEventCents: member.payPerEventCents,
    languages: member.languages.filter(isSpoken),
    certifications: member.certifications.map(({ name, expiresOn }) => ({ name, expiresOn })),
    availability: member.availability,
    notes: member.notes,
    active: member.active,
  }),
});

/** The address of one staff member's page. */
export const staffPath = (id: string) => `/staff/${encodeURIComponent(id)}`;
