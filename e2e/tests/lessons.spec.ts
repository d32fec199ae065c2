import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { customerInputOf } from '../../packages/contract/src/customers.ts';
import { staffInputOf } from '../../packages/contract/src/staff.ts';
import { zonedToday } from '../../apps/web/src/lib/zoned-time.ts';
import { createByApi, lessonTypeInput, signInByApi } from '../support/api.ts';
import { expect, test, type WorkerSchool } from '../support/fixtures.ts';
import { shoot } from '../support/screens.ts';
import { signInAs } from '../support/sign-in.ts';

test.use({ locale: 'en-GB' });

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** A place, a lesson type, two customers, an instructor and, at the same hour, a lesson that already has the second customer. */
async function scheduleOf(request: APIRequestContext, token: string, tag: string, day = '2027-03-10') {
  const create = (path: string, data: Record<string, unknown>) => createByApi(request, token, path, data);
  const placeId = await create('/api/v1/places', {
    name: `${tag} Carcavelos`,
    type: 'beach',
    country: 'PT',
    address: '',
    // A point of its own on the coast, so that its marker is not under another test's.
    latitude: 38.4 + (Number.parseInt(tag.slice(-4), 36) % 997) / 1000,
    longitude: -9.34,
    capacity: null,
    notes: '',
    active: true,
  });
  const typeId = await create('/api/v1/event-types', lessonTypeInput(`${tag} Dawn patrol`));
  const ana = `${tag} Ana Costa`;
  const bruno = `${tag} Bruno Dias`;
  await create('/api/v1/customers', customerInputOf(ana, { country: 'PT' }));
  const brunoId = await create('/api/v1/customers', customerInputOf(bruno, { country: 'PT' }));
  const instructor = `${tag} Rui Santos`;
  const staffId = await create(
    '/api/v1/staff',
    staffInputOf(instructor, { payPerLessonCents: 2500, languages: ['pt', 'en'] }),
  );
  const clash = `${tag} Kids club`;
  const clashId = await create('/api/v1/events', {
    eventTypeId: typeId,
    title: clash,
    placeId,
    roomId: null,
    startsAt: `${day}T09:30:00Z`,
    durationMinutes: 60,
    color: null,
    capacity: null,
    comments: '',
    notes: '',
  });
  const booked = await request.post(`/api/v1/events/${clashId}/customers`, {
    headers: bearer(token),
    data: { customerId: brunoId },
  });
  expect(booked.status(), await booked.text()).toBe(200);
  return {
    ana,
    bruno,
    brunoId,
    instructor,
    staffId,
    clash,
    type: `${tag} Dawn patrol`,
    place: `${tag} Carcavelos`,
  };
}

/** In the lesson form: the type, which fills the title and the duration, then the place. */
async function chooseTypeAndPlace(page: Page, form: Locator, plan: { type: string; place: string }) {
  const field = (name: RegExp) => form.getByRole('textbox', { name }).or(form.getByRole('combobox', { name }));
  await field(/^Type/).click();
  await page.getByRole('option', { name: plan.type }).click();
  await expect(form.getByRole('textbox', { name: /^Title/ })).toHaveValue(plan.type);
  await expect(form.getByRole('textbox', { name: /^Duration/ })).toHaveValue('90');
  await field(/^Place/).click();
  await page.getByRole('option', { name: plan.place }).click();
}

/**
 * As the manager on `/lesson`, the new-lesson form opened on `day` at `time` with the plan's type and
 * place chosen; the plan made through the API as the Owner.
 */
async function newLessonForm(page: Page, school: WorkerSchool, tag: string, day: string, time: string) {
  const { access_token: token } = await signInByApi(page.request, school.owner);
  const plan = await scheduleOf(page.request, token, tag);
  await signInAs(page, await school.account('manager'), '/lesson');
  await page.getByRole('button', { name: 'Add lesson or event' }).first().click();
  const form = page.getByRole('dialog', { name: 'New lesson or event' });
  await chooseTypeAndPlace(page, form, plan);
  await form.getByLabel(/^Day/).fill(day);
  await form.getByLabel(/^Start/).fill(time);
  return { token, plan, form };
}

