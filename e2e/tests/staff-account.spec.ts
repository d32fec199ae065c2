import { createByApi, signInByApi } from '../support/api.ts';
import { expect, test } from '../support/fixtures.ts';
import { signInAs } from '../support/sign-in.ts';

test.use({ locale: 'en-GB' });

test('a manager links a staff record to the Instructor account, who then sees it and moves their own work', async ({
  page,
  browser,
  school,
}) => {
  const tag = `s${Date.now().toString(36)}`;
  const name = `${tag} Joana Reis`;
  const instructor = await school.account('instructor');
  const manager = await school.account('manager');
  const { access_token: token } = await signInByApi(page.request, school.owner);
  const staffId = await createByApi(page.request, token, '/api/v1/staff', {
    name,
    email: `joana.${tag}@example.com`,
    phone: '',
    functions: ['instructor'],
    payPerLessonCents: 2400,
    payPerEventCents: null,
    languages: ['pt', 'en'],
    certifications: [{ name: 'ISA Level 1 Surf Instructor', expiresOn: null }],
    availability: [{ weekday: 2, from: '08:00', to: '12:00' }],
    notes: '',
    active: true,
  });
  await createByApi(page.request, token, '/api/v1/works', {
    title: `${tag} Wax the soft-tops`,
    description: '',
    kind: 'task',
    equipmentId: null,
    equipmentQuantity: null,
    transportId: null,
    assigneeId: staffId,
    dueOn: null,
    priority: 'medium',
    status: 'open',
    costCents: null,
    supplierId: null,
  });

  await signInAs(page, manager, `/staff/${staffId}`);
  const card = page.getByTestId('staff-account');
  await expect(card).toBeVisible();
  await card.getByRole('button', { name: 'Link account' }).click();
  const dialog = page.getByRole('dialog', { name: `Link ${name} to a member account` });
  await dialog
    .getByRole('textbox', { name: 'Member' })
    .or(dialog.getByRole('combobox', { name: 'Member' }))
    .click();
  await page.getByRole('option', { name: new RegExp(instructor.email.replace(/[.+]/g, '\\$&')) }).click();
  await dialog.getByRole('button', { name: 'Link', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(card).toContainText(instructor.email);
  await expect(card).toContainText('Instructor');

  // The instructor, in a browser of their own, finds their record from their profile.
  const context = await browser.newContext({ locale: 'en-GB' });
  const own = await context.newPage();
  await signInAs(own, instructor, '/user');
  await own.getByRole('link', { name: /your staff record/i }).click();
  await expect(own).toHaveURL(new RegExp(`/staff/${staffId}$`));
  await expect(own.getByRole('heading', { name })).toBeVisible();
  await expect(own.getByText('ISA Level 1 Surf Instructor')).toBeVisible();
  await expect(own.getByRole('button', { name: `Edit ${name}` })).toHaveCount(0);
  await expect(own.getByRole('link', { name: 'All staff' })).toHaveCount(0);

  // Their work: they move it on from the works list.
  await own.goto('/works');
  const row = own
    .getByTestId('works')
    .locator('tr, li')
    .filter({ hasText: `${tag} Wax the soft-tops` });
  await expect(row).toBeVisible();
  await row.getByRole('button', { name: `Start ${tag} Wax the soft-tops` }).click();
  await expect(row).toContainText('In progress');
  await context.close();

  // Unlinked, the record is theirs no more.
  await card.getByRole('button', { name: 'Unlink' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Unlink' }).click();
  await expect(card).toContainText(/cannot sign in|not linked/i);
});
