import type { Language } from '@lineup/contract/languages';
import type { Staff, StaffFunction } from '@lineup/contract/staff';
import type { CsvContext } from '#src/http/csv-context.ts';
import type { MessageKey } from '#src/i18n/messages.ts';

/** The export's columns: the record's, with its lists spelt out in the reader's language. */
export const STAFF_CSV_HEADER = [
  'catalogue.column.name',
  'staff.column.email',
  'staff.column.phone',
  'staff.column.functions',
  'staff.column.payPerLesson',
  'staff.column.payPerEvent',
  'staff.column.languages',
  'staff.column.certifications',
  'staff.column.certificationStatus',
  'staff.column.availability',
  'catalogue.column.notes',
  'catalogue.column.active',
  'catalogue.column.updatedAt',
] as const satisfies readonly MessageKey[];

/** 2024-01-01 was a Monday: ISO weekday n is 2024-01-0n. */
const weekdayDate = (weekday: number) => new Date(Date.UTC(2024, 0, weekday));

interface Wording {
  readonly day: Intl.DateTimeFormat;
  readonly weekday: Intl.DateTimeFormat;
  readonly language: Intl.DisplayNames;
}
const wordings = new Map<Language, Wording>();

function wordingIn(language: Language): Wording {
  let wording = wordings.get(language);
  if (!wording) {
    wording = {
      day: new Intl.DateTimeFormat(language, { dateStyle: 'short', timeZone: 'UTC' }),
      weekday: new Intl.DateTimeFormat(language, { weekday: 'short', timeZone: 'UTC' }),
      language: new Intl.DisplayNames([language], { type: 'language' }),
    };
    wordings.set(language, wording);
  }
  return wording;
}

/**
 * One staff member as a line of the export, in the reader's language: lists joined by "; ",
 * certifications with their last day, availability as "Mon 09:00–13:00". Pay left to the
 * school's default is an empty cell.
 */
export function staffCsvRow(member: Staff, { language, t, yesNo, date, money }: CsvContext) {
  const wording = wordingIn(language);
  const fn = (value: StaffFunction) => t(`staff.function.${value}`);
  const certifications = member.certifications.map(({ name, expiresOn }) =>
    expiresOn === null
      ? name
      : t('staff.certification.until', { name, date: wording.day.format(new Date(`${expiresOn}T00:00:00Z`)) }),
  );
  const availability = [...member.availability]
    .sort((a, b) => a.weekday - b.weekday || a.from.localeCompare(b.from))
    .map(({ weekday, from, to }) => `${wording.weekday.format(weekdayDate(weekday))} ${from}–${to}`);
  return [
    member.name,
    member.email,
    member.phone,
    member.functions.map(fn).join('; '),
    member.payPerLessonCents === null ? null : money(member.payPerLessonCents),
    member.payPerEventCents === null ? null : money(member.payPerEventCents),
    member.languages.map((code) => wording.language.of(code) ?? code).join('; '),
    certifications.join('; '),
    t(`staff.certification.${member.certificationStatus}`),
    availability.join('; '),
    member.notes,
    yesNo(member.active),
    date(new Date(member.updatedAt)),
  ];
}