test('a manager plans a lesson, books customers and an instructor; the instructor records attendance on a phone, and the laptop shows it live', async ({
  page,
  browser,
  school,
}) => {
  test.slow();
  const tag = `L${Date.now().toString(36)}`;
  const { token, plan, form } = await newLessonForm(page, school, tag, '2027-03-10', '09:00');
  const instructorAccount = await school.account('instructor');
  await form.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByText(`“${plan.type}” is on the schedule.`)).toBeVisible();
  await expect(form).toBeHidden();

  await page.getByRole('searchbox').fill(tag);
  const row = page
    .getByTestId('lessons')
    .locator('tr, li')
    .filter({ has: page.getByRole('link', { name: plan.type, exact: true }) });
  await expect(row).toContainText('0 of 8');
  await expect(row).toContainText('No instructor yet');
  await shoot(page, 'lessons');
  await row.getByRole('link', { name: plan.type }).click();
  await expect(page.getByRole('heading', { level: 1, name: plan.type })).toBeVisible();
  await expect(page.getByTestId('lesson-facts')).toContainText(/9:00\s?am – 10:30\s?am|09:00 – 10:30/i);

  // Customers: one booked; the other is already in the lesson at the same hour, and the engine says where.
  const customers = page.getByRole('region', { name: 'Customers' });
  const pick = async (section: typeof customers, field: RegExp, option: string) => {
    await section
      .getByRole('textbox', { name: field })
      .or(section.getByRole('combobox', { name: field }))
      .fill(tag);
    await page.getByRole('option', { name: option }).click();
    await section.getByRole('button', { name: 'Add' }).click();
  };
  await pick(customers, /^Customer/, plan.ana);
  await expect(page.getByText(`${plan.ana} booked.`)).toBeVisible();
  await pick(customers, /^Customer/, plan.bruno);
  await expect(page.getByText(new RegExp(`${plan.bruno} is already booked in "${plan.clash}"`))).toBeVisible();
  await expect(customers).not.toContainText(plan.bruno);

  const staff = page.getByRole('region', { name: 'Staff' });
  await pick(staff, /^Staff member/, plan.instructor);
  await expect(page.getByText(`${plan.instructor} added as Instructor.`)).toBeVisible();
  await expect(staff).toContainText('Instructor · Pay €25.00');
  await shoot(page, 'lesson');

  // The instructor, linked to the staff record, marks attendance on a phone.
  const linked = await page.request.put(`/api/v1/staff/${plan.staffId}/account`, {
    headers: bearer(token),
    data: { accountId: await accountIdOf(page.request, token, instructorAccount.email) },
  });
  expect(linked.status(), await linked.text()).toBe(200);
  const phone = await browser.newContext({ locale: 'en-GB', viewport: { width: 375, height: 740 } });
  try {
    const own = await phone.newPage();
    await signInAs(own, instructorAccount, page.url().replace(/^https?:\/\/[^/]+/, ''));
    const attendance = own.getByRole('radiogroup', { name: `Attendance of ${plan.ana}` });
    await attendance.getByRole('radio', { name: 'Attended' }).click();
    await expect(own.getByText(`${plan.ana}: Attended.`)).toBeVisible();
    await expect(attendance.getByRole('radio', { name: 'Attended' })).toHaveAttribute('aria-checked', 'true');
    await expect(own.getByRole('button', { name: `Edit ${plan.type}` })).toHaveCount(0);
    await shoot(own, 'lesson-instructor', [375]);
  } finally {
    await phone.close();
    // The worker's instructor account goes back unlinked for the other tests.
    await page.request.put(`/api/v1/staff/${plan.staffId}/account`, {
      headers: bearer(token),
      data: { accountId: null },
    });
  }

  // On the laptop, still open, the attendance shows without a reload; attended, the lesson stays
  // in the history and is not deleted.
  await expect(
    page.getByRole('radiogroup', { name: `Attendance of ${plan.ana}` }).getByRole('radio', { name: 'Attended' }),
  ).toHaveAttribute('aria-checked', 'true', { timeout: 5_000 });
  await page.getByRole('button', { name: `Delete ${plan.type}` }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('dialog')).toContainText('stays in the history');
});

