import type { Browser, Locator, Page } from '@playwright/test';
import { DEMO_SCHOOL_NAME } from '../../apps/server/src/seed/demo-accounts.ts';
import { expect, test } from '../support/fixtures.ts';
import { LAPTOP, shoot } from '../support/screens.ts';
import { activationLinkIn, invitationLinkIn, waitForMail } from '../support/outbox.ts';
import { expectSideBarOf, sideBar } from '../support/side-bar.ts';
import { openLogin, signIn, signInAs } from '../support/sign-in.ts';

/** Fills the Register dialog that `openLogin` (or an invitation link) left open, and follows the e-mailed link. */
async function registerAndActivate(page: Page, email: string, password: string) {
  const login = page.getByRole('dialog', { name: 'Login' });
  await login.getByRole('button', { name: 'Register' }).click();
  const signup = page.getByRole('dialog', { name: 'Register' });
  await signup.getByLabel('E-mail', { exact: true }).fill(email);
  await signup.getByLabel(/^Password/).fill(password);
  const since = new Date(Date.now() - 1000);
  await signup.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByRole('dialog', { name: 'Account Activation' })).toContainText(email);
  await page.goto(activationLinkIn(await waitForMail(email, since)));
  await expect(login.getByText('Account activated')).toBeVisible();
}

async function logout(page: Page) {
  await sideBar(page).getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/$/);
}

async function newPage(browser: Browser) {
  const context = await browser.newContext({ viewport: LAPTOP });
  return context.newPage();
}

const mySchools = (page: Page) => page.getByRole('region', { name: 'My schools' });

/** One entry of a list that is a table where there is room and a list of cards where there is not. */
const entry = (list: Locator, text: string) =>
  list.getByRole('row').or(list.getByRole('listitem')).filter({ hasText: text });

