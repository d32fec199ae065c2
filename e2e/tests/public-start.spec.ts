import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';
import { text } from './public-texts.ts';

test.use({ locale: 'en-GB' });

test('the Start page shows every element of the spec', async ({ page }) => {
  await page.goto('/');
  const start = page.getByTestId('start-page');
  await expect(start).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('en', 'start.headline'));
  await expect(start).toContainText(text('en', 'app.tagline'));
  await expect(page.getByTestId('language-menu')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Privacy policy' }).first()).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Already a customer?' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Start now' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Register' })).toBeVisible();
  await expect(start).toContainText(text('en', 'start.description.text'));
  for (const feature of ['price', 'monitoring', 'usability', 'focus', 'analytics']) {
    await expect(page.getByTestId(`feature-${feature}`)).toContainText(text('en', `start.features.${feature}.title`));
  }
  await expect(page.getByRole('heading', { name: text('en', 'start.team.title') })).toBeVisible();
  const contact = page.getByTestId('start-contact');
  // The contact details come with the app, which loads as the reader nears them.
  await contact.scrollIntoViewIfNeeded();
  const config = (await (await page.request.get('/api/v1/public-config')).json()) as Record<string, string>;
  await expect(contact.getByRole('link', { name: config.contactPhone })).toHaveAttribute('href', /^tel:\+?\d+$/);
  await expect(contact.getByRole('link', { name: config.contactEmail })).toHaveAttribute(
    'href',
    `mailto:${config.contactEmail}`,
  );
  await expect(contact).toContainText('Lisbon, Portugal');
  await expect(page.getByTestId('privacy-balloon')).toBeVisible();
});

test('Login and Register open their dialogs', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('dialog', { name: 'Login' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByRole('dialog', { name: 'Register' })).toBeVisible();
});

