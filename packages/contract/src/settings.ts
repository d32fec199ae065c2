import { z } from 'zod';
import { countryCode } from './countries.ts';
import { ADDRESS_MAX, moneyCents, optionalEmail, optionalPhone } from './fields.ts';
import { SCHOOL_NAME_MAX } from './schools.ts';
import { text } from './text.ts';

/** A school's settings (DOMAIN.md, Settings): its profile and the defaults its screens start from. */

/** The largest logo, in bytes of the image itself. */
export const LOGO_MAX_BYTES = 200 * 1024;
export const LOGO_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
/** A logo travels and is kept as a `data:` address: base64 makes four characters of three bytes. */
const LOGO_MAX_LENGTH = 'data:image/jpeg;base64,'.length + Math.ceil(LOGO_MAX_BYTES / 3) * 4;
const LOGO_PATTERN = /^data:image\/(png|jpeg|webp);base64,[A-Za-z0-9+/]+={0,2}$/;

export const CREDITS_PER_LESSON_MAX = 20;
export const OVERDUE_DAYS_MAX = 730;
export const MAP_ZOOM_MIN = 1;
export const MAP_ZOOM_MAX = 19;

/** The IANA time zones this runtime knows, and UTC. */
export function timeZones(): readonly string[] {
  return ['UTC', ...Intl.supportedValuesOf('timeZone')];
}

/** ISO 4217 currencies this runtime can format. */
export function currencies(): readonly string[] {
  return Intl.supportedValuesOf('currency');
}

const invalidChoice = { params: { code: 'invalid_value' } };

/** How the school presents itself: on screens, receipts and e-mails. */
export const schoolProfileSchema = z.object({
  name: text().trim().min(2).max(SCHOOL_NAME_MAX),
  /** Where the school is: every date and time of the school is shown in it. */
  timeZone: text().refine((zone) => timeZones().includes(zone), invalidChoice),
  /** Every amount of the school is in it; changing it converts nothing. */
  currency: text().refine((code) => currencies().includes(code), invalidChoice),
  contactEmail: optionalEmail(),
  contactPhone: optionalPhone(),
  address: text().trim().max(ADDRESS_MAX),
  country: countryCode().nullable(),
  /** A PNG, JPEG or WebP image as a `data:` address, or none. */
  logo: text()
    .max(LOGO_MAX_LENGTH)
    .refine((logo) => LOGO_PATTERN.test(logo), { params: { code: 'invalid_format', format: 'image' } })
    .nullable(),
});
export type SchoolProfile = z.infer<typeof schoolProfileSchema>;

/** What new records start from, and how the school weighs what is owed. */
export const schoolDefaultsSchema = z
  .object({
    /** A staff member's pay for a lesson or an event, unless their record says otherwise. */
    payPerLessonCents: moneyCents(),
    payPerEventCents: moneyCents(),
    /** Credits one lesson uses, unless its type says otherwise. */
    creditsPerLesson: z.number().int().min(0).max(CREDITS_PER_LESSON_MAX),
    /** Whether a customer who does not come still uses a credit. */
    noShowUsesCredit: z.boolean(),
    /** Days overdue from which an unpaid charge is of medium priority, then of high priority. */
    overdueMediumDays: z
      .number()
      .int()
      .min(1)
      .max(OVERDUE_DAYS_MAX - 1),
    overdueHighDays: z.number().int().min(2).max(OVERDUE_DAYS_MAX),
    /** Amounts owed above which an unpaid charge is of medium priority, then of high priority, however recent. */
    overdueMediumCents: moneyCents(),
    overdueHighCents: moneyCents(),
    /** Where the school's maps open; both empty to fit them to the school's places. */
    mapLatitude: z.number().min(-90).max(90).nullable(),
    mapLongitude: z.number().min(-180).max(180).nullable(),
    mapZoom: z.number().int().min(MAP_ZOOM_MIN).max(MAP_ZOOM_MAX),
  })
  .superRefine((defaults, context) => {
    if (defaults.overdueHighDays <= defaults.overdueMediumDays) {
      context.addIssue({
        code: 'too_small',
        origin: 'number',
        minimum: defaults.overdueMediumDays + 1,
        inclusive: true,
        input: defaults.overdueHighDays,
        path: ['overdueHighDays'],
      });
    }
    if (defaults.overdueHighCents <= defaults.overdueMediumCents) {
      context.addIssue({
        code: 'too_small',
        origin: 'number',
        minimum: defaults.overdueMediumCents + 1,
        inclusive: true,
        input: defaults.overdueHighCents,
        path: ['overdueHighCents'],
      });
    }
    if ((defaults.mapLatitude === null) !== (defaults.mapLongitude === null)) {
      const path = defaults.mapLatitude === null ? 'mapLatitude' : 'mapLongitude';
      context.addIssue({ code: 'custom', params: { code: 'required' }, input: null, path: [path] });
    }
  });
export type SchoolDefaults = z.infer<typeof schoolDefaultsSchema>;

/** What `manage_settings` sends to change the settings: all of them at once. */
export const settingsInputSchema = z.object({ profile: schoolProfileSchema, defaults: schoolDefaultsSchema });
export type SettingsInput = z.infer<typeof settingsInputSchema>;

export const settingsSchema = settingsInputSchema.extend({
  /** When they were last saved, or when the school was created. */
  updatedAt: z.string(),
});
export type Settings = z.infer<typeof settingsSchema>;

/** What Settings links to, with how many of each the school has. */
export const SETTINGS_SECTIONS = [
  'places',
  'rooms',
  'suppliers',
  'equipment',
  'transports',
  'lessonTypes',
  'eventTypes',
  'packages',
  'services',
  'items',
] as const;
export type SettingsSection = (typeof SETTINGS_SECTIONS)[number];

export const settingsCountsSchema = z.object(
  Object.fromEntries(SETTINGS_SECTIONS.map((section) => [section, z.number().int()])) as Record<
    SettingsSection,
    z.ZodNumber
  >,
);
export type SettingsCounts = z.infer<typeof settingsCountsSchema>;