test('a manager plans a lesson every Tuesday and Thursday, books a customer in the following ones and cancels the rest of the series', async ({
  page,
  school,
}) => {
  test.slow();
  const tag = `R${Date.now().toString(36)}`;
  const { plan, form } = await newLessonForm(page, school, tag, '2027-04-06', '08:00');
  await form.getByRole('switch', { name: /Repeat weekly/ }).check();
  // Tuesday, the first lesson's day, is chosen already.
  await expect(form.getByRole('checkbox', { name: 'Tue' })).toBeChecked();
  await form.getByText('Thu', { exact: true }).click();
  await expect(form.getByRole('checkbox', { name: 'Thu' })).toBeChecked();
  await form.getByRole('textbox', { name: /^Times in all/ }).fill('4');
  await form.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByText(`“${plan.type}” is on the schedule.`)).toBeVisible();

  await page.getByRole('searchbox').fill(tag);
  const rows = page
    .getByTestId('lessons')
    .locator('tr, li')
    .filter({ has: page.getByRole('link', { name: plan.type, exact: true }) });
  await expect(rows).toHaveCount(4);
  // The list may still be taking in the series as it arrives live: the click is tried again until the page opens.
  await expect(async () => {
    await rows.nth(1).getByRole('link', { name: plan.type }).click({ timeout: 2_000 });
    await expect(page.getByTestId('lesson-series')).toBeVisible({ timeout: 2_000 });
  }).toPass();
  await expect(page.getByTestId('lesson-series')).toContainText(/Weekly on Tue, Thu · 2 of 4/);

  const customers = page.getByRole('region', { name: 'Customers' });
  await customers
    .getByRole('textbox', { name: /^Customer/ })
    .or(customers.getByRole('combobox', { name: /^Customer/ }))
    .fill(tag);
  await page.getByRole('option', { name: plan.ana }).click();
  await customers.getByRole('combobox', { name: 'Which lessons' }).click();
  await page.getByRole('option', { name: 'This one and the following (3)' }).click();
  await customers.getByRole('button', { name: 'Add' }).click();
  await expect(page.getByText(`${plan.ana} booked.`)).toBeVisible();

  await page.getByRole('button', { name: 'Cancel event' }).click();
  const cancel = page.getByRole('dialog', { name: `Cancel ${plan.type}` });
  await cancel.getByRole('textbox', { name: /Reason/ }).fill('Spring break');
  await cancel.getByRole('radio', { name: 'This one and the following (3)' }).check();
  await shoot(page, 'lesson-series-cancel');
  await cancel.getByRole('button', { name: 'Cancel the event' }).click();
  await expect(page.getByTestId('lesson-cancelled')).toContainText('Spring break');

  await page.getByRole('link', { name: 'All lessons and events' }).click();
  await page.getByRole('searchbox').fill(tag);
  await expect(rows).toHaveCount(4);
  await expect(rows.filter({ hasText: 'Cancelled' })).toHaveCount(3);
  await expect(rows.first()).toContainText('0 of 8');
  await expect(rows.nth(1)).toContainText('1 of 8');
});

async function accountIdOf(request: APIRequestContext, token: string, email: string): Promise<string> {
  const answer = await request.get('/api/v1/staff/accounts', { headers: bearer(token) });
  expect(answer.status()).toBe(200);
  const body = (await answer.json()) as
    { accountId: string; email: string }[] | { items: { accountId: string; email: string }[] };
  const options = Array.isArray(body) ? body : body.items;
  const found = options.find((option) => option.email === email);
  if (!found) throw new Error(`${email} is not a member to link`);
  return found.accountId;
}

/** The calendar's Day view, from its view switch. */
async function dayView(page: Page) {
  await page.getByRole('radiogroup', { name: 'View' }).getByText('Day', { exact: true }).click();
  await expect(page.getByRole('radio', { name: 'Day' })).toBeChecked();
}

