import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { desktopConfig, type Flags, type RunnerResult } from 'lighthouse';
import { CHROME_FLAGS, seedStorage, signIn, startApp } from './lighthouse-kit.ts';

// Lighthouse (performance) on `/` and on the signed-in `/user`, mobile and desktop, in Debian's Chromium,
// against the app started as `npm start` starts it, in a process of its own on a fresh data directory.
// Usage: node bench/lighthouse.ts [runs] [label]; each figure is the median of the runs.
const runs = Number(process.argv[2] ?? 3);
const label = process.argv[3] ?? 'current';
const port = Number(process.env.BENCH_PORT ?? 3190);
const base = `http://127.0.0.1:${port}`;
interface Figures {
  score: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  speedIndexMs: number;
  totalKiB: number;
  scriptKiB: number;
  stylesheetKiB: number;
}

function figuresOf(result: RunnerResult): Figures {
  const { audits, categories } = result.lhr;
  const value = (id: string) => Math.round(audits[id]?.numericValue ?? Number.NaN);
  const summary = (audits['resource-summary']?.details as { items?: { resourceType: string; transferSize: number }[] })
    ?.items;
  const kib = (type: string) =>
    Math.round((summary?.find((item) => item.resourceType === type)?.transferSize ?? 0) / 1024);
  return {
    score: Math.round((categories.performance?.score ?? 0) * 100),
    fcpMs: value('first-contentful-paint'),
    lcpMs: value('largest-contentful-paint'),
    tbtMs: value('total-blocking-time'),
    cls: Number((audits['cumulative-layout-shift']?.numericValue ?? 0).toFixed(3)),
    speedIndexMs: value('speed-index'),
    totalKiB: kib('total'),
    scriptKiB: kib('script'),
    stylesheetKiB: kib('stylesheet'),
  };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

async function measure(
  page: string,
  formFactor: 'mobile' | 'desktop',
  storage: Record<string, string> | null,
): Promise<Figures & { failedRuns: number; runs: Figures[] }> {
  const all: Figures[] = [];
  for (let run = 0; run < runs; run += 1) {
    const chrome = await chromeLauncher.launch({
      chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
      chromeFlags: CHROME_FLAGS,
    });
    try {
      if (storage) await seedStorage(chrome.port, base, storage);
      const flags: Flags = {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance'],
        disableStorageReset: storage !== null,
      };
      const result = await lighthouse(`${base}${page}`, flags, formFactor === 'desktop' ? desktopConfig : undefined);
      if (!result) throw new Error(`Lighthouse gave no result for ${page}.`);
      if (result.lhr.finalDisplayedUrl !== `${base}${page}`) {
        throw new Error(`${page} ended on ${result.lhr.finalDisplayedUrl}: the page was not measured.`);
      }
      all.push(figuresOf(result));
    } finally {
      chrome.kill();
    }
  }
  // A run Lighthouse could not finish (a busy machine) has no metrics: the median is of the others.
  const finished = all.filter((figures) => Number.isFinite(figures.lcpMs));
  const keys = Object.keys(all[0] ?? {}) as (keyof Figures)[];
  const medians = Object.fromEntries(
    keys.map((key) => [key, median(finished.map((figures) => figures[key]))]),
  ) as unknown as Figures;
  return { ...medians, failedRuns: all.length - finished.length, runs: all };
}

const stop = await startApp(port);
try {
  const storage = await signIn(base);
  const pages = [
    { page: '/', formFactor: 'mobile', storage: null },
    { page: '/', formFactor: 'desktop', storage: null },
    { page: '/user', formFactor: 'mobile', storage },
    { page: '/user', formFactor: 'desktop', storage },
  ] as const;
  const results = [];
  for (const { page, formFactor, storage: seeded } of pages) {
    results.push({ page, formFactor, ...(await measure(page, formFactor, seeded)) });
  }
  const date = new Date().toISOString();
  const file = path.join(import.meta.dirname, 'results', `lighthouse-${date.slice(0, 10)}.json`);
  // One file a day; each labelled measurement (say "before" and "after" a change) is kept beside the others.
  const recorded = existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as { label: string }[]) : [];
  const entry = { label, date, node: process.version, lighthouse: '13', runs, results };
  writeFileSync(file, `${JSON.stringify([...recorded.filter((item) => item.label !== label), entry], null, 2)}\n`);
  console.table(results.map(({ runs: _runs, ...figures }) => figures));
  console.log(`median of ${runs} runs -> ${path.relative(process.cwd(), file)}`);
} finally {
  stop();
}
