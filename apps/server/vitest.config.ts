import { defineConfig, type ViteUserConfig } from 'vitest/config';

/** Test files that replace a module with `vi.mock` run in a fresh worker each (vitest.isolated.config.ts). */
export const ISOLATED_TESTS = 'src/**/*.isolated.test.ts';

/** What both server projects share. */
export const serverTests: NonNullable<ViteUserConfig['test']> = {
  environment: 'node',
  globalSetup: ['src/testing/global-setup.ts'],
  setupFiles: ['../../packages/contract/src/testing/clock-setup.ts'],
  testTimeout: 30_000,
  hookTimeout: 60_000,
  // What arrives on its own (a mail, a notification) can take seconds while the suite fills both cores.
  expect: { poll: { timeout: 15_000 } },
};

export default defineConfig({
  test: {
    ...serverTests,
    name: 'server',
    // *.pg-test.ts need a PostgreSQL server: they run in the PostgreSQL pass (`npm run test:pg`).
    include: ['src/**/*.test.ts', ...(process.env.TEST_DATABASE_URL ? ['src/**/*.pg-test.ts'] : [])],
    // `npm start` runs on its embedded database whatever TEST_DATABASE_URL says: the PGlite pass has it.
    exclude: [ISOLATED_TESTS, ...(process.env.TEST_DATABASE_URL ? ['src/start.test.ts'] : [])],
    // Every file builds its own app on its own database, so files share a worker and the modules
    // it loaded (PGlite's WebAssembly among them) instead of loading them again for each file.
    // Workers are processes, not threads: V8 keeps one registry of the machine code of every thread
    // of a process, and with PGlite instances compiled, run and freed in two threads at once it
    // aborted the whole run now and then ("Check failed: jit_page_->allocations_.erase(addr)",
    // nodejs/node#64500), taking every file still to run with it.
    pool: 'forks',
    isolate: false,
  },
});
