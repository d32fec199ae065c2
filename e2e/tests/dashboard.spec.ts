import { readFile } from 'node:fs/promises';
import { expect, test } from '../support/fixtures.ts';
import { shoot } from '../support/screens.ts';
import { sideBar } from '../support/side-bar.ts';
import { signInAs } from '../support/sign-in.ts';
import { clock } from '../../packages/contract/src/clock.ts';

test.use({ locale: 'en-GB' });

/** This year and month on the demo school's clocks (Lisbon). */
function schoolMonth() {
  const [year, month] = clock.today('Europe/Lisbon').split('-');
  const name = new Intl.DateTimeFormat('en-GB', { month: 'long', timeZone: 'UTC' }).format(
    new Date(Date.UTC(2026, Number(month) - 1, 1)),
  );
  return { year: year ?? '', month: name };
}

test('the Owner reads the demo school’s dashboard for this month, follows a figure to its records, exports a table and narrows the charts', async ({
  page,
}) => {
  test.slow();
  await signInAs(page, 'owner', '/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  const filters = page.getByTestId('dashboard-filters');
  const choose = async (label: string, option: string) => {
    await filters.getByRole('combobox', { name: label }).click();
    await page.getByRole('option', { name: option, exact: true }).click();
  };
  const { year, month } = schoolMonth();
  await choose('Year', year);
  await choose('Month', month);

  // A tooltip last shown at a laptop chart's right edge stays within the chart as the window narrows.
  const daily = page.getByTestId('chart-daily-usage');
  const box = await daily.boundingBox();
  if (box) await page.mouse.move(box.x + box.width - 8, box.y + box.height / 2);

  // Every chart of the period, the outstanding list beneath them.
  for (const title of ['Daily usage', 'Monthly performance', 'Staff payments', 'Countries', 'Outstanding payments']) {
    await expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible();
  }
  const staffPayments = page.getByTestId('report-staff-payments');
  await expect(staffPayments.getByTestId('chart-staff-payments')).toBeVisible();
  await expect(page.getByTestId('outstanding')).toBeVisible();
  await shoot(page, 'dashboard');

  // The table of staff payments: a staff member's row opens the events and payments behind it,
  // and what they add up to is the row's.
  await staffPayments.getByText('Table', { exact: true }).click();
  const first = staffPayments.getByRole('button', { name: /^Show the records behind / }).first();
  const name = (await first.textContent()) ?? '';
  const table = staffPayments.getByTestId('table-staff-payments');
  const earned = (await table.getByRole('row').nth(1).getByRole('cell').nth(1).textContent()) ?? '';
  await first.click();
  const drawer = page.getByRole('dialog', { name: `Staff payments: ${name}` });
  await expect(drawer.getByTestId('trace-total-earnedCents')).toHaveText(earned);
  await expect(drawer.getByRole('link').first()).toHaveAttribute('href', /^\/lesson\//);
  await shoot(page, 'dashboard-records', [375, 1280], { fullPage: false });
  await drawer.getByRole('button', { name: 'Close' }).click();
  await expect(drawer).toBeHidden();

  // A report's table as a file spreadsheets open.
  const countries = page.getByRole('region', { name: 'Countries' });
  const downloading = page.waitForEvent('download');
  await countries.getByRole('button', { name: 'Download Countries as CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^countries-\d{4}-\d{2}\.csv$/);
  const csv = await readFile(await download.path(), 'utf8');
  expect(csv.charCodeAt(0)).toBe(0xfeff);
  const lines = csv.slice(1).trim().split(/\r?\n/);
  expect(lines[0]).toBe('Country,Customers');
  const total = lines.slice(1).reduce((sum, line) => sum + Number(line.split(',').at(-1)), 0);
  await expect(countries.getByTestId('report-countries-totals')).toContainText(String(total));

  // The chart types: each shows its reports only.
  await choose('Charts', 'Revenue only');
  await expect(page.getByRole('heading', { level: 2, name: 'Revenue trends' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Daily usage' })).toBeHidden();
  await choose('Charts', 'Performance only');
  await expect(page.getByRole('heading', { level: 2, name: 'Staff performance' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Revenue trends' })).toBeHidden();
  await choose('Charts', 'Distribution only');
  await expect(page.getByRole('heading', { level: 2, name: 'Package distribution' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Outstanding payments' })).toBeHidden();
  await shoot(page, 'dashboard-distribution', [375, 1280]);

  // The choices stay for the session: Calendar and back.
  await sideBar(page).getByRole('link', { name: 'Calendar' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Calendar' })).toBeVisible();
  await sideBar(page).getByRole('link', { name: 'Dashboard' }).click();
  await expect(filters.getByRole('combobox', { name: 'Charts' })).toHaveValue('Distribution only');
  await expect(filters.getByRole('combobox', { name: 'Year' })).toHaveValue(year);
});
