import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ENTITY_ACCESS } from '@lineup/contract/access';
import { idParamsSchema } from '@lineup/contract/http';
import { ownStaffRecordSchema, type OwnStaffRecord } from '@lineup/contract/me';
import {
  staffAccountLinkSchema,
  staffAccountOptionsSchema,
  staffInvitationInputSchema,
  staffSchema,
  type Staff,
  type StaffAccountOption,
  type StaffInvitationRole,
} from '@lineup/contract/staff';
import type { Transaction } from '#src/db/database.ts';
import { isUniqueViolation } from '#src/db/errors.ts';
import { accounts, memberships, staff } from '#src/db/schema/index.ts';
import { fieldError } from '#src/http/resource-kit.ts';
import { callContext, withSchool, type CallContext } from '#src/http/request-context.ts';
import { routeKit } from '#src/http/route-kit.ts';
import { localizedError, refusal } from '#src/i18n/app-error.ts';
import { recordCallAudit } from '#src/lib/audit.ts';
import { invite } from '#src/modules/invitations/invitations.service.ts';
import { staffResource } from './staff.resource.ts';

/** The staff record, locked for a change of its link; a 404 in the caller's language when the school has none. */
async function lockStaff(tx: Transaction, call: CallContext, schoolId: string, id: string) {
  const [row] = await tx
    .select({ id: staff.id, name: staff.name, email: staff.email, accountId: staff.accountId })
    .from(staff)
    .where(and(eq(staff.applicationId, schoolId), eq(staff.id, id)))
    .for('update');
  if (!row) throw localizedError('not_found', call.language, 'staff.notFound');
  return row;
}

/** The school's members, each with the staff record linked to them, by name. */
export function staffAccountOptions(call: CallContext): Promise<StaffAccountOption[]> {
  return withSchool(call, (tx, schoolId) =>
    tx
      .select({
        accountId: memberships.accountId,
        name: accounts.name,
        email: accounts.email,
        role: memberships.role,
        staffId: staff.id,
        staffName: staff.name,
      })
      .from(memberships)
      .innerJoin(accounts, eq(accounts.id, memberships.accountId))
      .leftJoin(
        staff,
        and(eq(staff.applicationId, memberships.applicationId), eq(staff.accountId, memberships.accountId)),
      )
      .where(eq(memberships.applicationId, schoolId))
      .orderBy(asc(sql`lower(${accounts.name})`), asc(accounts.email)),
  );
}

/**
 * Links a staff record to a member account of the school, or unlinks it (null). The account must
 * be a member and linked to no other record; the unique index decides between two links at once.
 * The same link again changes nothing and logs nothing.
 */
export async function linkStaffAccount(call: CallContext, id: string, accountId: string | null): Promise<Staff> {
  await withSchool(call, async (tx, schoolId) => {
    const record = await lockStaff(tx, call, schoolId, id);
    if (record.accountId === accountId) return;
    let email = '';
    if (accountId !== null) {
      const [member] = await tx
        .select({ email: accounts.email, linkedTo: staff.id })
        .from(memberships)
        .innerJoin(accounts, eq(accounts.id, memberships.accountId))
        .leftJoin(
          staff,
          and(
            eq(staff.applicationId, memberships.applicationId),
            eq(staff.accountId, memberships.accountId),
            ne(staff.id, id),
          ),
        )
        .where(and(eq(memberships.applicationId, schoolId), eq(memberships.accountId, accountId)));
      if (!member) throw fieldError(call, 'accountId', 'missing');
      if (member.linkedTo) throw fieldError(call, 'accountId', 'taken');
      email = member.email;
    }
    await tx
      .update(staff)
      .set({ accountId, updatedAt: sql`now()` })
      .where(and(eq(staff.applicationId, schoolId), eq(staff.id, id)));
    await recordCallAudit(tx, call, {
      action: accountId === null ? 'staff_account_unlinked' : 'staff_account_linked',
      schoolId,
      target: record.name,
      ...(email ? { data: { account: email } } : {}),
    });
  }).catch((error: unknown) => {
    if (isUniqueViolation(error)) throw fieldError(call, 'accountId', 'taken');
    throw error;
  });
  return staffResource.get(call, id);
}

