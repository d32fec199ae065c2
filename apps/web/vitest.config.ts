import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

/** Test files that replace a module with `vi.mock` run in a fresh worker each (vitest.isolated.config.ts). */
export const ISOLATED_TESTS = 'src/**/*.isolated.test.{ts,tsx}';

export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      name: 'web',
      environment: 'jsdom',
      include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts'],
      exclude: [ISOLATED_TESTS],
      setupFiles: ['../../packages/contract/src/testing/clock-setup.ts', './src/testing/setup.ts'],
      // Worker threads start a third faster than forked processes. Files share a worker and the
      // modules it loaded (React, Mantine, the router, the texts) instead of loading them again for
      // each file: a third of the time and a quarter of the processor. What a file could leave
      // behind (the API mock, the session, the language, toasts) is reset in the setup file.
      pool: 'threads',
      isolate: false,
      // Screen tests click and type through whole dialogs; a busy shared machine needs more than 5 s.
      testTimeout: 20_000,
    },
  }),
);
