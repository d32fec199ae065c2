import { arrayContains, eq, sql } from 'drizzle-orm';
import {
  CERTIFICATION_WARNING_DAYS,
  certificationStatusOf,
  daysBetween,
  staffInputSchema,
  staffListQuerySchema,
  staffPageSchema,
  staffSchema,
  type CertificationStatus,
  type Staff,
  type StaffListQuery,
  type STAFF_SORTS,
} from '@lineup/contract/staff';
import type { ListRow, ListSource } from '#src/db/list.ts';
import { applications, staff } from '#src/db/schema/index.ts';
import { defineResource, withIsoTimes } from '#src/http/resource-kit.ts';
import { STAFF_CSV_HEADER, staffCsvRow } from './staff-csv.ts';
import { TODAY_IN } from '#src/db/clock-sql.ts';

/** The school's date today, in its own time zone: certifications expire by the school's calendar. */
const schoolToday = TODAY_IN(
  sql`(select ${applications.timezone} from ${applications} where ${applications.id} = ${staff.applicationId})`,
);

/** Days from the school's today to the first expiry of the staff member's certifications; null when none expires. */
const firstExpiryDays = sql`((select min((certification->>'expiresOn')::date) from jsonb_array_elements(${staff.certifications}) as certification) - ${schoolToday})`;

/** The list's certification standing, as `certificationStatusOf` words it, for filtering in the database. */
const certificationStatusSql = sql<CertificationStatus>`case
  when jsonb_array_length(${staff.certifications}) = 0 then 'none'
  when ${firstExpiryDays} < 0 then 'expired'
  when ${firstExpiryDays} <= ${CERTIFICATION_WARNING_DAYS} then 'expiring'
  else 'ok' end`;

// The subqueries name their tables by alias and the staff row by its table: a field of a
// one-table select is written without its table, which inside them would mean theirs.
/** The linked member account: its name, e-mail and role in the school. */
const linkedAccount = sql<Staff['account']>`(select json_build_object('name', a.name, 'email', a.email, 'role', m.role)
  from memberships m join accounts a on a.id = m.account_id
  where m.application_id = "staff"."application_id" and m.account_id = "staff"."account_id")`;

/** The latest invitation sent from an unlinked record that can still be accepted. */
const pendingInvitation = sql<Staff['invitation']>`(select json_build_object('email', i.email, 'role', i.role,
    'expiresAt', to_char(i.expires_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))
  from invitations i
  where "staff"."account_id" is null and i.application_id = "staff"."application_id" and i.staff_id = "staff"."id"
    and i.accepted_at is null and i.revoked_at is null and i.expires_at > now()
  order by i.created_at desc limit 1)`;

const staffFields = {
  id: staff.id,
  name: staff.name,
  email: staff.email,
  phone: staff.phone,
  functions: staff.functions,
  payPerLessonCents: staff.payPerLessonCents,
  payPerEventCents: staff.payPerEventCents,
  languages: staff.languages,
  certifications: staff.certifications,
  availability: staff.availability,
  accountId: staff.accountId,
  account: linkedAccount,
  invitation: pendingInvitation,
  notes: staff.notes,
  active: staff.active,
  // The school's day, from which each certification's days left are counted.
  today: sql<string>`to_char(${schoolToday}, 'YYYY-MM-DD')`,
  createdAt: staff.createdAt,
  updatedAt: staff.updatedAt,
};
export type StaffRow = ListRow<typeof staffFields>;

/** The school's staff; search by name, e-mail or phone. Other records name a staff member through it. */
export const staffList: ListSource<(typeof STAFF_SORTS)[number], typeof staffFields> = {
  table: staff,
  school: staff.applicationId,
  id: staff.id,
  fields: staffFields,
  sorts: {
    name: sql`lower(${staff.name})`,
    email: sql`nullif(lower(${staff.email}), '')`,
    // No pay of their own (the school's default) comes last.
    payPerLesson: staff.payPerLessonCents,
    payPerEvent: staff.payPerEventCents,
    // The first to lapse first; those whose certifications never expire, or who have none, last.
    certification: firstExpiryDays,
    active: staff.active,
    updatedAt: staff.updatedAt,
  },
  search: [staff.name, staff.email, staff.phone],
};

const staffFilters = (query: StaffListQuery) => [
  query.function ? arrayContains(staff.functions, [query.function]) : undefined,
  query.language ? arrayContains(staff.languages, [query.language]) : undefined,
  query.certification ? eq(certificationStatusSql, query.certification) : undefined,
  query.active === undefined ? undefined : eq(staff.active, query.active),
];

/** A row as the contract's record: each certification with its days left and standing on the school's day. */
export function toStaff({ today, ...row }: StaffRow): Staff {
  const certifications = row.certifications.map((certification) => {
    const daysLeft = certification.expiresOn === null ? null : daysBetween(today, certification.expiresOn);
    return { ...certification, daysLeft, status: certificationStatusOf(daysLeft) };
  });
  const expiring = certifications.flatMap(({ daysLeft }) => (daysLeft === null ? [] : [daysLeft]));
  const certificationDaysLeft = expiring.length === 0 ? null : Math.min(...expiring);
  const certificationStatus: CertificationStatus =
    certifications.length === 0 ? 'none' : certificationStatusOf(certificationDaysLeft);
  return withIsoTimes({
    ...row,
    functions: row.functions as Staff['functions'],
    certifications,
    certificationStatus,
    certificationDaysLeft,
  });
}

/**
 * The school's staff: `view_staff` reads them, `manage_staff` changes them. Certifications and
 * the weekly availability are written whole with the record; the linked member account is set
 * by its own routes (staff-account.ts) and kept on a change. A member without `view_staff` reads
 * the record linked to their account and no other. Once lessons, works or pay name a person, deleting them is
 * refused and deactivating them is offered instead.
 */
export const staffResource = defineResource({
  entity: 'staff',
  path: '/api/v1/staff',
  tag: 'staff',
  names: { one: 'StaffMember', many: 'Staff' },
  schemas: {
    query: staffListQuerySchema,
    input: staffInputSchema,
    item: staffSchema,
    page: staffPageSchema,
  },
  list: staffList,
  filters: staffFilters,
  toItem: toStaff,
  // A Staff or Instructor member reads the record linked to their own account.
  ownRecord: sql`${staff.accountId} = app_account()`,
  inUseOffer: 'deactivate',
  csv: { header: STAFF_CSV_HEADER, row: (row, context) => staffCsvRow(toStaff(row), context) },
});
