import { expect, type APIRequestContext } from '@playwright/test';
import type { SigninResponse } from '../../packages/contract/src/auth.ts';
import { activationLinkIn, invitationLinkIn, waitForMail } from './outbox.ts';

/** An account the tests can sign in with. */
export interface Account {
  readonly email: string;
  readonly password: string;
  readonly name: string;
}

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** Signs in through the API the login dialog calls; the answer is what the web app stores. */
export async function signInByApi(
  request: APIRequestContext,
  account: Pick<Account, 'email' | 'password'>,
): Promise<SigninResponse> {
  const response = await request.post('/oauth/api/v1/signin', {
    data: { email: account.email, password: account.password },
  });
  expect(response.status(), `sign-in of ${account.email}: ${await response.text()}`).toBe(200);
  return (await response.json()) as SigninResponse;
}

/** Registers an account and follows the activation link the server mails, as a new visitor would. */
export async function registerByApi(
  request: APIRequestContext,
  account: Pick<Account, 'email' | 'password'>,
): Promise<Account> {
  const since = new Date(Date.now() - 1000);
  const registered = await request.post('/oauth/api/v1/register', { data: account });
  expect(registered.status(), `register ${account.email}: ${await registered.text()}`).toBe(200);
  const link = activationLinkIn(await waitForMail(account.email, since, /activate\?token=/));
  const activated = await request.get(link, { maxRedirects: 0 });
  expect(activated.headers().location).toContain('activation=done');
  const { name } = await signInByApi(request, account);
  return { ...account, name };
}

/** Asks for a school as the signed-in account; answers the new school's id. */
export async function requestSchoolByApi(request: APIRequestContext, token: string, name: string): Promise<string> {
  const response = await request.post('/api/v1/schools', { headers: bearer(token), data: { name } });
  expect(response.status(), `school request: ${await response.text()}`).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

/** A Master moves a school through its statuses (pending → approved → active, say). */
export async function changeSchoolStatusByApi(
  request: APIRequestContext,
  masterToken: string,
  schoolId: string,
  statuses: readonly string[],
): Promise<void> {
  for (const status of statuses) {
    const response = await request.post(`/api/v1/admin/applications/${schoolId}/status`, {
      headers: bearer(masterToken),
      data: { status },
    });
    expect(response.status(), `status ${status}: ${await response.text()}`).toBe(200);
  }
}

/** Invites the e-mail into the inviter's current school and answers the token of the mailed link. */
export async function inviteByApi(
  request: APIRequestContext,
  inviterToken: string,
  email: string,
  role: string,
): Promise<string> {
  const since = new Date(Date.now() - 1000);
  const response = await request.post('/api/v1/invitations', {
    headers: bearer(inviterToken),
    data: { email, role },
  });
  expect(response.status(), `invite ${email} as ${role}: ${await response.text()}`).toBe(201);
  const link = invitationLinkIn(await waitForMail(email, since, /\?invitation=/));
  return new URL(link).searchParams.get('invitation') ?? '';
}

/** Accepts an invitation as the signed-in invitee. */
export async function acceptInvitationByApi(request: APIRequestContext, token: string, invitation: string) {
  const response = await request.post('/api/v1/invitations/accept', {
    headers: bearer(token),
    data: { token: invitation },
  });
  expect(response.status(), `accept invitation: ${await response.text()}`).toBe(200);
}

/** Creates a record in the signed-in account's current school through the API; answers its id. */
export async function createByApi(
  request: APIRequestContext,
  token: string,
  path: string,
  data: Record<string, unknown>,
): Promise<string> {
  const response = await request.post(path, { headers: bearer(token), data });
  expect(response.status(), `create at ${path}: ${await response.text()}`).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

/** A beginners' lesson type of 90 minutes for eight, at 35.00 or a credit a lesson: the tests' usual one. */
export function lessonTypeInput(name: string, known: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    kind: 'lesson',
    name,
    color: '#1d4ed8',
    durationMinutes: 90,
    capacity: 8,
    studentsPerInstructor: 6,
    level: 'beginner',
    priceCents: 3500,
    creditsPerAttendance: 1,
    active: true,
    ...known,
  };
}
