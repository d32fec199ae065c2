import { expect, test } from '../support/fixtures.ts';
import { activationLinkIn, resetLinkIn, waitForMail, waitForSms } from '../support/outbox.ts';
import { demoAccount, openLogin, signIn, signInAs } from '../support/sign-in.ts';

test('register, follow the e-mailed activation link, sign in and land on /user', async ({ page }) => {
  const email = `surfer-${Date.now()}@example.com`;
  const password = 'waves-all-day-42';
  const login = await openLogin(page);
  await login.getByRole('button', { name: 'Register' }).click();
  const signup = page.getByRole('dialog', { name: 'Register' });
  const register = signup.getByRole('button', { name: 'Register' });
  await expect(register).toBeDisabled();
  await signup.getByLabel('E-mail', { exact: true }).fill(email);
  await signup.getByLabel(/^Password/).fill(password);
  await register.click();

  const notice = page.getByRole('dialog', { name: 'Account Activation' });
  await expect(notice).toContainText(email);
  await expect(notice).toContainText(/inbox.*spam/);
  await expect(page.getByRole('alert').filter({ hasText: /activation link/ })).toBeVisible();

  const mail = await waitForMail(email);
  await page.goto(activationLinkIn(mail));
  const dialog = page.getByRole('dialog', { name: 'Login' });
  await expect(dialog.getByText('Account activated')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);

  await dialog.getByLabel('E-mail', { exact: true }).fill(email);
  await dialog.getByLabel('Password', { exact: true }).fill(password);
  await dialog.getByLabel('Password', { exact: true }).press('Enter');
  await expect(page).toHaveURL(/\/user$/);
  expect(await page.evaluate(() => localStorage.getItem('authToken'))).toBeTruthy();
  expect(await page.evaluate(() => localStorage.getItem('rememberedEmail'))).toBe(email);
});

test('a used or wrong activation link says so and offers a new e-mail', async ({ page }) => {
  await page.goto('/oauth/api/v1/activate?token=not-a-real-token');
  const dialog = page.getByRole('dialog', { name: 'Login' });
  await expect(dialog.getByRole('alert')).toContainText('Activation link not valid');
  const resend = dialog.getByRole('button', { name: 'Send a new activation e-mail' });
  await expect(resend).toBeDisabled();
  await dialog.getByLabel('E-mail', { exact: true }).fill('nobody@example.com');
  await resend.click();
  await expect(page.getByText(/new link is on its way/)).toBeVisible();
});

test('a wrong password says Wrong email/password and signs nobody in', async ({ page, school }) => {
  const dialog = await openLogin(page);
  // A failed attempt counts towards the account's lockout: this worker's own Owner takes it.
  await dialog.getByLabel('E-mail', { exact: true }).fill(school.owner.email);
  await dialog.getByLabel('Password', { exact: true }).fill('not-the-password');
  await dialog.getByRole('button', { name: 'Login' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Wrong email/password');
  await expect(page).toHaveURL(/\/\?|\/$/);
  expect(await page.evaluate(() => localStorage.getItem('authToken'))).toBeNull();
});

test('sign in by phone with the code from the SMS', async ({ page }) => {
  const staff = demoAccount('staff');
  const dialog = await openLogin(page, '&type=token');
  await expect(dialog.getByLabel('Password', { exact: true })).toHaveCount(0);
  const since = new Date(Date.now() - 1000);
  await dialog.getByLabel(/^Phone/).fill(staff.phone ?? '');
  await dialog.getByRole('button', { name: 'Send code' }).click();
  const sms = await waitForSms(staff.phone ?? '', since);
  const code = /\b(\d{6})\b/.exec(sms.text)?.[1] ?? '';
  await dialog.getByLabel(/^Code/).fill(code);
  await dialog.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/daily$/);
  await expect(page.getByRole('navigation', { name: 'Main menu' })).toContainText(staff.name);
});

test('logout empties the session but keeps the remembered e-mail, which the user can forget', async ({ page }) => {
  const manager = await signInAs(page, 'manager');
  await expect(page).toHaveURL(/\/daily$/);
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/$/);
  const storage = await page.evaluate(() => ({ ...localStorage }));
  expect(storage).toEqual({ rememberedEmail: manager.email });
  await page.goto('/daily');
  await expect(page).toHaveURL(/\/$/);

  const dialog = await openLogin(page);
  await expect(dialog.getByLabel('E-mail', { exact: true })).toHaveValue(manager.email);
  await dialog.getByRole('button', { name: 'Forget this e-mail' }).click();
  await expect(dialog.getByLabel('E-mail', { exact: true })).toHaveValue('');
  await openLogin(page);
  await expect(page.getByLabel('E-mail', { exact: true })).toHaveValue('');
});

test('Close and Escape shut the login dialog', async ({ page }) => {
  const dialog = await openLogin(page);
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
  await openLogin(page);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});

test('the plain User profile lands on /user', async ({ page }) => {
  await signIn(page, demoAccount('user').email, demoAccount('user').password);
  await expect(page).toHaveURL(/\/user$/);
});

test('forgot password: the mailed link sets a new one, which signs in while the old one fails', async ({ page }) => {
  const email = `forgetful-${Date.now()}@example.com`;
  const oldPassword = 'first-swell-of-the-day';
  const newPassword = 'second-swell-of-the-day';
  const registered = await page.request.post('/oauth/api/v1/register', { data: { email, password: oldPassword } });
  expect(registered.ok()).toBe(true);
  await page.goto(activationLinkIn(await waitForMail(email)));
  await expect(page.getByRole('dialog', { name: 'Login' }).getByText('Account activated')).toBeVisible();

  const login = page.getByRole('dialog', { name: 'Login' });
  await login.getByLabel('E-mail', { exact: true }).fill(email);
  await login.getByRole('button', { name: 'Forgot your password?' }).click();
  const forgot = page.getByRole('dialog', { name: 'Forgot your password?' });
  await expect(forgot.getByLabel('E-mail', { exact: true })).toHaveValue(email);
  const since = new Date(Date.now() - 1000);
  await forgot.getByRole('button', { name: 'Send link' }).click();
  await expect(forgot.getByRole('status')).toContainText('new password is on its way');

  // The activation mail came moments before: wait for the one that carries the reset link.
  await page.goto(resetLinkIn(await waitForMail(email, since, /\?reset=/)));
  const reset = page.getByRole('dialog', { name: 'Choose a new password' });
  await expect(page).toHaveURL(/\/$/);
  await reset.getByLabel(/^New password/).fill(newPassword);
  await reset.getByLabel('Repeat the new password').fill(newPassword);
  await reset.getByRole('button', { name: 'Save password' }).click();

  const again = page.getByRole('dialog', { name: 'Login' });
  await expect(again.getByText('Password changed')).toBeVisible();
  await again.getByLabel('E-mail', { exact: true }).fill(email);
  await again.getByLabel('Password', { exact: true }).fill(oldPassword);
  await again.getByRole('button', { name: 'Login' }).click();
  await expect(again.getByRole('alert').filter({ hasText: 'Wrong email/password' })).toBeVisible();
  await again.getByLabel('Password', { exact: true }).fill(newPassword);
  await again.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/user$/);
});
