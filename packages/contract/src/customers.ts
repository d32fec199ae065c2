import { z } from 'zod';
import { countryCode, COUNTRY_CODES } from './countries.ts';
import { ADDRESS_MAX, notes, optionalEmail, recordName } from './fields.ts';
import { WETSUIT_SIZES } from './equipment.ts';
import { SKILL_LEVELS } from './levels.ts';
import { booleanFilter, listQuery, pageOf } from './list.ts';
import { internationalPhone } from './phones.ts';
import { fieldErrorSchema } from './problem.ts';
import { text } from './text.ts';
import { clock } from './clock.ts';

/** Customers of a school (DOMAIN.md, People); the spec calls them students too. */
export const DOCUMENT_ID_MAX = 40;
/** A customer younger than this on the day is a minor, who needs a guardian. */
export const ADULT_AGE = 18;
/** The earliest birth date taken: an earlier one is a typing slip. */
export const BIRTH_DATE_MIN = '1900-01-01';
/** The earliest waiver date taken. */
export const WAIVER_DATE_MIN = '2000-01-01';

/** The validation code of a birth date in the future or before BIRTH_DATE_MIN. */
export const BIRTH_DATE_OUT_OF_RANGE = 'birth_date_out_of_range';
/** The validation code of a minor without a guardian's name or phone. */
export const GUARDIAN_REQUIRED = 'guardian_required';
/** The validation code of a waiver date in the future or before WAIVER_DATE_MIN. */
export const WAIVER_DATE_OUT_OF_RANGE = 'waiver_date_out_of_range';

/** Whether someone born on `birthDate` (YYYY-MM-DD) is under ADULT_AGE on `today` (YYYY-MM-DD). */
export function isMinor(birthDate: string | null, today: string): boolean {
  if (!birthDate) return false;
  const adultFrom = `${String(Number(birthDate.slice(0, 4)) + ADULT_AGE).padStart(4, '0')}${birthDate.slice(4)}`;
  return today < adultFrom;
}

/** Age in whole years on `today`. */
export function ageOn(birthDate: string, today: string): number {
  const years = Number(today.slice(0, 4)) - Number(birthDate.slice(0, 4));
  return today.slice(5) < birthDate.slice(5) ? years - 1 : years;
}

const date = () =>
  z.iso
    .date()
    .meta({ examples: ['2001-07-14'] })
    .nullable();

const customerFields = z.object({
  name: recordName(),
  email: optionalEmail(),
  /** E.164; typed with its country code, kept as "+351912345678". */
  phone: internationalPhone(),
  country: countryCode().nullable(),
  /** Passport or identity card number, as written on it. */
  documentId: text().trim().max(DOCUMENT_ID_MAX),
  address: text().trim().max(ADDRESS_MAX),
  birthDate: date(),
  level: z.enum(SKILL_LEVELS).nullable(),
  /** The wetsuit that fits them, when known. */
  wetsuitSize: z.enum(WETSUIT_SIZES).nullable(),
  /** Who answers for a minor: required while the customer is under 18. */
  guardianName: text().trim().max(120),
  guardianPhone: internationalPhone(),
  emergencyName: text().trim().max(120),
  emergencyPhone: internationalPhone(),
  /** The day the waiver was signed, and who signed it: both or neither. */
  waiverAcceptedOn: date(),
  waiverAcceptedBy: text().trim().max(120),
  notes: notes(),
  active: z.boolean(),
});
type CustomerFields = z.infer<typeof customerFields>;

/**
 * The rules between fields, on the day the record is written: a birth date in the past, a
 * guardian for a minor, a waiver with its day and its signer.
 */
function checkCustomer(fields: CustomerFields, context: z.RefinementCtx) {
  const refuse = (path: keyof CustomerFields, code: string) =>
    context.addIssue({ code: 'custom', params: { code }, input: fields[path], path: [path] });
  const today = clock.latestToday();
  const born = fields.birthDate;
  if (born !== null && (born > today || born < BIRTH_DATE_MIN)) refuse('birthDate', BIRTH_DATE_OUT_OF_RANGE);
  else if (isMinor(born, today)) {
    if (fields.guardianName === '') refuse('guardianName', GUARDIAN_REQUIRED);
    if (fields.guardianPhone === '') refuse('guardianPhone', GUARDIAN_REQUIRED);
  }
  const signed = fields.waiverAcceptedOn;
  if (signed !== null && (signed > today || signed < WAIVER_DATE_MIN))
    refuse('waiverAcceptedOn', WAIVER_DATE_OUT_OF_RANGE);
  if (signed !== null && fields.waiverAcceptedBy === '') refuse('waiverAcceptedBy', 'required');
  if (signed === null && fields.waiverAcceptedBy !== '') refuse('waiverAcceptedOn', 'required');
}

/** What a person gives to create or change a customer; a change sends the whole record. */
export const customerInputSchema = customerFields.superRefine(checkCustomer);
export type CustomerInput = z.infer<typeof customerInputSchema>;

