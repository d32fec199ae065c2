import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Flags } from 'lighthouse';
import * as constants from 'lighthouse/core/config/constants.js';
import { LanternFirstContentfulPaint } from 'lighthouse/core/computed/metrics/lantern-first-contentful-paint.js';
import { LanternLargestContentfulPaint } from 'lighthouse/core/computed/metrics/lantern-largest-contentful-paint.js';
import { LanternTotalBlockingTime } from 'lighthouse/core/computed/metrics/lantern-total-blocking-time.js';
import { CHROME_FLAGS, seedStorage, signIn, startApp } from './lighthouse-kit.ts';

// Why a page scores as it does on Lighthouse mobile: one run, then Lighthouse's own simulation (Lantern) of it
// replayed to show what the simulated largest paint waits for (each request with its simulated start and end,
// on a line of 150 ms round trips and 1.6 Mbit/s, six connections to the server) and which simulated tasks
// the blocking time counts (each task's observed length is multiplied by four).
// Usage: node bench/lighthouse-why.ts [page], `/user` (signed in as the demo Owner) by default. With KEEP_TRACE=1 the
// run's trace and artifacts stay on disk, for a closer look at a task.
const page = process.argv[2] ?? '/user';
const port = Number(process.env.BENCH_PORT ?? 3189);
const base = `http://127.0.0.1:${port}`;

interface SimulatedNode {
  readonly type: 'network' | 'cpu';
  readonly request?: { url: string; transferSize: number };
  readonly duration?: number;
  readonly childEvents?: readonly { name: string; dur: number }[];
}
interface Estimate {
  readonly timeInMs: number;
  readonly nodeTimings: Map<SimulatedNode, { startTime: number; endTime: number }>;
}
interface LanternResult {
  readonly timing: number;
  readonly optimisticEstimate: Estimate;
  readonly pessimisticEstimate: Estimate;
}
type LanternMetric = { request: (data: object, context: object) => Promise<LanternResult> };

const ms = (value: number) => String(Math.round(value)).padStart(5);

async function gather(dir: string): Promise<void> {
  const stop = await startApp(port);
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: CHROME_FLAGS,
  });
  try {
    if (page !== '/') await seedStorage(chrome.port, base, await signIn(base));
    const flags = { port: chrome.port, logLevel: 'error', onlyCategories: ['performance'], gatherMode: dir };
    await lighthouse(`${base}${page}`, { ...flags, disableStorageReset: page !== '/' } as Flags);
  } finally {
    chrome.kill();
    stop();
  }
}

async function explain(dir: string): Promise<void> {
  const read = (file: string) => JSON.parse(readFileSync(path.join(dir, file), 'utf8')) as Record<string, unknown>;
  const artifacts = read('artifacts.json');
  const settings = {
    ...constants.defaultSettings,
    formFactor: 'mobile',
    throttlingMethod: 'simulate',
    throttling: constants.throttling.mobileSlow4G,
    screenEmulation: constants.screenEmulationMetrics.mobile,
  };
  const data = {
    trace: read('trace.json'),
    devtoolsLog: read('devtoolslog.json'),
    gatherContext: artifacts.GatherContext,
    settings,
    URL: artifacts.URL,
    SourceMaps: artifacts.SourceMaps ?? [],
    simulator: null,
    HostDPR: artifacts.HostDPR,
  };
  const context = { computedCache: new Map(), settings };
  const simulate = (metric: unknown) => (metric as LanternMetric).request(data, context);
  const fcp = await simulate(LanternFirstContentfulPaint);
  const lcp = await simulate(LanternLargestContentfulPaint);
  const tbt = await simulate(LanternTotalBlockingTime);
  console.log(`${page}: FCP ${ms(fcp.timing)} ms, LCP ${ms(lcp.timing)} ms, TBT ${ms(tbt.timing)} ms (simulated)`);
  console.log('\nWhat the largest paint waits for (start, end, took; ms):');
  const waits = [...lcp.pessimisticEstimate.nodeTimings].sort(([, a], [, b]) => a.startTime - b.startTime);
  for (const [node, timing] of waits) {
    const what =
      node.type === 'network'
        ? `${(node.request?.url ?? '').replace(base, '')} ${((node.request?.transferSize ?? 0) / 1024).toFixed(1)} KiB`
        : `main thread, ${((node.duration ?? 0) / 1000).toFixed(1)} ms observed`;
    console.log(`${ms(timing.startTime)} ${ms(timing.endTime)} ${ms(timing.endTime - timing.startTime)}  ${what}`);
  }
  console.log('\nThe blocking time: simulated tasks over 50 ms after the first paint (start, length; ms):');
  const from = fcp.optimisticEstimate.timeInMs;
  for (const [node, timing] of tbt.pessimisticEstimate.nodeTimings) {
    const length = timing.endTime - timing.startTime;
    if (node.type !== 'cpu' || length <= 50 || timing.endTime <= from) continue;
    const inside = new Map<string, number>();
    for (const event of node.childEvents ?? [])
      inside.set(event.name, (inside.get(event.name) ?? 0) + event.dur / 1000);
    const top = [...inside]
      .filter(([, total]) => total >= 1)
      .sort(([, a], [, b]) => b - a)
      .slice(0, 4)
      .map(([name, total]) => `${name} ${total.toFixed(0)} ms`);
    console.log(`${ms(timing.startTime)} ${ms(length)}  ${top.join(', ')}`);
  }
}

const dir = mkdtempSync(path.join(tmpdir(), 'lighthouse-why-'));
try {
  await gather(dir);
  await explain(dir);
} finally {
  if (process.env.KEEP_TRACE) console.log(`\nThe run is kept in ${dir}.`);
  else rmSync(dir, { recursive: true, force: true });
}
