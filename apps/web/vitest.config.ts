import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      name: 'web',
      environment: 'jsdom',
      include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts'],
      setupFiles: ['./src/testing/setup.ts'],
      // Worker threads start a third faster than forked processes; each file still gets its own.
      pool: 'threads',
      // Screen tests click and type through whole dialogs; a busy shared machine needs more than 5 s.
      testTimeout: 20_000,
    },
  }),
);