test.describe('a school from request to team', () => {
  test('a new user asks for a school, the Master approves and activates it, and the user is its Owner', async ({
    page,
    browser,
  }) => {
    test.slow();
    const stamp = `${Date.now()}-${test.info().parallelIndex}`;
    const founder = { email: `founder-${stamp}@example.com`, password: 'first-wave-of-the-day-1' };
    const school = `Peniche Test Surf ${stamp}`;
    await openLogin(page);
    await registerAndActivate(page, founder.email, founder.password);
    await signIn(page, founder.email, founder.password);
    await expect(page).toHaveURL(/\/user$/);
    await expectSideBarOf(page, 'user', founder.email);
    await expect(mySchools(page)).toContainText('You do not belong to any school yet.');
    await shoot(page, 'user-new');

    const request = page.getByRole('form', { name: 'Ask for a new school' });
    const send = request.getByRole('button', { name: 'Send request' });
    await expect(send).toBeDisabled();
    await request.getByLabel('School name').fill(school);
    await send.click();
    await expect(page.getByText(`Request sent: ${school} is waiting for approval.`)).toBeVisible();
    const requested = entry(mySchools(page), school);
    await expect(requested).toContainText('Owner');
    await expect(requested).toContainText('Pending');
    await expect(mySchools(page)).toContainText(`Your request for ${school} is waiting for approval`);
    await expect(request).toHaveCount(0);
    await shoot(page, 'user-pending');

    const master = await newPage(browser);
    await signInAs(master, 'master');
    await expect(master).toHaveURL(/\/daily$/);
    await sideBar(master).getByRole('link', { name: 'Administration' }).click();
    await expect(master).toHaveURL(/\/admin$/);
    await master.getByRole('searchbox', { name: 'Search' }).fill(school);
    const list = master.getByTestId('applications');
    await expect(entry(list, DEMO_SCHOOL_NAME)).toHaveCount(0);
    await expect(entry(list, 'Peniche Test Surf')).toHaveCount(1);
    const row = entry(list, school);
    await expect(row).toContainText(founder.email);
    await expect(row).toContainText('Pending');
    await shoot(master, 'admin-master');

    for (const [action, from, to] of [
      ['Approve', 'Pending', 'Approved'],
      ['Activate', 'Approved', 'Active'],
    ] as const) {
      await row.getByRole('button', { name: `Change the status of ${school}` }).click();
      await master.getByRole('menuitem', { name: action }).click();
      const confirm = master.getByRole('dialog', { name: action });
      await expect(confirm).toContainText(
        `Are you sure you want to change the status of ${school} from ${from} to ${to}?`,
      );
      await confirm.getByRole('button', { name: action }).click();
      await expect(confirm).toBeHidden();
      await expect(row).toContainText(to);
    }
    await row.getByRole('button', { name: school, exact: true }).click();
    const detail = master.getByRole('dialog', { name: school });
    await expect(detail.getByTestId('application-detail')).toContainText('Active');
    await expect(entry(detail, founder.email)).toContainText('Owner');
    await shoot(master, 'admin-detail');
    await master.context().close();

    await logout(page);
    await signInAs(page, founder);
    await expect(page).toHaveURL(/\/daily$/);
    const nav = await expectSideBarOf(page, 'owner', founder.email);
    await expect(nav.getByRole('group', { name: `School: ${school}` })).toBeVisible();
    await nav.getByRole('link', { name: 'Settings' }).click();
    await expect(page).toHaveURL(/\/settings$/);

    await nav.getByRole('link', { name: founder.email }).click();
    await expect(page).toHaveURL(/\/user$/);
    const mine = entry(mySchools(page), school);
    await expect(mine).toContainText('Owner');
    await expect(mine).toContainText('Active');
    await expect(mine).toContainText('Current');
    await expect(page.getByRole('region', { name: `Manage ${school}` })).toBeVisible();
    await expect(page.getByText(`Your school ${school} has been approved.`)).toBeVisible();
  });

  test('the Owner invites a Manager by e-mail, who joins through the link and gets the Manager side bar', async ({
    page,
    browser,
    school: { name: school, owner },
  }) => {
    test.slow();
    const invitee = {
      email: `manager-${Date.now()}-${test.info().parallelIndex}@example.com`,
      password: 'lessons-at-low-tide-2',
    };
    await signInAs(page, owner, '/user');
    const manage = page.getByRole('region', { name: `Manage ${school}` });
    await manage.getByRole('tab', { name: 'Invitations' }).click();
    const form = manage.getByRole('form', { name: 'Invite by e-mail' });
    const submit = form.getByRole('button', { name: 'Send invitation' });
    await expect(submit).toBeDisabled();
    await form.getByLabel('E-mail', { exact: true }).fill(invitee.email);
    await form.getByRole('combobox', { name: 'Role' }).click();
    await page.getByRole('option', { name: 'Manager' }).click();
    await expect(form.getByRole('combobox', { name: 'Role' })).toHaveValue('Manager');
    const since = new Date(Date.now() - 1000);
    await submit.click();
    await expect(page.getByText(`Invitation sent to ${invitee.email}.`)).toBeVisible();
    const sent = entry(manage.getByTestId('invitations'), invitee.email);
    await expect(sent).toContainText('Manager');
    await expect(sent).toContainText('Pending');

    const mail = await waitForMail(invitee.email, since);
    expect(mail.subject).toContain(school);
    expect(mail.text).toContain('as Manager');
    const guest = await newPage(browser);
    await guest.goto(invitationLinkIn(mail));
    // The token leaves the address at once; the visitor is asked to sign in (or register).
    await expect(guest.getByRole('dialog', { name: 'Login' })).toBeVisible();
    expect(guest.url()).not.toContain('invitation=');
    await registerAndActivate(guest, invitee.email, invitee.password);
    const login = guest.getByRole('dialog', { name: 'Login' });
    await login.getByLabel('E-mail', { exact: true }).fill(invitee.email);
    await login.getByLabel('Password', { exact: true }).fill(invitee.password);
    await login.getByRole('button', { name: 'Login' }).click();
    // Signed in as a plain User, the visitor lands on /user, where the kept invitation is accepted.
    await expect(guest).toHaveURL(/\/user$/);
    await expect(guest.getByText(`You joined ${school} as Manager.`)).toBeVisible();
    const joined = entry(mySchools(guest), school);
    await expect(joined).toContainText('Manager');
    await expect(joined).toContainText('Current');
    await expectSideBarOf(guest, 'manager', invitee.email);

    await logout(guest);
    await signInAs(guest, invitee);
    await expect(guest).toHaveURL(/\/daily$/);
    const nav = await expectSideBarOf(guest, 'manager', invitee.email);
    await expect(nav.getByRole('group', { name: `School: ${school}` })).toBeVisible();
    await guest.context().close();

    await page.reload();
    await manage.getByRole('tab', { name: 'Invitations' }).click();
    await expect(sent).toContainText('Accepted');
    await manage.getByRole('tab', { name: 'Members' }).click();
    await expect(entry(manage, invitee.email).getByRole('combobox', { name: /^Role of / })).toHaveValue('manager');
  });
});

test('the demo Owner’s account page, with the school’s people, fits a phone and a laptop', async ({ page }) => {
  const owner = await signInAs(page, 'owner', '/user');
  const manage = page.getByRole('region', { name: /^Manage / });
  await expect(manage.getByRole('tab', { name: 'Members' })).toBeVisible();
  await expect(entry(manage, owner.email)).toBeVisible();
  await shoot(page, 'user-owner');
  await manage.getByRole('tab', { name: 'Invitations' }).click();
  await expect(manage.getByRole('form', { name: 'Invite by e-mail' })).toBeVisible();
  await shoot(page, 'user-owner-invitations');
  // The school's log comes with its tab: its code is not part of the account page's first load.
  await manage.getByRole('tab', { name: 'Activity' }).click();
  await expect(entry(manage.getByTestId('audit-log'), 'Signed in').first()).toBeVisible();
});

test('the Master’s activity log fits a phone and a laptop', async ({ page }) => {
  await signInAs(page, 'master', '/admin');
  await page.getByRole('tab', { name: 'Activity log' }).click();
  await expect(page).toHaveURL(/\/admin\?tab=audit$/);
  // Other workers sign in meanwhile, by phone too: some sign-in of the log shows its method.
  await expect(
    entry(page.getByTestId('audit-log'), 'Signed in').filter({ hasText: 'Method: password' }).first(),
  ).toBeVisible();
  await shoot(page, 'admin-audit');
});
