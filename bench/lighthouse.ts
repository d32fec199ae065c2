import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { desktopConfig, type Flags, type RunnerResult } from 'lighthouse';
import { STORAGE_KEYS } from '@lineup/contract/constants';

// Lighthouse (performance) on `/` and on the signed-in `/user`, mobile and desktop, in Debian's Chromium,
// against the app started as `npm start` starts it, in a process of its own on a fresh data directory.
// Usage: node bench/lighthouse.ts [runs] [label]; each figure is the median of the runs.
const runs = Number(process.argv[2] ?? 3);
const label = process.argv[3] ?? 'current';
const root = path.resolve(import.meta.dirname, '..');
const port = Number(process.env.BENCH_PORT ?? 3190);
const base = `http://127.0.0.1:${port}`;
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

async function startApp(): Promise<() => void> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-lighthouse-'));
  const child = spawn(process.execPath, [path.join(root, 'scripts/start.ts')], {
    cwd: root,
    env: { ...process.env, DATA_DIR: dataDir, HOST: '127.0.0.1', PORT: String(port), LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The app exited with ${child.exitCode}.`);
    const up = await fetch(`${base}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (up) break;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return () => {
    child.kill('SIGTERM');
    child.once('exit', () => rmSync(dataDir, { recursive: true, force: true }));
  };
}

/** The demo Owner's session, stored where the web app keeps it (lib/session.ts). */
async function signIn(): Promise<Record<string, string>> {
  const response = await fetch(`${base}/oauth/api/v1/signin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'owner@demo.lineup.surf', password: 'lineup-demo-owner' }),
  });
  if (!response.ok) throw new Error(`Sign-in failed: ${response.status}`);
  const answer = (await response.json()) as { access_token: string; name: string; email: string; profile: string };
  return {
    [STORAGE_KEYS.authToken]: answer.access_token,
    [STORAGE_KEYS.session]: JSON.stringify({ name: answer.name, email: answer.email, profile: answer.profile }),
  };
}

/** Writes local storage for the app's origin through the DevTools protocol of the running browser. */
async function seedStorage(chromePort: number, items: Record<string, string>): Promise<void> {
  const targets = (await fetch(`http://127.0.0.1:${chromePort}/json/list`).then((r) => r.json())) as {
    type: string;
    webSocketDebuggerUrl: string;
  }[];
  const page = targets.find((target) => target.type === 'page');
  if (!page) throw new Error('No browser page to seed storage in.');
  const socket = new WebSocket(page.webSocketDebuggerUrl);
  await new Promise((resolve, reject) => {
    socket.onopen = resolve;
    socket.onerror = reject;
  });
  let id = 0;
  const send = (method: string, params: object) =>
    new Promise<void>((resolve) => {
      const own = ++id;
      socket.addEventListener('message', function answer(event) {
        if ((JSON.parse(String(event.data)) as { id?: number }).id !== own) return;
        socket.removeEventListener('message', answer);
        resolve();
      });
      socket.send(JSON.stringify({ id: own, method, params }));
    });
  await send('Page.navigate', { url: `${base}/privacy` });
  await new Promise((resolve) => setTimeout(resolve, 2000));
  const script = Object.entries(items)
    .map(([key, value]) => `localStorage.setItem(${JSON.stringify(key)}, ${JSON.stringify(value)});`)
    .join('');
  await send('Runtime.evaluate', { expression: script });
  // Storage stays for the run, the HTTP cache does not: the page loads as on a first visit.
  await send('Network.clearBrowserCache', {});
  socket.close();
}

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
      if (storage) await seedStorage(chrome.port, storage);
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

const stop = await startApp();
try {
  const storage = await signIn();
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
