import { daysBetween } from '../../packages/contract/src/staff.ts';
import { zonedParts, zonedToday } from '../../apps/web/src/lib/zoned-time.ts';
import { createByApi, lessonTypeInput, signInByApi } from '../support/api.ts';
import { expect, test } from '../support/fixtures.ts';
import { shoot } from '../support/screens.ts';
import { signInAs } from '../support/sign-in.ts';

test.use({ locale: 'en-GB' });

const LISBON = 'Europe/Lisbon';

test('a manager sets the tide beginners suit at a beach, plans a lesson from a suggested window, and sees its tide on /daily and the night and waters on /calendar', async ({
  page,
  school,
}) => {
  test.slow();
  const tag = `T${Date.now().toString(36)}`;
  const { access_token: token } = await signInByApi(page.request, school.owner);
  const bearer = { authorization: `Bearer ${token}` };
  const place = `${tag} Carcavelos`;
  const placeId = await createByApi(page.request, token, '/api/v1/places', {
    name: place,
    type: 'beach',
    country: 'PT',
    address: '',
    // On the coast near Cascais, a point of its own so that its marker is not under another test's.
    latitude: 38.6 + (Number.parseInt(tag.slice(-4), 36) % 97) / 1000,
    longitude: -9.34,
    capacity: null,
    notes: '',
    active: true,
  });
  const type = `${tag} First waves`;
  await createByApi(page.request, token, '/api/v1/event-types', lessonTypeInput(type, { color: '#0e7490' }));

  // On /place: beginners at this beach from low to mid tide.
  await signInAs(page, await school.account('manager'), `/place?q=${tag}`);
  await page.getByRole('button', { name: `Edit ${place}` }).click();
  const placeForm = page.getByRole('dialog', { name: `Edit ${place}` });
  const beginners = placeForm.getByRole('group', { name: 'Beginners' });
  await expect(placeForm.getByText(/Cascais/).first()).toBeVisible();
  await beginners.getByRole('button', { name: 'Low' }).click();
  await beginners.getByRole('button', { name: 'Mid' }).click();
  await expect(beginners.getByRole('button', { name: 'Low' })).toHaveAttribute('aria-pressed', 'true');
  await placeForm.getByRole('button', { name: 'Save' }).click();
  await expect(placeForm).toBeHidden();
  const saved = (await (await page.request.get(`/api/v1/places/${placeId}`, { headers: bearer })).json()) as {
    tideStates: { beginner: string[] };
  };
  expect(saved.tideStates.beginner).toEqual(['low', 'mid']);

  // On /calendar: a new lesson of the beginners' type at that beach, from its best window.
  await page.goto('/calendar');
  await page.getByRole('button', { name: 'Add lesson or event' }).first().click();
  const form = page.getByRole('dialog', { name: 'New lesson or event' });
  const field = (name: RegExp) => form.getByRole('textbox', { name }).or(form.getByRole('combobox', { name }));
  await field(/^Type/).click();
  await page.getByRole('option', { name: type }).click();
  await expect(form.getByRole('textbox', { name: /^Duration/ })).toHaveValue('90');
  await field(/^Place/).click();
  await page.getByRole('option', { name: place }).click();
  const suggestions = form.getByTestId('lesson-suggestions');
  await expect(suggestions.getByText(/not for navigation/)).toBeVisible();
  const best = suggestions.getByRole('button').first();
  await expect(best).toContainText(/(low|mid)( → (low|mid))* tide/);
  await shoot(page, 'lesson-suggestions', [375, 1280], { fullPage: false });
  await best.click();
  await expect(best).toHaveAttribute('aria-pressed', 'true');
  const day = await form.getByLabel(/^Day/).inputValue();
  const time = await form.getByLabel(/^Start/).inputValue();
  await form.getByRole('button', { name: 'Create' }).click();
  // In daylight and at the beginners' tide: planned without a warning to overrule.
  await expect(page.getByText(`“${type}” is on the schedule.`)).toBeVisible();
  await expect(form).toBeHidden();
  const listed = (await (
    await page.request.get('/api/v1/events', { headers: bearer, params: { q: tag, pageSize: 10 } })
  ).json()) as { items: { id: string; startsAt: string; placeId: string }[] };
  expect(listed.items).toHaveLength(1);
  expect(listed.items[0]?.placeId).toBe(placeId);
  expect(zonedParts(listed.items[0]?.startsAt ?? '', LISBON)).toEqual({ day, time });

  // The calendar's week with the beach's night shaded and its high and low waters marked.
  await page.getByRole('combobox', { name: 'Tides and daylight at' }).click();
  await page.getByRole('option', { name: place }).click();
  await page.getByText('Week', { exact: true }).click();
  // The calendar's weeks start on Monday: on a Sunday, tomorrow is the next week's.
  const today = zonedToday(LISBON);
  const daysSinceMonday = (new Date(`${today}T00:00:00Z`).getUTCDay() + 6) % 7;
  const ahead = Math.floor((daysBetween(today, day) + daysSinceMonday) / 7);
  for (let week = 0; week < ahead; week += 1) await page.getByRole('button', { name: 'Next' }).click();
  const calendar = page.getByTestId('calendar');
  await expect(calendar.getByText(type)).toBeVisible();
  await expect(calendar.locator('.lineup-night').first()).toBeVisible();
  await expect(calendar.getByTestId('calendar-tide-high').first()).toBeAttached();
  await expect(calendar.getByTestId('calendar-tide-low').first()).toBeAttached();
  await expect(page.getByTestId('calendar-conditions-legend')).toContainText('High water');
  await expect(page.getByTestId('calendar-conditions-credit')).toContainText(/Tide station Cascais/);
  await shoot(page, 'calendar-conditions-week', [1280]);
  // A phone plans by the day: the same night and waters in the day view.
  await page.setViewportSize({ width: 375, height: 740 });
  await page.getByText('Day', { exact: true }).click();
  await expect(calendar.locator('.lineup-night').first()).toBeVisible();
  await expect(calendar.getByTestId('calendar-tide-low').first()).toBeAttached();
  await shoot(page, 'calendar-conditions-day', [375]);

  // The lesson's day on /daily: the beach's tide, the sun's times and the lesson drawn on it.
  await page.goto('/daily');
  for (let next = daysBetween(zonedToday(LISBON), day); next > 0; next -= 1) {
    await page.getByRole('button', { name: 'Next day' }).click();
  }
  const conditions = page.getByRole('region', { name: 'Tides and daylight' });
  const chosen = conditions.getByRole('combobox', { name: 'Place' });
  if ((await chosen.inputValue()) !== place) {
    await chosen.click();
    await page.getByRole('option', { name: place }).click();
  }
  await expect(conditions.getByTestId('sunrise')).toContainText(/Sunrise \d/);
  await expect(conditions.getByTestId('tide-low').first()).toContainText(/Low water \d/);
  await expect(conditions.getByRole('figure')).toBeVisible();
  await shoot(page, 'daily-conditions', [375, 1280]);
});
