import { z } from 'zod';
import { schoolDay } from './days.ts';
import { moneyCents, notes, optionalEmail, recordName } from './fields.ts';
import { booleanFilter, listQuery, pageOf } from './list.ts';
import { internationalPhone } from './phones.ts';
import { SCHOOL_ROLES } from './roles.ts';
import { text } from './text.ts';

/** The school's staff (DOMAIN.md, People: Staff): what each person does at the school. */
export const STAFF_FUNCTIONS = ['instructor', 'driver', 'reception', 'other'] as const;
export type StaffFunction = (typeof STAFF_FUNCTIONS)[number];

/**
 * The languages a staff member can be said to speak, as ISO 639-1 codes: those a surf school's
 * customers most often speak. Their names come from the reader's language (Intl.DisplayNames).
 */
export const SPOKEN_LANGUAGES = [
  'pt',
  'en',
  'es',
  'fr',
  'de',
  'it',
  'nl',
  'sv',
  'da',
  'no',
  'fi',
  'is',
  'pl',
  'cs',
  'sk',
  'hu',
  'ro',
  'bg',
  'el',
  'ru',
  'uk',
  'tr',
  'ar',
  'he',
  'hi',
  'zh',
  'ja',
  'ko',
  'id',
  'ca',
  'eu',
  'gl',
] as const;
export type SpokenLanguage = (typeof SPOKEN_LANGUAGES)[number];

/** The most certifications one person keeps on record, and the length of a certification's name. */
export const CERTIFICATIONS_MAX = 20;
export const CERTIFICATION_NAME_MAX = 120;
/** The most time slots of a weekly availability: three a day. */
export const AVAILABILITY_MAX = 21;
/** Days of the week as ISO 8601 numbers them: Monday 1 … Sunday 7. */
export const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;
/** A certification that expires within this many days (today included) is shown as expiring. */
export const CERTIFICATION_WARNING_DAYS = 30;

/** A time of day, "HH:MM" on a 24-hour clock; "24:00" ends a slot at midnight. */
export const TIME_OF_DAY_PATTERN = /^(?:(?:[01]\d|2[0-3]):[0-5]\d|24:00)$/;

/** The validation code of a time slot that ends at or before its start. */
export const AVAILABILITY_ORDER = 'availability_order';
/** The validation code of a time slot that overlaps another on the same day. */
export const AVAILABILITY_OVERLAP = 'availability_overlap';

/** Where a staff member's certifications stand today, the one that lapses first deciding. */
export const CERTIFICATION_STATUSES = ['ok', 'expiring', 'expired', 'none'] as const;
export type CertificationStatus = (typeof CERTIFICATION_STATUSES)[number];

/** Each distinct value once, in the order first given. */
const distinct = <Value>(values: Value[]): Value[] => [...new Set(values)];

const timeOfDay = () =>
  z
    .string()
    .regex(TIME_OF_DAY_PATTERN)
    .meta({ examples: ['09:00'] });

export const certificationInputSchema = z.object({
  /** "ISA Level 1 Surf Instructor", "Nadador-Salvador", "First aid". */
  name: text().trim().min(1).max(CERTIFICATION_NAME_MAX),
  /** The last day it is valid (YYYY-MM-DD), or null when it does not expire. */
  expiresOn: schoolDay().nullable(),
});
export type CertificationInput = z.infer<typeof certificationInputSchema>;

export const availabilitySlotSchema = z.object({
  weekday: z.number().int().min(1).max(7),
  /** From this time up to `to`, in the school's time zone. */
  from: timeOfDay(),
  to: timeOfDay(),
});
export type AvailabilitySlot = z.infer<typeof availabilitySlotSchema>;

/**
 * The slots of one week: each ends after it starts, and no two on one day overlap (one may
 * start when another ends). Each refusal names the slot's field, so a form marks that row.
 */
function checkAvailability(slots: AvailabilitySlot[], context: z.RefinementCtx) {
  const refuse = (index: number, field: 'from' | 'to', code: string) =>
    context.addIssue({ code: 'custom', params: { code }, input: slots[index]?.[field], path: [index, field] });
  // A slot refused for its own fields is not compared with the others.
  const wellFormed = (slot: AvailabilitySlot) =>
    Number.isInteger(slot.weekday) &&
    slot.weekday >= 1 &&
    slot.weekday <= 7 &&
    TIME_OF_DAY_PATTERN.test(slot.from) &&
    TIME_OF_DAY_PATTERN.test(slot.to);
  slots.forEach((slot, index) => {
    if (!wellFormed(slot)) return;
    if (slot.from >= slot.to) {
      refuse(index, 'to', AVAILABILITY_ORDER);
      return;
    }
    const clash = slots.some(
      (other, at) =>
        at < index &&
        wellFormed(other) &&
        other.weekday === slot.weekday &&
        other.from < other.to &&
        other.from < slot.to &&
        slot.from < other.to,
    );
    if (clash) refuse(index, 'from', AVAILABILITY_OVERLAP);
  });
}

