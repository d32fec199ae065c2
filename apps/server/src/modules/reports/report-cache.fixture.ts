import { afterAll, beforeAll, expect } from 'vitest';
import type { Report } from '@lineup/contract/reports';
import { twoSchools } from '#src/testing/schools.ts';
import { createTestApp, type TestApp } from '#src/testing/test-app.ts';
import { reportCacheOf } from './report-cache.ts';

/**
 * An app with two schools for the file's tests (made before them, closed after), and two views of
 * school A's reports: the countries report as a caller reads it, and how many reports are kept.
 */
export function keptReportsApp() {
  let t: TestApp;
  let s: Awaited<ReturnType<typeof twoSchools>>;
  beforeAll(async () => {
    t = await createTestApp();
    s = await twoSchools(t);
  });
  afterAll(() => t.close());
  return {
    app: () => t,
    schools: () => s,
    countries: async (caller = s.owner) => {
      const answer = await caller.call('GET', '/api/v1/reports/countries');
      expect(answer.statusCode, answer.body).toBe(200);
      return Object.fromEntries(answer.json<Report>().rows.map((row) => [row.key, row.values.customers]));
    },
    kept: () => reportCacheOf(t.database.db)?.count(s.schoolA),
  };
}
