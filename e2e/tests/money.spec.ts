import { customerInputOf } from '../../packages/contract/src/customers.ts';
import { createByApi, lessonTypeInput, signInByApi } from '../support/api.ts';
import { expect, test } from '../support/fixtures.ts';
import { shoot } from '../support/screens.ts';
import { signInAs } from '../support/sign-in.ts';

test.use({ locale: 'en-GB' });

test('a manager sells a package, the lesson attended uses a credit, a payment settles the balance and the outstanding list follows', async ({
  page,
  school,
}) => {
  test.slow();
  const tag = `M${Date.now().toString(36)}`;
  const { access_token: token } = await signInByApi(page.request, school.owner);
  const create = (path: string, data: Record<string, unknown>) => createByApi(page.request, token, path, data);
  const placeId = await create('/api/v1/places', {
    name: `${tag} Carcavelos`,
    type: 'beach',
    country: 'PT',
    address: '',
    latitude: 38.68,
    longitude: -9.33,
    capacity: null,
    notes: '',
    active: true,
  });
  const typeId = await create('/api/v1/event-types', lessonTypeInput(`${tag} Group`));
  await create('/api/v1/packages', {
    name: `${tag} Five lessons`,
    lessonTypeId: typeId,
    credits: 5,
    priceCents: 15000,
    validityDays: 365,
    description: '',
    status: 'active',
  });
  const customer = `${tag} Ana Costa`;
  const customerId = await create('/api/v1/customers', customerInputOf(customer, { country: 'PT' }));
  const lessonId = await create('/api/v1/events', {
    eventTypeId: typeId,
    title: `${tag} Morning group`,
    placeId,
    roomId: null,
    startsAt: '2027-03-10T09:00:00Z',
    durationMinutes: 90,
    color: null,
    capacity: null,
    comments: '',
    notes: '',
  });
  const booked = await page.request.post(`/api/v1/events/${lessonId}/customers`, {
    headers: { authorization: `Bearer ${token}` },
    data: { customerId },
  });
  expect(booked.status(), await booked.text()).toBe(200);

  await signInAs(page, await school.account('manager'), `/student/${customerId}`);
  await expect(page.getByRole('heading', { level: 1, name: customer })).toBeVisible();
  await expect(page.getByTestId('customer-balance')).toContainText('Settled');

  // Sell the package: a charge of 150.00 and five credits.
  await page.getByRole('button', { name: 'Sell' }).click();
  const sale = page.getByRole('dialog', { name: `Sell to ${customer}` });
  await sale
    .getByRole('textbox', { name: /^Package/ })
    .or(sale.getByRole('combobox', { name: /^Package/ }))
    .click();
  await page.getByRole('option', { name: `${tag} Five lessons · €150.00` }).click();
  await sale.getByRole('button', { name: 'Sell for €150.00' }).click();
  await expect(sale).toBeHidden();
  await expect(page.getByTestId('customer-balance')).toContainText('Owes €150.00');
  await expect(page.getByTestId('customer-credits')).toContainText('5');

  // The outstanding list names the charge, the newest first.
  await page.goto('/student');
  const outstanding = page.getByRole('region', { name: 'Outstanding payments' });
  // Both lists loaded first: the customers above the outstanding payments would otherwise push
  // the sort field out of view as they arrive, hiding its open list with it.
  await expect(page.getByTestId('customers').getByRole('link').first()).toBeVisible();
  await expect(outstanding.getByTestId('outstanding').getByRole('row').nth(1)).toBeVisible();
  await outstanding.getByRole('combobox', { name: 'Sort by' }).click();
  await page.getByRole('option', { name: 'Date, newest first' }).click();
  await expect(outstanding.getByTestId('outstanding')).toContainText(customer);
  await expect(outstanding.getByTestId('outstanding')).toContainText(`${tag} Five lessons`);

  // Attending the lesson uses one credit.
  await page.goto(`/lesson/${lessonId}`);
  await page
    .getByRole('radiogroup', { name: `Attendance of ${customer}` })
    .getByRole('radio', { name: 'Attended' })
    .click();
  await expect(page.getByText(`${customer}: Attended.`)).toBeVisible();
  await page.goto(`/student/${customerId}`);
  await expect(page.getByTestId('customer-credits')).toContainText('4');
  await expect(page.getByTestId('customer-lessons')).toContainText('1 credit');
  await shoot(page, 'customer-money', [375, 1280]);

  // A payment of what is owed settles it, and the outstanding list lets it go.
  await page.getByRole('button', { name: 'Take payment' }).click();
  const payment = page.getByRole('dialog', { name: `Payment from ${customer}` });
  await payment.getByRole('textbox', { name: 'Reference' }).fill('MBW 2211');
  await payment.getByRole('button', { name: 'Take payment' }).click();
  await expect(payment).toBeHidden();
  await expect(page.getByTestId('customer-balance')).toContainText('Settled');
  await expect(page.getByTestId('customer-payments')).toContainText('MBW 2211');
  await page.goto('/student');
  await expect(page.getByRole('region', { name: 'Outstanding payments' })).not.toContainText(customer);

  // Undoing the sale as a mistake: its 150.00 goes back on account, and the lesson its credit paid
  // is charged at its type's price, paid from that money.
  await page.goto(`/student/${customerId}`);
  await page.getByRole('button', { name: new RegExp(`^Undo the sale of ${tag} Five lessons`) }).click();
  const undo = page.getByRole('dialog', { name: `Undo a sale to ${customer}` });
  await undo.getByRole('textbox', { name: 'Reason' }).fill('Sold the wrong package');
  await undo.getByRole('button', { name: 'Undo sale' }).click();
  await expect(undo).toBeHidden();
  await expect(page.getByTestId('customer-balance')).toContainText('€115.00 in credit');
  await expect(page.getByTestId('customer-credits')).toContainText('0');
  await expect(page.getByTestId('customer-purchases')).toContainText('Sold the wrong package');
  await expect(page.getByTestId('customer-lessons')).toContainText('Charged');
  await shoot(page, 'customer-money-undone', [375, 1280]);
});