/**
 * Invites the staff record's e-mail to the school with the Staff or Instructor role; accepting
 * the invitation links the record to the new member. A record without an e-mail, one already
 * linked, and an e-mail that is already a member's (link that account instead) are refused.
 */
export async function inviteStaffMember(call: CallContext, id: string, role: StaffInvitationRole): Promise<Staff> {
  const record = await withSchool(call, async (tx, schoolId) => {
    const found = await lockStaff(tx, call, schoolId, id);
    if (found.accountId) throw refusal(call.language, 'already_member', {}, 'staff.alreadyLinked');
    if (!found.email) throw refusal(call.language, 'staff_without_email');
    const [member] = await tx
      .select({ id: memberships.accountId })
      .from(memberships)
      .innerJoin(accounts, eq(accounts.id, memberships.accountId))
      .where(and(eq(memberships.applicationId, schoolId), sql`lower(${accounts.email}) = lower(${found.email})`));
    if (member) throw refusal(call.language, 'already_member', { email: found.email }, 'staff.memberExists');
    return found;
  });
  await invite(call, { email: record.email, role, staffId: id });
  return staffResource.get(call, id);
}

/** The caller's own staff record in the current school, if one is linked to their account. */
export function ownStaffRecord(call: CallContext): Promise<OwnStaffRecord> {
  return withSchool(call, async (tx, schoolId) => {
    const [found] = await tx
      .select({ id: staff.id, name: staff.name })
      .from(staff)
      .where(and(eq(staff.applicationId, schoolId), eq(staff.accountId, call.auth.accountId)));
    return { staff: found ?? null };
  });
}

/** The link between staff records and member accounts, beside the staff's own routes. */
export const staffAccountRoutes: FastifyPluginAsyncZod = async (app) => {
  const r = routeKit(app, { tag: 'staff' });
  const { write } = ENTITY_ACCESS.staff;
  r.get(
    '/api/v1/staff/accounts',
    {
      id: 'listStaffAccounts',
      summary: "The school's members a staff record can be linked to, each with the record linked to them",
      access: write,
      response: staffAccountOptionsSchema,
    },
    (request) => staffAccountOptions(callContext(request)),
  );
  r.put(
    '/api/v1/staff/:id/account',
    {
      id: 'linkStaffAccount',
      summary: 'Link a staff record to a member account of the school, or unlink it (null)',
      description:
        'The account must be a member of the school (else 400 `missing` on `accountId`) and linked to no other staff record (else 400 `taken`). The member then reads this record as their own.',
      access: write,
      params: idParamsSchema,
      body: staffAccountLinkSchema,
      response: staffSchema,
    },
    (request) => linkStaffAccount(callContext(request), request.params.id, request.body.accountId),
  );
  r.post(
    '/api/v1/staff/:id/invitation',
    {
      id: 'inviteStaffMember',
      summary: "Invite a staff record's e-mail as Staff or Instructor; accepting links the record",
      description:
        'Needs `manage_users`, as every invitation does. Refused with 422 `staff_without_email` for a record without an e-mail, and with 409 `already_member` when the record is linked or the e-mail is already a member (link that account instead).',
      access: ENTITY_ACCESS.invitation.write,
      params: idParamsSchema,
      body: staffInvitationInputSchema,
      response: staffSchema,
      status: 201,
    },
    (request) => inviteStaffMember(callContext(request), request.params.id, request.body.role),
  );
  r.get(
    '/api/v1/me/staff',
    {
      id: 'getOwnStaffRecord',
      summary: "The caller's own staff record in the current school, if one is linked to their account",
      access: 'login',
      response: ownStaffRecordSchema,
    },
    (request) => ownStaffRecord(callContext(request)),
  );
};
