import { defineConfig } from 'vitest/config';
import { ISOLATED_TESTS, serverTests } from './vitest.config.ts';

/** The server's tests that mock a module: each file in a worker of its own, so the mock stays in it. */
export default defineConfig({
  test: { ...serverTests, name: 'server-isolated', include: [ISOLATED_TESTS] },
});
