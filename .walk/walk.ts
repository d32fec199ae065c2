import { chromium, type Page } from 'playwright-core';

const base = process.env.BASE ?? 'http://127.0.0.1:3200';
const out = process.env.OUT ?? '/tmp/walk';
const args = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args });

async function shot(page: Page, name: string) {
  await page.waitForTimeout(400);
  await page.screenshot({ path: `${out}/${name}.png`, fullPage: false });
}

async function signIn(page: Page, email: string, password: string) {
  await page.goto(`${base}/?login=true`);
  const dialog = page.getByRole('dialog', { name: 'Login' });
  await dialog.getByLabel('E-mail', { exact: true }).fill(email);
  await dialog.getByLabel('Password', { exact: true }).fill(password);
  await dialog.getByRole('button', { name: 'Login' }).click();
  await dialog.waitFor({ state: 'hidden' });
}

for (const width of [375, 1280]) {
  const context = await browser.newContext({ viewport: { width, height: width === 375 ? 812 : 900 }, locale: 'en-GB' });
  const page = await context.newPage();
  await page.goto(base);
  await shot(page, `${width}-01-start`);
  await page.goto(`${base}/?login=true`);
  await shot(page, `${width}-02-login`);
  const login = page.getByRole('dialog', { name: 'Login' });
  await login.getByLabel('E-mail', { exact: true }).fill('owner@demo.lineup.surf');
  await login.getByLabel('Password', { exact: true }).fill('wrong-password-here');
  await login.getByRole('button', { name: 'Login' }).click();
  await shot(page, `${width}-03-login-wrong`);
  await page.getByRole('button', { name: /Forgot your password/i }).click();
  await shot(page, `${width}-04-forgot`);
  await page.keyboard.press('Escape');
  await signIn(page, 'admin@demo.lineup.surf', 'lineup-demo-admin');
  await page.goto(`${base}/`);
  await shot(page, `${width}-05-start-signed-in`);
  await page.goto(`${base}/user`);
  await page.waitForLoadState('networkidle');
  await shot(page, `${width}-06-user`);
  const roleSelect = page.getByRole('textbox', { name: /^Role/ }).first();
  if (await roleSelect.count()) {
    await roleSelect.scrollIntoViewIfNeeded();
    await roleSelect.click();
    await shot(page, `${width}-07-invite-roles`);
    await page.keyboard.press('Escape');
  }
  const name = page.getByLabel('Name', { exact: true }).first();
  await name.fill('x'.repeat(400));
  await name.press('Enter');
  await shot(page, `${width}-08-name-too-long`);
  // The session ends elsewhere: the next call is refused and the page says so.
  const token = await page.evaluate(() => Object.entries(localStorage).find(([key]) => /token/i.test(key))?.[1]);
  await fetch(`${base}/oauth/api/v1/signout`, { method: 'POST', headers: { authorization: `Bearer ${String(token).replaceAll('"', '')}` } });
  await page.goto(`${base}/user`);
  await shot(page, `${width}-09-session-ended`);
  await context.close();

  const master = await browser.newContext({ viewport: { width, height: 900 }, locale: 'en-GB' });
  const mpage = await master.newPage();
  await signIn(mpage, 'master@demo.lineup.surf', 'lineup-demo-master');
  await mpage.route('**/api/v1/admin/**', (route) => route.abort());
  await mpage.goto(`${base}/admin`);
  await mpage.getByRole('button', { name: 'Retry' }).first().waitFor({ timeout: 30000 });
  await shot(mpage, `${width}-10-admin-offline`);
  await master.close();
}
await browser.close();