test.describe('the privacy policy over the Start page', () => {
  test('opens from the header and closes with Back, returning to /', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Privacy policy' }).first().click();
    const overlay = page.getByRole('dialog', { name: 'Privacy policy' });
    await expect(overlay).toBeVisible();
    await expect(page).toHaveURL(/\/\?privacy=open$/);
    await expect(overlay.getByRole('heading', { level: 3 })).toHaveCount(9);
    await overlay.getByRole('button', { name: 'Back' }).click();
    await expect(overlay).toBeHidden();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByTestId('start-page')).toBeVisible();
  });

  test('closes with Escape, also when opened from a link', async ({ page }) => {
    await page.goto('/?privacy=open');
    const overlay = page.getByRole('dialog', { name: 'Privacy policy' });
    await expect(overlay).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(overlay).toBeHidden();
    await expect(page).toHaveURL(/\/$/);
  });

  test('opens from the floating balloon, which then goes away', async ({ page }) => {
    await page.goto('/');
    const balloon = page.getByTestId('privacy-balloon');
    await balloon.getByRole('button', { name: text('en', 'start.balloon.read') }).click();
    await expect(page.getByRole('dialog', { name: 'Privacy policy' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page).toHaveURL(/\/$/);
    await expect(balloon).toBeHidden();
  });

  test('leads to the privacy page to manage the data', async ({ page }) => {
    await page.goto('/?privacy=open');
    await page.getByRole('link', { name: text('en', 'start.overlay.manage') }).click();
    await expect(page).toHaveURL(/\/privacy$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy policy' })).toBeVisible();
  });
});

for (const width of [375, 768, 1280]) {
  test(`the Start page fits ${width} px without sideways scrolling`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/');
    await expect(page.getByTestId('start-contact')).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
}

/** The scripts the Start page's HTML names: its entry and what the entry imports. */
async function entryScripts(page: Page): Promise<Set<string>> {
  const html = await (await page.request.get('/')).text();
  return new Set(
    [...html.matchAll(/<(?:script|link)[^>]+(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((m) => m[1] ?? ''),
  );
}

test('the Start page runs only its entry script until the visitor begins to use it', async ({ page }) => {
  const sent = await entryScripts(page);
  const scripts: string[] = [];
  const early: string[] = [];
  // What the page reports (a markup it could not take over, a script that failed), shown if it fails.
  const said: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') said.push(message.text());
  });
  page.on('pageerror', (error) => said.push(error.message));
  // When the browser itself tells the page of the pointer (a move it makes up after a change of
  // layout under a resting cursor), that counts as the visitor beginning: the app may load then.
  await page.addInitScript(() => {
    const first = () => ((window as unknown as { firstIntent?: number }).firstIntent ??= Date.now());
    for (const name of ['pointerdown', 'pointermove', 'touchstart', 'keydown', 'focusin', 'wheel'])
      window.addEventListener(name, first, { capture: true, passive: true });
  });
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (!pathname.endsWith('.js')) return;
    scripts.push(pathname);
    if (!sent.has(pathname)) early.push(`${Date.now()} ${pathname}`);
  });
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  // The page is whole as the server sent it: its headline and its privacy balloon.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('en', 'start.headline'));
  await expect(page.getByTestId('privacy-balloon')).toBeVisible();
  expect(scripts.length).toBeGreaterThan(0);
  // No script but the entry before the first sign of use.
  const began = await page.evaluate(() => (window as unknown as { firstIntent?: number }).firstIntent);
  expect(early.filter((line) => began === undefined || Number(line.split(' ')[0]) < began)).toEqual([]);

  // A click before the app is there is given again once it is.
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(
    page.getByRole('dialog', { name: 'Login' }),
    `the page said: ${JSON.stringify(said)}; scripts loaded after the entry: ${JSON.stringify(early)}`,
  ).toBeVisible();
  expect(scripts.filter((script) => !sent.has(script)).length).toBeGreaterThan(0);
});

test('the Start page stays in place while the app’s stylesheets arrive, in any order', async ({ page }) => {
  // The stylesheets the app adds once in use.
  const sheets: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.endsWith('.css')) sheets.push(pathname);
  });
  await page.goto('/?login=true');
  await expect(page.getByRole('dialog', { name: 'Login' })).toBeVisible();
  expect(sheets.length).toBeGreaterThan(1);

  // The page as the server sent it, with each sheet alone and then all of them: a sheet that
  // arrives before the others must not move what the visitor is about to click. The app itself is
  // held back, so that only the sheets added here change the page.
  const entry = await entryScripts(page);
  await page.route(
    (url) => url.pathname.endsWith('.js') && !entry.has(url.pathname),
    () => undefined,
  );
  const places = () =>
    Promise.all(
      [
        page.getByRole('heading', { level: 1 }),
        page.getByRole('button', { name: 'Login' }),
        page.getByRole('button', { name: 'Register' }),
      ].map((element) => element.boundingBox()),
    );
  for (const added of [...sheets.map((sheet) => [sheet]), sheets]) {
    await page.goto('/');
    const before = await places();
    await page.evaluate(
      (hrefs) =>
        Promise.all(
          hrefs.map(
            (href) =>
              new Promise((resolve, reject) => {
                const link = Object.assign(document.createElement('link'), { rel: 'stylesheet', href });
                link.onload = resolve;
                link.onerror = reject;
                document.head.append(link);
              }),
          ),
        ),
      added,
    );
    expect(await places(), `with ${added.join(', ')}`).toEqual(before);
  }
});

test.describe('a visitor whose browser asks for French', () => {
  test.use({ locale: 'fr-FR' });

  test('clicks Login on a Start page sent in English: the app redraws it in French and opens its Login', async ({
    page,
  }) => {
    // The page as sent to an English reader: the app, reading French, draws it anew rather than taking it over.
    const english = await (await page.request.get('/', { headers: { 'accept-language': 'en' } })).text();
    await page.route('/', (route) => route.fulfill({ body: english, contentType: 'text/html; charset=utf-8' }));
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('en', 'start.headline'));
    await page.getByRole('button', { name: text('en', 'start.login') }).click();
    await expect(page.getByRole('dialog', { name: text('fr', 'auth.login.title') })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('fr', 'start.headline'));
  });
});

test('a visitor who closed the privacy balloon does not see it again before the app loads', async ({ page }) => {
  await page.addInitScript(() => window.localStorage.setItem('privacyNoticeDismissed', '2026-11-26'));
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByTestId('privacy-balloon')).toBeHidden();
});

test('a page whose app does not arrive loads again once, and then works', async ({ page }) => {
  // The first page cannot have the app's module, as when a newer version replaced its files.
  let pages = 0;
  page.on('request', (request) => {
    if (request.resourceType() === 'document') pages++;
  });
  await page.route(/\/assets\/boot-[^/]+\.js$/, (route) => (pages < 2 ? route.abort() : route.continue()));
  await page.goto('/?login=true');
  await expect(page.getByRole('dialog', { name: 'Login' })).toBeVisible();
  expect(pages).toBe(2);
});
