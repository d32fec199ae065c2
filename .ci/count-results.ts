import { readFileSync } from 'node:fs';

// Prints "<passed> <failed>" for a Vitest or Playwright JSON report, and on standard error the
// tests that failed, so the end of a run names them.
interface VitestFile {
  name: string;
  status?: string;
  message?: string;
  assertionResults?: { fullName?: string; title?: string; status: string; failureMessages?: string[] }[];
}
interface PlaywrightSuite {
  title?: string;
  file?: string;
  specs?: { title: string; ok: boolean; file?: string; line?: number }[];
  suites?: PlaywrightSuite[];
}
const report = JSON.parse(readFileSync(process.argv[2] ?? '', 'utf8')) as {
  numPassedTests?: number;
  numFailedTests?: number;
  numPendingTests?: number;
  numTodoTests?: number;
  testResults?: VitestFile[];
  stats?: { expected: number; unexpected: number; flaky: number; skipped: number };
  suites?: PlaywrightSuite[];
};

const firstLine = (text: string | undefined) => (text ?? '').split('\n', 1)[0]?.slice(0, 300) ?? '';

if (report.stats) {
  const { expected, unexpected, flaky, skipped } = report.stats;
  const walk = (suite: PlaywrightSuite, path: string[]): void => {
    const here = suite.title ? [...path, suite.title] : path;
    for (const spec of suite.specs ?? []) {
      if (!spec.ok)
        console.error(
          `failed: ${spec.file ?? suite.file ?? ''}:${spec.line ?? ''} ${[...here, spec.title].join(' › ')}`,
        );
    }
    for (const inner of suite.suites ?? []) walk(inner, here);
  };
  for (const suite of report.suites ?? []) walk(suite, []);
  // A skipped or flaky test is not a passing one.
  console.log(`${expected} ${unexpected + flaky + skipped}`);
} else {
  for (const file of report.testResults ?? []) {
    const failed = (file.assertionResults ?? []).filter((test) => test.status === 'failed');
    for (const test of failed) {
      console.error(
        `failed: ${file.name} › ${test.fullName ?? test.title ?? ''}: ${firstLine(test.failureMessages?.[0])}`,
      );
    }
    if (failed.length === 0 && file.status === 'failed')
      console.error(`failed: ${file.name}: ${firstLine(file.message)}`);
  }
  const skipped = (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
  console.log(`${report.numPassedTests ?? 0} ${(report.numFailedTests ?? 0) + skipped}`);
}
