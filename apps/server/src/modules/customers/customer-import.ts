import { and, eq, inArray, ne, or, sql } from 'drizzle-orm';
import { COUNTRY_CODES, isCountryCode } from '@lineup/contract/countries';
import {
  customerInputSchema,
  type CustomerDuplicate,
  type CustomerDuplicatesQuery,
  type CustomerImportCheck,
  type CustomerImportField,
  type CustomerImportRow,
  type CustomerInput,
} from '@lineup/contract/customers';
import { LANGUAGES } from '@lineup/contract/languages';
import { WETSUIT_SIZES } from '@lineup/contract/equipment';
import { SKILL_LEVELS, type SkillLevel } from '@lineup/contract/levels';
import { toE164 } from '@lineup/contract/phones';
import { issueOf } from '@lineup/contract/validation';
import type { Transaction } from '#src/db/database.ts';
import { forgetListCount } from '#src/db/list-counts.ts';
import { customers } from '#src/db/schema/index.ts';
import { AppError, type FieldError } from '#src/http/app-error.ts';
import { currentSchool, withSchool, type CallContext } from '#src/http/request-context.ts';
import { translate } from '#src/i18n/messages.ts';
import { validationSummary, validationText } from '#src/i18n/validation-messages.ts';
import { recordCallAudit } from '#src/lib/audit.ts';

/** Lower case, without accents or punctuation: how a spreadsheet's word is compared. */
const fold = (value: string) =>
  value
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

/** Names people write for a country that are not its name in any of the six languages. */
const COUNTRY_ALIASES: Record<string, string> = {
  uk: 'GB',
  england: 'GB',
  scotland: 'GB',
  wales: 'GB',
  'great britain': 'GB',
  usa: 'US',
  'u s a': 'US',
  america: 'US',
  holland: 'NL',
};

let countryNames: Map<string, string> | undefined;

/** Every country's name in the six languages (and English), folded, to its code. */
function countryByName(): Map<string, string> {
  if (countryNames) return countryNames;
  const names = new Map(Object.entries(COUNTRY_ALIASES));
  for (const language of LANGUAGES) {
    const display = new Intl.DisplayNames([language], { type: 'region' });
    for (const code of COUNTRY_CODES) {
      const name = display.of(code);
      if (name && name !== code) names.set(fold(name), code);
    }
  }
  countryNames = names;
  return names;
}

/** How a spreadsheet writes each level, in the six languages. */
const LEVEL_WORDS: Record<SkillLevel, readonly string[]> = {
  beginner: ['beginner', 'iniciante', 'principiante', 'debutant', 'anfanger', 'anfaenger', '初学者', '初级'],
  intermediate: ['intermediate', 'intermedio', 'intermediario', 'intermediaire', 'mittel', 'mittelstufe', '中级'],
  advanced: ['advanced', 'avancado', 'avanzado', 'avance', 'fortgeschritten', '高级'],
};

function levelOf(word: string): SkillLevel | null | undefined {
  const folded = fold(word);
  if (folded === '') return null;
  return SKILL_LEVELS.find((level) => LEVEL_WORDS[level].includes(folded));
}

