import { expect, test } from '../support/fixtures.ts';
import { shoot } from '../support/screens.ts';
import { signInAs } from '../support/sign-in.ts';

// A 1×1 PNG: the logo a school uploads.
const PIXEL = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

test.describe('settings', () => {
  test('a manager sets the school’s contact, logo and defaults; they are there after a reload', async ({
    page,
    school,
  }) => {
    test.slow();
    await signInAs(page, await school.account('manager'), '/settings');
    const hub = page.getByTestId('settings-hub');
    await expect(hub.getByRole('link', { name: /Places/ })).toHaveAttribute('href', '/place');
    await expect(hub.getByRole('link', { name: /Transports/ })).toBeVisible();

    const form = page.getByTestId('settings-form');
    await expect(form.getByRole('textbox', { name: /School name/ })).toHaveValue(school.name);
    await form.getByRole('textbox', { name: 'Contact phone' }).fill('+351 912 000 111');
    await form.getByRole('textbox', { name: 'Contact e-mail' }).fill('not an address');
    await page.locator('input[type=file]').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: PIXEL });
    await expect(form.getByRole('img', { name: "The school's logo" })).toBeVisible();
    const pay = form.getByRole('textbox', { name: /Staff pay per lesson/ });
    await pay.fill('27.50');
    await form.getByRole('switch', { name: /Fit the map to the school's places/ }).uncheck();
    await form.getByRole('button', { name: 'Save settings' }).click();
    await expect(form.getByRole('textbox', { name: 'Contact e-mail' })).toHaveAccessibleDescription(
      'This is not in the expected format.',
    );
    await form.getByRole('textbox', { name: 'Contact e-mail' }).fill('hello@worker.example');
    await form.getByRole('button', { name: 'Save settings' }).click();
    await expect(page.getByText('Settings saved')).toBeVisible();
    await shoot(page, 'settings');

    await page.reload();
    await expect(form.getByRole('textbox', { name: 'Contact e-mail' })).toHaveValue('hello@worker.example');
    await expect(form.getByRole('textbox', { name: 'Contact phone' })).toHaveValue('+351 912 000 111');
    await expect(form.getByRole('textbox', { name: /Staff pay per lesson/ })).toHaveValue('€ 27.50');
    await expect(form.getByRole('img', { name: "The school's logo" })).toBeVisible();
  });
});
