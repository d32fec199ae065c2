import type { useForm } from '@mantine/form';
import { randomId } from '@mantine/hooks';
import type { Staff, StaffFunction, StaffInput } from '@lineup/contract/staff';

/** One certification row of the form: its name and its last valid day ('' when it does not expire). */
export interface CertificationValues {
  readonly key: string;
  name: string;
  expiresOn: string;
}

/** One slot of the week in the form: the weekday as the select holds it ("1" for Monday), "HH:MM" times. */
export interface SlotValues {
  readonly key: string;
  weekday: string;
  from: string;
  to: string;
}

/** The form's values: what the fields hold before the contract reads them (empty amounts are ''). */
export interface StaffValues extends Record<string, unknown> {
  name: string;
  email: string;
  phone: string;
  functions: StaffFunction[];
  payPerLessonCents: number | '';
  payPerEventCents: number | '';
  languages: string[];
  certifications: CertificationValues[];
  availability: SlotValues[];
  notes: string;
  active: boolean;
}

/** What the form's list parts (certifications, availability) use of the staff form. */
export type StaffForm = Pick<
  ReturnType<typeof useForm<StaffValues>>,
  'values' | 'errors' | 'getInputProps' | 'insertListItem' | 'removeListItem'
>;

// Most people a school adds teach.
const NEW_STAFF: StaffValues = {
  name: '',
  email: '',
  phone: '',
  functions: ['instructor'],
  payPerLessonCents: '',
  payPerEventCents: '',
  languages: [],
  certifications: [],
  availability: [],
  notes: '',
  active: true,
};

export const newCertification = (): CertificationValues => ({ key: randomId(), name: '', expiresOn: '' });

/** A new slot: the day after the last one (Monday first), with a morning's hours. */
export function newSlot(rows: readonly SlotValues[]): SlotValues {
  const last = Number(rows.at(-1)?.weekday ?? 0);
  const weekday = last >= 1 && last < 7 ? last + 1 : 1;
  return { key: randomId(), weekday: String(weekday), from: '09:00', to: '13:00' };
}

export function valuesOf(member: Staff | null): StaffValues {
  if (!member) return { ...NEW_STAFF, functions: [...NEW_STAFF.functions] };
  return {
    name: member.name,
    email: member.email,
    phone: member.phone,
    functions: [...member.functions],
    payPerLessonCents: member.payPerLessonCents ?? '',
    payPerEventCents: member.payPerEventCents ?? '',
    languages: [...member.languages],
    certifications: member.certifications.map(({ name, expiresOn }) => ({
      key: randomId(),
      name,
      expiresOn: expiresOn ?? '',
    })),
    availability: member.availability.map(({ weekday, from, to }) => ({
      key: randomId(),
      weekday: String(weekday),
      from,
      to,
    })),
    notes: member.notes,
    active: member.active,
  };
}

/**
 * The fields as the request: no pay of one's own is none (the school's default), a certification
 * without a date does not expire, rows lose the keys that told them apart on screen. What is
 * still wrong is left for the contract to refuse on its field.
 */
export function toInput(values: StaffValues): Record<keyof StaffInput, unknown> {
  return {
    ...values,
    payPerLessonCents: values.payPerLessonCents === '' ? null : values.payPerLessonCents,
    payPerEventCents: values.payPerEventCents === '' ? null : values.payPerEventCents,
    certifications: values.certifications.map(({ name, expiresOn }) => ({ name, expiresOn: expiresOn || null })),
    availability: values.availability.map(({ weekday, from, to }) => ({ weekday: Number(weekday), from, to })),
  };
}
