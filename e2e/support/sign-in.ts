import { expect, type Page } from '@playwright/test';
import { DEMO_ACCOUNTS } from '../../apps/server/src/seed/demo-accounts.ts';
import type { Role } from '../../packages/contract/src/roles.ts';

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

/** Signs in through the login dialog with e-mail and password. */
export async function signIn(page: Page, email: string, password: string) {
  const dialog = await openLogin(page);
  await dialog.getByLabel('E-mail', { exact: true }).fill(email);
  await dialog.getByLabel('Password', { exact: true }).fill(password);
  await dialog.getByRole('button', { name: 'Login' }).click();
  await expect(dialog).toBeHidden();
}

export async function signInAs(page: Page, role: Role) {
  const account = demoAccount(role);
  await signIn(page, account.email, account.password);
  return account;
}
