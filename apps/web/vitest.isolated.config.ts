import { mergeConfig } from 'vitest/config';
import webConfig, { ISOLATED_TESTS } from './vitest.config.ts';

/**
 * The web tests that replace a module with `vi.mock`: each file in a worker of its own, so the mock
 * is what the app's modules load (the other files share their workers and the modules loaded there).
 */
const config = mergeConfig(webConfig, { test: { name: 'web-isolated', isolate: true } });
// Lists are merged by concatenation: these are set, not added to.
config.test = { ...config.test, include: [ISOLATED_TESTS], exclude: [] };

export default config;
