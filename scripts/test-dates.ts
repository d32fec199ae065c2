import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { parseClockSetting } from '@lineup/contract/clock';

// `npm run test:dates [-- --only ci] [--pg] [vitest filters…]`: the seed checks and the date-heavy
// tests, each run with the school's clock set (LINEUP_CLOCK) to a day that breaks date code. The
// instants are on Lisbon's clocks (the demo school's), where a day ends an hour after UTC's in summer.

interface Day {
  readonly at: string;
  readonly why: string;
  /** Run by `.ci/run` on every landing, with CI_FILES; the others by this script alone. */
  readonly ci?: boolean;
}

export const DAYS: readonly Day[] = [
  { at: '2027-04-30T23:30:00+01:00', why: 'the last day of a month, half an hour before it ends' },
  { at: '2027-05-01T00:30:00+01:00', why: 'the first day of a month, half an hour after it begins' },
  { at: '2028-02-29T10:00:00Z', why: '29 February' },
  { at: '2027-03-28T00:30:00Z', why: 'the spring clock change, half an hour before the clocks go forward' },
  { at: '2027-10-31T01:30:00+01:00', why: 'the autumn clock change, in the hour that comes twice' },
  { at: '2027-12-31T23:30:00Z', why: '31 December, half an hour before the year ends', ci: true },
  { at: '2028-01-01T00:30:00Z', why: '1 January, half an hour after the year begins' },
];

/** The tests that read today, this month or this year: the seeds, the schedule, the money and the reports. */
const FILES = [
  'packages/contract/src',
  'apps/server/src/seed',
  'apps/server/src/modules/money',
  'apps/server/src/modules/reports',
  'apps/server/src/modules/events',
  'apps/server/src/modules/conditions',
  'apps/server/src/modules/assistant',
  'apps/server/src/modules/staff',
  'apps/server/src/modules/works',
  'apps/server/src/modules/customers',
  'apps/server/src/db/day-month-totals.test.ts',
  'apps/server/src/db/staff-month-totals.test.ts',
];

/** What `.ci/run` asks on its day: the seeds' ledger and schedule, the money and the reports. */
const CI_FILES = [
  'apps/server/src/seed',
  'apps/server/src/modules/money',
  'apps/server/src/modules/reports',
  'apps/server/src/db/day-month-totals.test.ts',
  'apps/server/src/db/staff-month-totals.test.ts',
];

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    only: { type: 'string' },
    pg: { type: 'boolean', default: false },
    'output-dir': { type: 'string' },
  },
});

const root = path.resolve(import.meta.dirname, '..');
const days = DAYS.filter((day) => values.only !== 'ci' || day.ci);
const failed: string[] = [];
for (const day of days) {
  if (!parseClockSetting(day.at)) throw new Error(`Not a clock setting: ${day.at}`);
  console.log(`\n=== ${day.at}: ${day.why} ===`);
  const report = values['output-dir']
    ? [
        '--reporter=default',
        '--reporter=json',
        `--outputFile=${path.join(values['output-dir'], `dates-${day.at}.json`)}`,
      ]
    : [];
  const projects = values.pg ? ['--project', 'server*'] : ['--project', 'server*', '--project', 'contract'];
  const run = spawnSync(
    process.execPath,
    [
      path.join(root, 'node_modules/vitest/vitest.mjs'),
      'run',
      ...projects,
      ...report,
      ...(positionals.length > 0 ? positionals : values.only === 'ci' ? CI_FILES : FILES),
    ],
    {
      cwd: root,
      stdio: 'inherit',
      env: {
        ...process.env,
        LINEUP_CLOCK: day.at,
        ...(values.pg
          ? { TEST_DATABASE_URL: process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres' }
          : {}),
      },
    },
  );
  if (run.status !== 0) failed.push(`${day.at} (${day.why})`);
}
console.log(
  failed.length === 0
    ? `\nEvery test passed on each of ${days.length} days.`
    : `\nFailed on ${failed.length} of ${days.length} days:\n  ${failed.join('\n  ')}`,
);
process.exit(failed.length === 0 ? 0 : 1);
