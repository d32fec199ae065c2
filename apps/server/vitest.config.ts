import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'server',
    // *.pg-test.ts need a PostgreSQL server: they run in the PostgreSQL pass (`npm run test:pg`).
    include: ['src/**/*.test.ts', ...(process.env.TEST_DATABASE_URL ? ['src/**/*.pg-test.ts'] : [])],
    environment: 'node',
    globalSetup: ['src/testing/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
