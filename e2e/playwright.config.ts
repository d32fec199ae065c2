import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 3100);
// Debian's headless shell (package chromium-headless-shell) where installed: the same engine as
// its full Chromium without the browser's own interface, so a quarter less CPU per test.
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
const chrome = process.env.CHROME_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium');
// Each worker works in a school of its own (support/fixtures.ts); two suit this two-core machine.
const workers = Number(process.env.E2E_WORKERS ?? 2);

/** Runs against the production build on a fresh embedded database, in Debian's Chromium. */
export default defineConfig({
  testDir: './tests',
  outputDir: './test-results',
  fullyParallel: true,
  workers,
  retries: 0,
  // The suite shares two cores with both API test runs in `.ci/run`: a first page load in a cold
  // browser can take seconds there, so a step waits up to 15 s and a test up to a minute.
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: [['list'], ['json', { outputFile: 'test-results/results.json' }]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    // Recording a trace for every test, kept only on failure, nearly doubles each test's time in
    // the browser; E2E_TRACE=1 turns it on to look into a failure. A failure always leaves its
    // screenshot and the page's accessibility snapshot (error-context.md).
    trace: process.env.E2E_TRACE ? 'retain-on-failure' : 'off',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: chrome,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
  webServer: {
    command: 'node serve.ts',
    url: `http://127.0.0.1:${port}/api/health`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    env: { PORT: String(port) },
  },
});