test('a manager plans a lesson from an empty slot of the calendar, drags it onto a clash and back, and lengthens it', async ({
  page,
  school,
}) => {
  test.slow();
  const tag = `C${Date.now().toString(36)}`;
  const { access_token: token } = await signInByApi(page.request, school.owner);
  const today = zonedToday('Europe/Lisbon');
  // In winter Lisbon's clocks are UTC's; the test's hours are on the school's clocks either way.
  const plan = await scheduleOf(page.request, token, tag, today);
  // Tall enough for the whole day: drags start and end on screen.
  await page.setViewportSize({ width: 1280, height: 2000 });
  await signInAs(page, await school.account('manager'), '/calendar');
  await dayView(page);
  await page
    .getByLabel(/^Place/)
    .first()
    .fill(tag);
  await page.getByRole('option', { name: plan.place }).click();
  const calendar = page.getByTestId('calendar');
  await expect(calendar.getByText(plan.clash)).toBeVisible();
  const lane = (time: string) => calendar.locator(`[data-time="${time}:00"]`).last();

  // A click on 14:00 opens the form there.
  // The events' layer lies over the lanes: a click there is the user's click on the slot.
  await lane('14:00').scrollIntoViewIfNeeded();
  const slot = await lane('14:00').boundingBox();
  if (!slot) throw new Error('the calendar is not laid out');
  await page.mouse.click(slot.x + slot.width / 2, slot.y + 5);
  const form = page.getByRole('dialog', { name: 'New lesson or event' });
  await expect(form.getByLabel(/^Start/)).toHaveValue('14:00');
  await expect(form.getByLabel(/^Day/)).toHaveValue(today);
  await chooseTypeAndPlace(page, form, plan);
  await form.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByText(`“${plan.type}” is on the schedule.`)).toBeVisible();
  const lesson = calendar
    .getByRole('button')
    .filter({ hasText: plan.type })
    .filter({ hasText: /14:00|2:00/ });
  await expect(lesson).toBeVisible();
  const created = (await (
    await page.request.get(`/api/v1/events?from=${today}&to=${today}&q=${encodeURIComponent(plan.type)}`, {
      headers: bearer(token),
    })
  ).json()) as { items: { id: string; title: string }[] };
  const id = created.items.find((event) => event.title === plan.type)?.id ?? '';
  const booked = await page.request.post(`/api/v1/events/${id}/customers`, {
    headers: bearer(token),
    data: { customerId: plan.brunoId },
  });
  expect(booked.status()).toBe(200);
  await page.reload();
  await dayView(page);

  /** Drags from a point of the event to the top of a time's lane. */
  const drag = async (from: 'middle' | 'bottom', time: string) => {
    const box = await lesson.boundingBox();
    const target = await lane(time).boundingBox();
    if (!box || !target) throw new Error('the calendar is not laid out');
    const x = box.x + box.width / 2;
    await page.mouse.move(x, from === 'middle' ? box.y + 12 : box.y + box.height - 3);
    await page.mouse.down();
    await page.mouse.move(x, target.y + 6, { steps: 12 });
    await page.mouse.up();
  };
  const startOf = async () =>
    (await (await page.request.get(`/api/v1/events/${id}`, { headers: bearer(token) })).json()) as {
      startsAt: string;
      durationMinutes: number;
    };

  // Bruno is in the 9:30 lesson already: the engine says so and the lesson stays at 14:00.
  await drag('middle', '09:30');
  await expect(page.getByText(new RegExp(`${plan.bruno} is already booked in "${plan.clash}"`))).toBeVisible();
  await expect(lesson).toBeVisible();
  const before = await startOf();
  expect(before.durationMinutes).toBe(90);

  // Its end dragged from 15:30 into the half hour that ends at 16:00: two hours.
  await drag('bottom', '15:30');
  await expect(page.getByText(`“${plan.type}” moved.`)).toBeVisible();
  await expect.poll(async () => (await startOf()).durationMinutes).toBe(120);
  expect((await startOf()).startsAt).toBe(before.startsAt);
  await shoot(page, 'calendar');
});

test("the day on /daily: today's lessons in time order and their places on the map, each choosing the other", async ({
  page,
  school,
}) => {
  test.slow();
  const tag = `D${Date.now().toString(36)}`;
  const { access_token: token } = await signInByApi(page.request, school.owner);
  const plan = await scheduleOf(page.request, token, tag, zonedToday('Europe/Lisbon'));
  await signInAs(page, await school.account('instructor'), '/daily');
  const list = page.getByRole('list', { name: "The day's lessons and events" });
  const row = list.getByTestId('day-event').filter({ hasText: plan.clash });
  await expect(row).toContainText('9:30');
  await expect(row).toContainText(plan.place);
  const marker = page.getByRole('button', { name: `${plan.place}: 1 lesson or event` });
  await expect(marker).toBeVisible();
  await marker.click();
  await expect(row.getByRole('button', { name: plan.place })).toHaveAttribute('aria-pressed', 'true');
  await expect(list.getByTestId('day-event')).toHaveCount(1);
  // The chosen place's tide and daylight, its lesson drawn on the tide.
  const conditions = page.getByRole('region', { name: 'Tides and daylight' });
  await expect(conditions.getByRole('combobox', { name: 'Place' })).toHaveValue(plan.place);
  await expect(conditions.getByTestId('sunrise')).toContainText(/Sunrise \d/);
  await expect(conditions.getByTestId('tide-high').first()).toContainText(/High water \d/);
  await expect(conditions.getByRole('figure')).toBeVisible();
  await page.getByRole('button', { name: 'All places' }).click();
  await expect(row.getByRole('button', { name: plan.place })).toHaveAttribute('aria-pressed', 'false');
  await shoot(page, 'daily');
  await row.getByRole('link', { name: plan.clash }).click();
  await expect(page.getByRole('heading', { level: 1, name: plan.clash })).toBeVisible();
});