/** What a person gives to create or change a staff member; a change sends the whole record. */
export const staffInputSchema = z.object({
  name: recordName(),
  email: optionalEmail(),
  /** E.164; typed with its country code, kept as "+351912345678". */
  phone: internationalPhone(),
  /** At least one; each once, in the order of STAFF_FUNCTIONS. */
  functions: z
    .array(z.enum(STAFF_FUNCTIONS))
    .max(STAFF_FUNCTIONS.length * 2)
    .refine((values) => values.length > 0, { params: { code: 'required' } })
    .overwrite((values) => STAFF_FUNCTIONS.filter((value) => values.includes(value)))
    .meta({ examples: [['instructor', 'driver']] }),
  /** Pay for each lesson and each event they work, in cents; null for the school's default (Settings). */
  payPerLessonCents: moneyCents().nullable(),
  payPerEventCents: moneyCents().nullable(),
  /** Languages spoken, each once. */
  languages: z
    .array(z.enum(SPOKEN_LANGUAGES))
    .max(SPOKEN_LANGUAGES.length * 2)
    .overwrite(distinct)
    .meta({ examples: [['pt', 'en']] }),
  certifications: z
    .array(certificationInputSchema)
    .max(CERTIFICATIONS_MAX)
    .meta({ examples: [[{ name: 'Nadador-Salvador', expiresOn: '2026-05-31' }]] }),
  /** The hours of the week they can work. */
  availability: z
    .array(availabilitySlotSchema)
    .max(AVAILABILITY_MAX)
    .superRefine(checkAvailability)
    .meta({ examples: [[{ weekday: 1, from: '09:00', to: '13:00' }]] }),
  notes: notes(),
  active: z.boolean(),
});
export type StaffInput = z.infer<typeof staffInputSchema>;

/** A staff member known by name and functions (instructor unless said), with what else is known. */
export function staffInputOf(name: string, known: Partial<StaffInput> = {}): StaffInput {
  return {
    name,
    email: '',
    phone: '',
    functions: ['instructor'],
    payPerLessonCents: null,
    payPerEventCents: null,
    languages: [],
    certifications: [],
    availability: [],
    notes: '',
    active: true,
    ...known,
  };
}

/** A certification as a record shows it: with where it stands on the school's today. */
export const certificationSchema = z.object({
  name: z.string(),
  expiresOn: z.string().nullable(),
  /** Days from the school's today to the expiry (0 on its last day, below 0 once expired); null without one. */
  daysLeft: z.number().int().nullable(),
  status: z.enum(['ok', 'expiring', 'expired']),
});
export type Certification = z.infer<typeof certificationSchema>;

export const staffSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  functions: z.array(z.enum(STAFF_FUNCTIONS)),
  payPerLessonCents: z.number().int().nullable(),
  payPerEventCents: z.number().int().nullable(),
  languages: z.array(z.string()),
  certifications: z.array(certificationSchema),
  /**
   * Where the certifications stand on the school's today, computed by the server (the list's
   * filter and the export read the same day): `none` without any, else the worst of them.
   */
  certificationStatus: z.enum(CERTIFICATION_STATUSES),
  /** Days until the first certification lapses (below 0 once one has); null when none expires. */
  certificationDaysLeft: z.number().int().nullable(),
  availability: z.array(availabilitySlotSchema),
  /** The member account of this person, when linked. */
  accountId: z.string().nullable(),
  /** That account as the school knows it: who signs in as this person, with which role. */
  account: z.object({ name: z.string(), email: z.string(), role: z.enum(SCHOOL_ROLES) }).nullable(),
  /** The pending invitation sent from this record, which links it once accepted. */
  invitation: z.object({ email: z.string(), role: z.enum(SCHOOL_ROLES), expiresAt: z.string() }).nullable(),
  notes: z.string(),
  active: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Staff = z.infer<typeof staffSchema>;

/**
 * A certification's standing from the days left to its expiry: expired once the day has passed,
 * expiring within CERTIFICATION_WARNING_DAYS, ok otherwise or without an expiry.
 */
export function certificationStatusOf(daysLeft: number | null): Certification['status'] {
  if (daysLeft === null) return 'ok';
  if (daysLeft < 0) return 'expired';
  return daysLeft <= CERTIFICATION_WARNING_DAYS ? 'expiring' : 'ok';
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** Whole days from `today` to `day`, both YYYY-MM-DD. */
export function daysBetween(today: string, day: string): number {
  return Math.round((Date.parse(`${day}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / DAY_MS);
}

/** Sort keys: `certification` orders by the first expiry, those that never expire last. */
export const STAFF_SORTS = [
  'name',
  'email',
  'payPerLesson',
  'payPerEvent',
  'certification',
  'active',
  'updatedAt',
] as const;

/** Search covers name, e-mail and phone. */
export const staffListQuerySchema = listQuery({
  sorts: STAFF_SORTS,
  defaultSort: 'name',
  filters: {
    function: z.enum(STAFF_FUNCTIONS).optional(),
    language: z.enum(SPOKEN_LANGUAGES).optional(),
    certification: z.enum(CERTIFICATION_STATUSES).optional(),
    active: booleanFilter().optional(),
  },
});
export type StaffListQuery = z.infer<typeof staffListQuerySchema>;

export const staffPageSchema = pageOf(staffSchema);

/**
 * Linking a staff record to a member account of the school (DOMAIN.md, People: Staff): the
 * person then signs in as themselves and sees their own record. Null unlinks.
 */
export const staffAccountLinkSchema = z.object({
  accountId: z.uuid().nullable(),
});
export type StaffAccountLink = z.infer<typeof staffAccountLinkSchema>;

/** A member of the school as the link's choice shows it, with the staff record it is linked to, if any. */
export const staffAccountOptionSchema = z.object({
  accountId: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.enum(SCHOOL_ROLES),
  staffId: z.string().nullable(),
  staffName: z.string().nullable(),
});
export type StaffAccountOption = z.infer<typeof staffAccountOptionSchema>;
export const staffAccountOptionsSchema = z.array(staffAccountOptionSchema);

/** The roles a staff record's e-mail is invited with in one step: those who see their own record. */
export const STAFF_INVITATION_ROLES = ['instructor', 'staff'] as const;
export type StaffInvitationRole = (typeof STAFF_INVITATION_ROLES)[number];

export const staffInvitationInputSchema = z.object({
  role: z.enum(STAFF_INVITATION_ROLES),
});
export type StaffInvitationInput = z.infer<typeof staffInvitationInputSchema>;
