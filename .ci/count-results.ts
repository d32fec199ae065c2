import { readFileSync } from 'node:fs';

// Prints "<passed> <failed>" for a Vitest or Playwright JSON report.
const report = JSON.parse(readFileSync(process.argv[2] ?? '', 'utf8')) as {
  numPassedTests?: number;
  numFailedTests?: number;
  numPendingTests?: number;
  numTodoTests?: number;
  stats?: { expected: number; unexpected: number; flaky: number; skipped: number };
};
if (report.stats) {
  const { expected, unexpected, flaky, skipped } = report.stats;
  // A skipped or flaky test is not a passing one.
  console.log(`${expected} ${unexpected + flaky + skipped}`);
} else {
  const skipped = (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
  console.log(`${report.numPassedTests ?? 0} ${(report.numFailedTests ?? 0) + skipped}`);
}
