import { expect, type Page } from '@playwright/test';
import { DEMO_ACCOUNTS } from '../../apps/server/src/seed/demo-accounts.ts';
import { STORAGE_KEYS } from '../../packages/contract/src/constants.ts';
import type { Role } from '../../packages/contract/src/roles.ts';
import { signInByApi, type Account } from './api.ts';

export function demoAccount(role: Role) {
  const account = DEMO_ACCOUNTS.find((candidate) => candidate.role === role);
  if (!account) throw new Error(`no demo account for ${role}`);
  return account;
}

/** Opens the login dialog the way a link would (`/?login=true`). */
export async function openLogin(page: Page, query = '') {
  await page.goto(`/?login=true${query}`);
  const dialog = page.getByRole('dialog', { name: 'Login' });
  await expect(dialog).toBeVisible();
  return dialog;
}

/** Signs in through the login dialog with e-mail and password: for the tests about signing in. */
export async function signIn(page: Page, email: string, password: string) {
  const dialog = await openLogin(page);
  await dialog.getByLabel('E-mail', { exact: true }).fill(email);
  await dialog.getByLabel('Password', { exact: true }).fill(password);
  await dialog.getByRole('button', { name: 'Login' }).click();
  await expect(dialog).toBeHidden();
}

/**
 * Signs in through the API and opens `at` (by default the account's landing page) already signed
 * in, with what the login dialog would have stored (token, session, remembered e-mail). The storage
 * is written once, before that first load, so a later logout in the test stays a logout.
 */
export async function signInAs<T extends Pick<Account, 'email' | 'password'>>(page: Page, who: Role | T, at?: string) {
  const account = typeof who === 'string' ? demoAccount(who) : who;
  const answer = await signInByApi(page.request, account);
  const stored = {
    [STORAGE_KEYS.authToken]: answer.access_token,
    [STORAGE_KEYS.session]: JSON.stringify({ name: answer.name, email: answer.email, profile: answer.profile }),
    [STORAGE_KEYS.rememberedEmail]: answer.email,
  };
  const seed = await page.addInitScript((items) => {
    for (const [key, value] of Object.entries(items)) window.localStorage.setItem(key, value);
  }, stored);
  await page.goto(at ?? (answer.profile === 'user' ? '/user' : '/daily'));
  await seed.dispose();
  await expect(page.getByRole('main')).toBeVisible();
  return { ...account, name: answer.name };
}