/** A customer known by name alone (nothing else is required), with what else is known. */
export function customerInputOf(name: string, known: Partial<CustomerInput> = {}): CustomerInput {
  return {
    name,
    email: '',
    phone: '',
    country: null,
    documentId: '',
    address: '',
    birthDate: null,
    level: null,
    wetsuitSize: null,
    guardianName: '',
    guardianPhone: '',
    emergencyName: '',
    emergencyPhone: '',
    waiverAcceptedOn: null,
    waiverAcceptedBy: '',
    notes: '',
    active: true,
    ...known,
  };
}

export const customerSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  country: z.enum(COUNTRY_CODES).nullable(),
  documentId: z.string(),
  address: z.string(),
  birthDate: z.string().nullable(),
  level: z.enum(SKILL_LEVELS).nullable(),
  wetsuitSize: z.enum(WETSUIT_SIZES).nullable(),
  guardianName: z.string(),
  guardianPhone: z.string(),
  emergencyName: z.string(),
  emergencyPhone: z.string(),
  waiverAcceptedOn: z.string().nullable(),
  waiverAcceptedBy: z.string(),
  notes: z.string(),
  active: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Customer = z.infer<typeof customerSchema>;

export const CUSTOMER_SORTS = [
  'name',
  'email',
  'country',
  'level',
  'birthDate',
  'active',
  'createdAt',
  'updatedAt',
] as const;

/** Search covers name, e-mail, phone and document id. */
export const customerListQuerySchema = listQuery({
  sorts: CUSTOMER_SORTS,
  defaultSort: 'name',
  filters: {
    country: countryCode().optional(),
    level: z.enum(SKILL_LEVELS).optional(),
    active: booleanFilter().optional(),
  },
});
export type CustomerListQuery = z.infer<typeof customerListQuerySchema>;

export const customerPageSchema = pageOf(customerSchema);

/** Customers that may be the same person as the one typed: the same e-mail or the same phone. */
export const customerDuplicatesQuerySchema = z.object({
  email: text().max(254).optional(),
  phone: text().max(32).optional(),
  /** The customer being changed, who is no duplicate of itself. */
  exceptId: z.uuid().optional(),
});
export type CustomerDuplicatesQuery = z.infer<typeof customerDuplicatesQuerySchema>;

export const customerDuplicateSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  /** What is the same. */
  matches: z.array(z.enum(['email', 'phone'])),
});
export type CustomerDuplicate = z.infer<typeof customerDuplicateSchema>;
export const customerDuplicatesSchema = z.object({ items: z.array(customerDuplicateSchema) });

/** The columns of a spreadsheet an import reads, in the order a new mapping offers them. */
export const CUSTOMER_IMPORT_FIELDS = [
  'name',
  'email',
  'phone',
  'country',
  'documentId',
  'address',
  'birthDate',
  'level',
  'wetsuitSize',
  'guardianName',
  'guardianPhone',
  'emergencyName',
  'emergencyPhone',
  'notes',
] as const;
export type CustomerImportField = (typeof CUSTOMER_IMPORT_FIELDS)[number];

/** The most rows one import takes. */
export const CUSTOMER_IMPORT_ROWS_MAX = 10_000;
/** The most characters of one cell. */
export const IMPORT_CELL_MAX = 2000;

const cell = () => z.string().max(IMPORT_CELL_MAX).optional();

/** One row of a spreadsheet as mapped to the customer's fields: text as it was in the cells. */
export const customerImportRowSchema = z
  .object({
    name: cell(),
    email: cell(),
    phone: cell(),
    country: cell(),
    documentId: cell(),
    address: cell(),
    birthDate: cell(),
    level: cell(),
    wetsuitSize: cell(),
    guardianName: cell(),
    guardianPhone: cell(),
    emergencyName: cell(),
    emergencyPhone: cell(),
    notes: cell(),
  })
  .strict() satisfies z.ZodType<Partial<Record<CustomerImportField, string>>>;
export type CustomerImportRow = z.infer<typeof customerImportRowSchema>;

/** A spreadsheet's rows, already mapped to fields by the person importing. */
export const customerImportSchema = z.object({
  rows: z.array(customerImportRowSchema).min(1).max(CUSTOMER_IMPORT_ROWS_MAX),
});
export type CustomerImport = z.infer<typeof customerImportSchema>;

/**
 * What a check of an import found: every error with its row (`rows.<index>.<field>`, from 0)
 * and a message in the caller's language. An import with any error writes nothing.
 */
export const customerImportCheckSchema = z.object({
  rows: z.number().int(),
  errors: z.array(fieldErrorSchema),
});
export type CustomerImportCheck = z.infer<typeof customerImportCheckSchema>;

export const customerImportResultSchema = z.object({ imported: z.number().int() });
export type CustomerImportResult = z.infer<typeof customerImportResultSchema>;
