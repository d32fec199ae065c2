import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OwnStaffRecord } from '@lineup/contract/me';
import type { Staff, StaffAccountOption, StaffInput } from '@lineup/contract/staff';
import { twoSchools } from '#src/testing/schools.ts';
import { createAccount } from '#src/testing/accounts.ts';
import { signInAs, type Caller } from '#src/testing/sign-in.ts';
import { startSmtpPeer } from '#src/testing/smtp-peer.ts';
import { createTestApp, type TestApp } from '#src/testing/test-app.ts';
import { staffMember } from './staff.fixture.ts';
import { expectFieldErrors, type Answer, activityLog, resourceCalls } from '#src/testing/answers.ts';

const PATH = '/api/v1/staff';

const staffCalls = resourceCalls<Staff, StaffInput>(PATH, staffMember);

describe('a staff record linked to a member account', () => {
  let t: TestApp;
  let smtp: Awaited<ReturnType<typeof startSmtpPeer>>;
  let s: Awaited<ReturnType<typeof twoSchools>>;
  let instructor: Caller;
  let instructorId: string;
  let staffAccountId: string;
  let lonerId: string;
  let otherOwnerId: string;

  beforeAll(async () => {
    smtp = await startSmtpPeer();
    t = await createTestApp({ config: { SMTP_URL: smtp.url, PUBLIC_URL: 'http://lineup.test' } });
    s = await twoSchools(t);
    instructorId = await createAccount(t.database.db, {
      email: 'instructor@a.test',
      password: 'instructor a password',
      schoolId: s.schoolA,
      role: 'instructor',
    });
    instructor = await signInAs(t.app, 'instructor@a.test', 'instructor a password');
    const ids = async (caller: Caller) => (await caller.call('GET', '/api/v1/me')).json<{ id: string }>().id;
    staffAccountId = await ids(s.staff);
    lonerId = await ids(s.loner);
    otherOwnerId = await ids(s.other);
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  const create = (change: Partial<StaffInput>) => staffCalls.create(s.manager, change);
  const link = (id: string, accountId: string | null, caller: Caller = s.manager) =>
    caller.call('PUT', `${PATH}/${id}/account`, { accountId });
  const log = async (action: string) => (await activityLog(s.owner)).filter((entry) => entry.action === action);

  it('lets the linked instructor read their own record and no other, and nothing else of the staff', async () => {
    const own = await create({ name: 'Ines Linked', email: 'ines@lineup.test' });
    const colleague = await create({ name: 'Colleague' });
    expect((await instructor.call('GET', `${PATH}/${own.id}`)).statusCode).toBe(404);
    expect((await instructor.call('GET', '/api/v1/me/staff')).json<OwnStaffRecord>()).toEqual({ staff: null });

    const linked = await link(own.id, instructorId);
    expect(linked.statusCode, linked.body).toBe(200);
    expect(linked.json<Staff>()).toMatchObject({
      accountId: instructorId,
      account: { name: 'instructor', email: 'instructor@a.test', role: 'instructor' },
      invitation: null,
    });

    const read = await instructor.call('GET', `${PATH}/${own.id}`);
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json<Staff>()).toEqual(linked.json<Staff>());
    expect((await instructor.call('GET', '/api/v1/me/staff')).json<OwnStaffRecord>()).toEqual({
      staff: { id: own.id, name: 'Ines Linked' },
    });
    const other = await instructor.call('GET', `${PATH}/${colleague.id}`);
    expect(other.statusCode).toBe(404);
    expect(other.json()).toMatchObject({ detail: 'Staff member not found.' });
    for (const answer of [
      await instructor.call('GET', PATH),
      await instructor.call('GET', `${PATH}/export`),
      await instructor.call('PUT', `${PATH}/${own.id}`, staffMember({ name: 'Ines Linked', notes: 'Mine now' })),
      await instructor.call('DELETE', `${PATH}/${own.id}`),
      await link(own.id, null, instructor),
      await instructor.call('GET', `${PATH}/accounts`),
    ]) {
      expect(answer.statusCode, answer.body).toBe(403);
    }
    // A member of the other school reads nothing of this one, their own link or not.
    expect((await s.other.call('GET', `${PATH}/${own.id}`)).statusCode).toBe(404);
    expect(await log('staff_account_linked')).toEqual([
      expect.objectContaining({
        target: 'Ines Linked',
        actor: 'manager@a.test',
        data: { account: 'instructor@a.test' },
      }),
    ]);

    // Linking the same account again changes nothing; unlinking closes the record to them.
    expect((await link(own.id, instructorId)).statusCode).toBe(200);
    expect(await log('staff_account_linked')).toHaveLength(1);
    const unlinked = await link(own.id, null);
    expect(unlinked.json<Staff>()).toMatchObject({ accountId: null, account: null });
    expect((await instructor.call('GET', `${PATH}/${own.id}`)).statusCode).toBe(404);
    expect(await log('staff_account_unlinked')).toEqual([expect.objectContaining({ target: 'Ines Linked' })]);
  });

  it('links members of the school only, each to one record, even when two links race', async () => {
    const first = await create({ name: 'First Record' });
    const second = await create({ name: 'Second Record' });
    expectFieldErrors(await link(first.id, lonerId), { 'body.accountId': 'missing' });
    expectFieldErrors(await link(first.id, otherOwnerId), { 'body.accountId': 'missing' });
    expectFieldErrors(await link(first.id, crypto.randomUUID()), { 'body.accountId': 'missing' });
    const invalid = await s.manager.call('PUT', `${PATH}/${first.id}/account`, { accountId: 'me' });
    expect(invalid.statusCode).toBe(400);
    expect((await link(crypto.randomUUID(), staffAccountId)).statusCode).toBe(404);

    const race = await Promise.all([link(first.id, staffAccountId), link(second.id, staffAccountId)]);
    expect(race.map((answer) => answer.statusCode).sort()).toEqual([200, 400]);
    const loser = race.find((answer) => answer.statusCode === 400) as Answer;
    expectFieldErrors(loser, { 'body.accountId': 'taken' });
    const records = await Promise.all(
      [first, second].map(async (record) => (await s.manager.call('GET', `${PATH}/${record.id}`)).json<Staff>()),
    );
    expect(records.filter((record) => record.accountId === staffAccountId)).toHaveLength(1);

    const options = await s.manager.call('GET', `${PATH}/accounts`);
    expect(options.statusCode).toBe(200);
    const staffOption = options.json<StaffAccountOption[]>().find((option) => option.accountId === staffAccountId);
    const winner = records.find((record) => record.accountId === staffAccountId) as Staff;
    expect(staffOption).toEqual({
      accountId: staffAccountId,
      name: 'staff',
      email: 'staff@a.test',
      role: 'staff',
      staffId: winner.id,
      staffName: winner.name,
    });
    const emails = options.json<StaffAccountOption[]>().map((option) => option.email);
    expect(emails).toEqual(expect.arrayContaining(['boss@a.test', 'manager@a.test', 'instructor@a.test']));
    expect(emails).not.toContain('boss@b.test');
    expect(emails).not.toContain('loner@x.test');
    await link(winner.id, null);
  });

  it('unlinks the record when its member leaves the school', async () => {
    const record = await create({ name: 'Leaving Soon' });
    const leaverId = await createAccount(t.database.db, {
      email: 'leaver@a.test',
      password: 'leaver a password',
      schoolId: s.schoolA,
      role: 'instructor',
    });
    expect((await link(record.id, leaverId)).statusCode).toBe(200);
    expect((await s.owner.call('DELETE', `/api/v1/members/${leaverId}`)).statusCode).toBe(204);
    expect((await s.manager.call('GET', `${PATH}/${record.id}`)).json<Staff>()).toMatchObject({
      accountId: null,
      account: null,
    });
  });

  it('invites the record’s e-mail as Instructor in one step and links it when accepted', async () => {
    const record = await create({ name: 'Nova Surfer', email: 'Nova@Coach.test' });
    // Inviting gives a membership, which takes manage_users.
    expect((await s.manager.call('POST', `${PATH}/${record.id}/invitation`, { role: 'instructor' })).statusCode).toBe(
      403,
    );
    expect((await s.owner.call('POST', `${PATH}/${record.id}/invitation`, { role: 'manager' })).statusCode).toBe(400);

    const sent = await s.owner.call('POST', `${PATH}/${record.id}/invitation`, { role: 'instructor' });
    expect(sent.statusCode, sent.body).toBe(201);
    expect(sent.json<Staff>()).toMatchObject({
      accountId: null,
      invitation: { email: 'Nova@Coach.test', role: 'instructor', expiresAt: expect.stringMatching(/Z$/) },
    });
    const mail = await smtp.waitFor('nova@coach.test');
    expect(mail.text).toContain('School A');
    const again = await s.owner.call('POST', `${PATH}/${record.id}/invitation`, { role: 'instructor' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ reason: 'invitation_pending' });

    await createAccount(t.database.db, { email: 'nova@coach.test', password: 'nova coach password' });
    const nova = await signInAs(t.app, 'nova@coach.test', 'nova coach password');
    const [received] = (await nova.call('GET', '/api/v1/invitations/received')).json<{ items: { id: string }[] }>()
      .items;
    const accepted = await nova.call('POST', `/api/v1/invitations/${received?.id}/accept`);
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json()).toMatchObject({ profile: 'instructor' });

    const own = await nova.call('GET', `${PATH}/${record.id}`);
    expect(own.statusCode, own.body).toBe(200);
    expect(own.json<Staff>()).toMatchObject({
      account: { email: 'nova@coach.test', role: 'instructor' },
      invitation: null,
    });
    expect((await nova.call('GET', '/api/v1/me/staff')).json<OwnStaffRecord>()).toEqual({
      staff: { id: record.id, name: 'Nova Surfer' },
    });
    expect(await log('staff_account_linked')).toContainEqual(
      expect.objectContaining({
        target: 'Nova Surfer',
        actor: 'nova@coach.test',
        data: { account: 'Nova@Coach.test' },
      }),
    );
    const linkedAgain = await s.owner.call('POST', `${PATH}/${record.id}/invitation`, { role: 'staff' });
    expect(linkedAgain.statusCode).toBe(409);
    expect(linkedAgain.json()).toMatchObject({
      reason: 'already_member',
      detail: 'This staff record is already linked to an account.',
    });
  });

  it('refuses to invite a record without an e-mail or one whose e-mail is already a member’s, in the caller’s language', async () => {
    const silent = await create({ name: 'No Mail', email: '' });
    const refused = await t.app.inject({
      method: 'POST',
      url: `${PATH}/${silent.id}/invitation`,
      headers: { authorization: `Bearer ${s.owner.token}`, cookie: 'lineup_language=pt' },
      payload: { role: 'staff' },
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({
      reason: 'staff_without_email',
      detail: 'Este membro da equipa não tem e-mail: acrescente um para o convidar.',
    });
    const member = await create({ name: 'Already Here', email: 'STAFF@a.test' });
    const taken = await s.owner.call('POST', `${PATH}/${member.id}/invitation`, { role: 'staff' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({
      reason: 'already_member',
      detail: 'STAFF@a.test is already a member of the school: link their account instead.',
    });
  });

  it('keeps a record linked to whom it was linked to when its invitation is accepted later', async () => {
    const record = await create({ name: 'Linked Meanwhile', email: 'late@coach.test' });
    expect((await s.owner.call('POST', `${PATH}/${record.id}/invitation`, { role: 'staff' })).statusCode).toBe(201);
    expect((await link(record.id, instructorId)).statusCode).toBe(200);
    await createAccount(t.database.db, { email: 'late@coach.test', password: 'late coach password' });
    const late = await signInAs(t.app, 'late@coach.test', 'late coach password');
    const [received] = (await late.call('GET', '/api/v1/invitations/received')).json<{ items: { id: string }[] }>()
      .items;
    expect((await late.call('POST', `/api/v1/invitations/${received?.id}/accept`)).statusCode).toBe(200);
    expect((await s.manager.call('GET', `${PATH}/${record.id}`)).json<Staff>()).toMatchObject({
      accountId: instructorId,
    });
    expect((await late.call('GET', `${PATH}/${record.id}`)).statusCode).toBe(404);
    await link(record.id, null);
  });

  it('deletes a record with a pending invitation, which stays an invitation to the school', async () => {
    const record = await create({ name: 'Short Stay', email: 'short@coach.test' });
    expect((await s.owner.call('POST', `${PATH}/${record.id}/invitation`, { role: 'staff' })).statusCode).toBe(201);
    expect((await s.manager.call('DELETE', `${PATH}/${record.id}`)).statusCode).toBe(204);
    const invitations = (await s.owner.call('GET', '/api/v1/invitations')).json<{
      items: { email: string; state: string }[];
    }>().items;
    expect(invitations).toContainEqual(expect.objectContaining({ email: 'short@coach.test', state: 'pending' }));
  });
});
