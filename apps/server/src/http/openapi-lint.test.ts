import { createConfig, lintFromString } from '@redocly/openapi-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#src/testing/test-app.ts';

describe('the published OpenAPI document', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ config: { PUBLIC_URL: 'https://surf.lineup.school' } });
  });
  afterAll(() => t.close());

  it("passes Redocly's recommended ruleset without an error, so clients can be generated from it", async () => {
    const config = await createConfig({ extends: ['recommended'] });
    const problems = await lintFromString({ source: JSON.stringify(t.app.swagger()), config });
    const lines = problems.map(
      (problem) =>
        `${problem.severity} ${problem.ruleId}: ${problem.message} at ${problem.location[0]?.pointer ?? '(document)'}`,
    );
    const warnings = lines.filter((line) => line.startsWith('warn'));
    // Warnings are listed for whoever reads the test output; errors fail the test.
    if (warnings.length > 0) console.warn(`Redocly warnings (${warnings.length}):\n${warnings.join('\n')}`);
    expect(lines.filter((line) => line.startsWith('error'))).toEqual([]);
  });

  it('names the server at the public address', () => {
    expect(t.app.swagger()).toMatchObject({ servers: [{ url: 'https://surf.lineup.school' }] });
  });
});
