import { randomBytes } from 'node:crypto';
import { test as base, type APIRequestContext } from '@playwright/test';
import type { SchoolRole } from '../../packages/contract/src/roles.ts';
import {
  acceptInvitationByApi,
  changeSchoolStatusByApi,
  inviteByApi,
  registerByApi,
  requestSchoolByApi,
  signInByApi,
  type Account,
} from './api.ts';
import { demoAccount } from './sign-in.ts';
import { followServerClock } from '../../apps/web/src/lib/server-clock.ts';

/**
 * A school of this worker's own, made through the real API: its Owner registered, asked for it
 * and the demo Master approved and activated it. Tests that change school data work here, so
 * workers running side by side never see each other's changes; the demo school stays as seeded.
 */
export interface WorkerSchool {
  readonly id: string;
  readonly name: string;
  readonly owner: Account;
  /** The school's account with this role, invited and joined on first use, then the same one. */
  account(role: SchoolRole): Promise<Account>;
  /** A fresh registered and activated account that belongs to no school. */
  newUser(label?: string): Promise<Account>;
}

export const test = base.extend<Record<never, never>, { school: WorkerSchool; schoolClock: void }>({
  // The tests' "today" is the server's: the clock it runs on (LINEUP_CLOCK) is the one they follow.
  schoolClock: [
    async ({ playwright }, use) => {
      const port = process.env.E2E_PORT ?? '3100';
      const request = await playwright.request.newContext({ baseURL: `http://127.0.0.1:${port}` });
      followServerClock(new Headers((await request.get('/api/health')).headers()));
      await request.dispose();
      await use();
    },
    { scope: 'worker', auto: true },
  ],
  school: [
    async ({ playwright }, use, workerInfo) => {
      const port = process.env.E2E_PORT ?? '3100';
      const request = await playwright.request.newContext({ baseURL: `http://127.0.0.1:${port}` });
      // Unique over runs and workers, readable in screenshots and failure messages.
      const tag = `w${workerInfo.parallelIndex}-${Date.now().toString(36)}-${randomBytes(2).toString('hex')}`;
      let made = 0;
      const newUser = (label = 'user') => {
        made += 1;
        const email = `${label}-${made}-${tag}@example.com`;
        return registerByApi(request, { email, password: `low-tide-${tag}-${made}` });
      };
      const school = await createSchool(request, `Worker School ${tag}`, await newUser('owner'));
      const accounts = new Map<SchoolRole, Promise<Account>>([['owner', Promise.resolve(school.owner)]]);
      await use({
        ...school,
        newUser,
        account(role) {
          let account = accounts.get(role);
          if (!account) {
            account = joinSchool(request, school.owner, role, newUser(role));
            accounts.set(role, account);
          }
          return account;
        },
      });
      await request.dispose();
    },
    { scope: 'worker', timeout: 60_000 },
  ],
});

export { expect } from '@playwright/test';

async function createSchool(request: APIRequestContext, name: string, owner: Account) {
  const id = await requestSchoolByApi(request, (await signInByApi(request, owner)).access_token, name);
  const master = await signInByApi(request, demoAccount('master'));
  await changeSchoolStatusByApi(request, master.access_token, id, ['approved', 'active']);
  return { id, name, owner };
}

async function joinSchool(request: APIRequestContext, owner: Account, role: SchoolRole, invitee: Promise<Account>) {
  const account = await invitee;
  const invitation = await inviteByApi(request, (await signInByApi(request, owner)).access_token, account.email, role);
  await acceptInvitationByApi(request, (await signInByApi(request, account)).access_token, invitation);
  return account;
}
