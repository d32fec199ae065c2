import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Every core: the default keeps one free, which on a two-core machine runs one file at a time.
    maxWorkers: '100%',
    projects: [
      'packages/contract',
      'apps/server',
      'apps/server/vitest.isolated.config.ts',
      'apps/web',
      'apps/web/vitest.isolated.config.ts',
    ],
  },
});