/** A date as spreadsheets write it: 2001-07-14, or day first (14/07/2001, 14.07.2001, 14-07-2001). */
function dateOf(written: string): string | null | undefined {
  const value = written.trim();
  if (value === '') return null;
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) return value;
  const dayFirst = /^(\d{1,2})[./-](\d{1,2})[./-](\d{4})$/.exec(value);
  if (!dayFirst) return undefined;
  const [, day = '', month = '', year = ''] = dayFirst;
  const iso = `${year}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`;
  const parsed = new Date(`${iso}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().startsWith(iso) ? iso : undefined;
}

interface RowIssue {
  readonly field: CustomerImportField;
  readonly code: string;
  readonly params?: Record<string, string | number>;
}

/** One spreadsheet row read into a customer, or what is wrong with it, field by field. */
export function readImportRow(row: CustomerImportRow): { input?: CustomerInput; issues: RowIssue[] } {
  const issues: RowIssue[] = [];
  const cell = (field: CustomerImportField) => row[field]?.trim() ?? '';

  const countryCell = cell('country');
  let country: string | null = null;
  if (countryCell !== '') {
    const code = countryCell.toUpperCase();
    const found = isCountryCode(code) ? code : countryByName().get(fold(countryCell));
    if (found) country = found;
    else issues.push({ field: 'country', code: 'unknown_country' });
  }
  const birthDate = dateOf(cell('birthDate'));
  if (birthDate === undefined) issues.push({ field: 'birthDate', code: 'invalid_format', params: { format: 'date' } });
  const level = levelOf(cell('level'));
  if (level === undefined) issues.push({ field: 'level', code: 'invalid_choice' });
  const sizeCell = cell('wetsuitSize').toUpperCase();
  const wetsuitSize = sizeCell === '' ? null : WETSUIT_SIZES.find((size) => size === sizeCell);
  if (wetsuitSize === undefined) issues.push({ field: 'wetsuitSize', code: 'invalid_choice' });

  const parsed = customerInputSchema.safeParse({
    name: cell('name'),
    email: cell('email'),
    phone: cell('phone'),
    country,
    documentId: cell('documentId'),
    address: cell('address'),
    birthDate: birthDate ?? null,
    level: level ?? null,
    wetsuitSize: wetsuitSize ?? null,
    guardianName: cell('guardianName'),
    guardianPhone: cell('guardianPhone'),
    emergencyName: cell('emergencyName'),
    emergencyPhone: cell('emergencyPhone'),
    waiverAcceptedOn: null,
    waiverAcceptedBy: '',
    notes: cell('notes'),
    active: true,
  });
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = String(issue.path[0]) as CustomerImportField;
      if (issues.some((known) => known.field === field)) continue;
      const { code, params } = issueOf(issue);
      issues.push({ field, code, params });
    }
  }
  return parsed.success && issues.length === 0 ? { input: parsed.data, issues } : { issues };
}

const MATCHES = ['email', 'phone'] as const;
type Match = (typeof MATCHES)[number];
const keyOf = (match: Match, value: string) => (match === 'email' ? value.toLowerCase() : value);

/** The school's customers with any of these e-mails (in any case) or phones. */
async function customersMatching(
  tx: Transaction,
  schoolId: string,
  emails: string[],
  phones: string[],
  exceptId?: string,
) {
  const matching = [
    emails.length > 0 ? inArray(sql`lower(${customers.email})`, emails) : undefined,
    phones.length > 0 ? inArray(customers.phone, phones) : undefined,
  ].filter((condition) => condition !== undefined);
  if (matching.length === 0) return [];
  return tx
    .select({ id: customers.id, name: customers.name, email: customers.email, phone: customers.phone })
    .from(customers)
    .where(
      and(eq(customers.applicationId, schoolId), or(...matching), exceptId ? ne(customers.id, exceptId) : undefined),
    )
    .orderBy(sql`lower(${customers.name})`, customers.id);
}

/**
 * Customers who may be the person being typed: the same e-mail (in any case) or the same phone.
 * The form warns with them; nothing is merged.
 */
export function findDuplicates(
  call: CallContext,
  query: CustomerDuplicatesQuery,
): Promise<{ items: CustomerDuplicate[] }> {
  const email = query.email?.trim().toLowerCase() ?? '';
  const phone = query.phone ? (toE164(query.phone) ?? '') : '';
  return withSchool(call, async (tx, schoolId) => {
    const rows = await customersMatching(tx, schoolId, email ? [email] : [], phone ? [phone] : [], query.exceptId);
    return {
      items: rows.slice(0, 10).map((row) => ({
        ...row,
        matches: MATCHES.filter((match) =>
          match === 'email' ? email !== '' && row.email.toLowerCase() === email : phone !== '' && row.phone === phone,
        ),
      })),
    };
  });
}

/**
 * Every row read and checked against the school's customers and the file's earlier rows: a row
 * with the e-mail or phone of a known customer, or of an earlier row, is an error, like a bad
 * e-mail or an unknown country. Paths are `rows.<index>.<field>`, messages in the caller's language.
 */
async function checkRows(tx: Transaction, schoolId: string, call: CallContext, rows: readonly CustomerImportRow[]) {
  const errors: FieldError[] = [];
  const inputs: (CustomerInput | undefined)[] = [];
  const fail = (index: number, { field, code, params = {} }: RowIssue) =>
    errors.push({
      path: `rows.${index}.${field}`,
      message: validationText(call.language, { code, params }),
      code,
      ...(Object.keys(params).length > 0 ? { params } : {}),
    });
  rows.forEach((row, index) => {
    const { input, issues } = readImportRow(row);
    for (const issue of issues) fail(index, issue);
    inputs.push(input);
  });

  const values = (match: Match) => [
    ...new Set(inputs.flatMap((input) => (input && input[match] ? [keyOf(match, input[match])] : []))),
  ];
  const known = new Map<string, string>();
  for (const customer of await customersMatching(tx, schoolId, values('email'), values('phone'))) {
    for (const match of MATCHES)
      if (customer[match]) known.set(`${match}:${keyOf(match, customer[match])}`, customer.name);
  }
  const firstRow = new Map<string, number>();
  inputs.forEach((input, index) => {
    if (!input) return;
    for (const match of MATCHES) {
      if (!input[match]) continue;
      const key = `${match}:${keyOf(match, input[match])}`;
      const field = translate(call.language, `customer.word.${match}`);
      const name = known.get(key);
      const earlier = firstRow.get(key);
      if (name !== undefined) fail(index, { field: match, code: 'duplicate_customer', params: { name, field } });
      else if (earlier !== undefined)
        fail(index, { field: match, code: 'duplicate_row', params: { row: earlier + 1, field } });
      else firstRow.set(key, index);
    }
  });
  const valid = errors.length === 0 ? (inputs as CustomerInput[]) : null;
  return { errors, valid };
}

/** What an import of these rows would find, without writing anything. */
export function checkImport(call: CallContext, rows: readonly CustomerImportRow[]): Promise<CustomerImportCheck> {
  return withSchool(call, async (tx, schoolId) => {
    const { errors } = await checkRows(tx, schoolId, call, rows);
    return { rows: rows.length, errors };
  });
}

/** Rows per insert statement: well under PostgreSQL's 65,535 parameters at 17 columns a row. */
const INSERT_BATCH = 1000;

/**
 * Imports every row or none: the rows are checked in the transaction that writes them, so a
 * customer added meanwhile is seen, and one error refuses the whole file (400, every error).
 */
export async function importCustomers(
  call: CallContext,
  rows: readonly CustomerImportRow[],
): Promise<{ imported: number }> {
  const result = await withSchool(call, async (tx, schoolId) => {
    // Two imports of one school at once would each miss the other's duplicates: they take turns.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('customer-import'), hashtext(${schoolId}))`);
    const { errors, valid } = await checkRows(tx, schoolId, call, rows);
    if (!valid) throw new AppError('validation_failed', validationSummary(call.language), errors);
    for (let start = 0; start < valid.length; start += INSERT_BATCH) {
      await tx
        .insert(customers)
        .values(valid.slice(start, start + INSERT_BATCH).map((input) => ({ ...input, applicationId: schoolId })));
    }
    await recordCallAudit(tx, call, {
      action: 'customers_imported',
      schoolId,
      data: { count: String(valid.length) },
    });
    return { imported: valid.length };
  });
  forgetListCount(call.db, 'customers', currentSchool(call));
  return result;
}
