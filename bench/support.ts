import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';

// What every benchmark here shares: servers in processes of their own, started as `npm start`
// starts Lineup, their processor time and memory read from /proc, and autocannon's load from the
// benchmark's process, summarised as medians over rounds.

export const root = path.resolve(import.meta.dirname, '..');
const TICKS_PER_SECOND = 100;
// The server starts exactly as `npm start` starts it: the same Node flags and script.
export const START_ARGS = (
  JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as { scripts: { start: string } }
).scripts.start
  .split(/\s+/)
  .slice(1);

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  return typeof address === 'object' && address ? address.port : 0;
}

async function waitFor(url: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${url}: the server exited with ${child.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${url} did not answer within 180 s`);
}

/** CPU seconds (user + system) the process has used so far, from /proc. */
function cpuSeconds(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
}

/** Resident memory now and at its peak, in MiB, from /proc. */
export function memory(pid: number): { rssMiB: number; peakMiB: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kib = (name: string) => Number(new RegExp(`${name}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
  return { rssMiB: Math.round(kib('VmRSS') / 1024), peakMiB: Math.round(kib('VmHWM') / 1024) };
}

export interface Server {
  name: string;
  base: string;
  child: ChildProcess;
  stop: () => Promise<void>;
}

export async function startProcess(
  name: string,
  args: string[],
  env: NodeJS.ProcessEnv,
  readyPath: string,
  cwd = root,
  /** Given, each line the server writes to its standard output (its log) is passed to it. */
  onLine?: (line: string) => void,
): Promise<Server> {
  const port = await freePort();
  const child = spawn(process.execPath, args, {
    cwd,
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', onLine ? 'pipe' : 'ignore', 'inherit'],
  });
  if (onLine && child.stdout) {
    let rest = '';
    child.stdout.setEncoding('utf8');
    child.stdout.on('data', (chunk: string) => {
      const lines = (rest + chunk).split('\n');
      rest = lines.pop() ?? '';
      for (const line of lines) onLine(line);
    });
  }
  const base = `http://127.0.0.1:${port}`;
  await waitFor(`${base}${readyPath}`, child);
  const stop = async () => {
    if (child.exitCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  };
  return { name, base, child, stop };
}

/** The bare Fastify route every run is measured beside. */
export const startBare = () => startProcess('bare Fastify', ['bench/bare-server.ts'], {}, '/');

/** A fresh embedded data directory; returns how to remove it. */
export function usePglite(env: NodeJS.ProcessEnv): () => Promise<void> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'lineup-bench-'));
  env.DATA_DIR = dataDir;
  return async () => rmSync(dataDir, { recursive: true, force: true });
}

async function dropDatabase(serverUrl: string, database: string, create: boolean): Promise<void> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  const name = admin.escapeIdentifier(database);
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  if (create) await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
}

/** A fresh database on the PostgreSQL server, which the app reaches as `lineup_app`; returns how to drop it. */
export async function usePostgres(
  env: NodeJS.ProcessEnv,
  serverUrl: string,
  database: string,
): Promise<() => Promise<void>> {
  await dropDatabase(serverUrl, database, true);
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  url.username = 'lineup_app';
  env.DATABASE_URL = url.toString();
  return () => dropDatabase(serverUrl, database, false);
}

/** What Lineup runs with under a benchmark's load. */
export const BENCH_ENV: NodeJS.ProcessEnv = {
  NODE_ENV: 'production',
  // Every request comes from one address here; the per-address limit would answer 429.
  RATE_LIMIT_MAX: '1000000000',
  PUBLIC_URL: 'http://127.0.0.1',
};

export async function signIn(base: string, email: string, password: string): Promise<string> {
  const response = await fetch(`${base}/oauth/api/v1/signin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (!response.ok) throw new Error(`sign-in answered ${response.status}`);
  return ((await response.json()) as { access_token: string }).access_token;
}

export interface Target {
  name: string;
  server: Server;
  path: string;
  headers?: Record<string, string>;
}

export interface Sample {
  perSecond: number;
  p50: number;
  /** autocannon's nearest percentile above 95: a stricter figure than p95. */
  p97_5: number;
  p99: number;
  requests: number;
  failures: number;
  cpuMicrosPerRequest: number;
}

export async function load(target: Target, connections: number, seconds: number): Promise<Sample> {
  const pid = target.server.child.pid ?? 0;
  const cpuBefore = cpuSeconds(pid);
  const result = await autocannon({
    url: `${target.server.base}${target.path}`,
    connections,
    duration: seconds,
    headers: target.headers ?? {},
  });
  const cpu = cpuSeconds(pid) - cpuBefore;
  const stats = (result as unknown as { statusCodeStats?: Record<string, { count: number }> }).statusCodeStats ?? {};
  const requests = Object.values(stats).reduce((sum, stat) => sum + Number(stat.count), 0);
  return {
    perSecond: Math.round(requests / result.duration),
    p50: result.latency.p50,
    p97_5: result.latency.p97_5,
    p99: result.latency.p99,
    requests,
    failures: result.non2xx + result.errors,
    cpuMicrosPerRequest: requests ? Math.round((cpu / requests) * 1e6) : 0,
  };
}

export const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
};

export function summarise(samples: Sample[]): Sample {
  return {
    perSecond: median(samples.map((sample) => sample.perSecond)),
    p50: median(samples.map((sample) => sample.p50)),
    p97_5: median(samples.map((sample) => sample.p97_5)),
    p99: median(samples.map((sample) => sample.p99)),
    requests: samples.reduce((sum, sample) => sum + sample.requests, 0),
    failures: samples.reduce((sum, sample) => sum + sample.failures, 0),
    cpuMicrosPerRequest: median(samples.map((sample) => sample.cpuMicrosPerRequest)),
  };
}

/**
 * Loads each target for `seconds`, the targets interleaved round after round so that what the
 * shared machine does meanwhile falls on all of them alike; the medians of the rounds, each beside
 * the first target's (the bare route): its share of requests per second and its multiple of CPU.
 */
export async function loadInRounds(
  targets: Target[],
  options: { rounds: number; connections: number; seconds: number },
) {
  const samples = new Map<string, Sample[]>(targets.map((target) => [target.name, []]));
  for (let round = 0; round < options.rounds; round += 1) {
    for (const target of targets)
      samples.get(target.name)?.push(await load(target, options.connections, options.seconds));
  }
  const baseline = summarise(samples.get(targets[0]?.name ?? '') ?? []);
  return targets.map((target) => {
    const summary = summarise(samples.get(target.name) ?? []);
    return {
      target: target.name,
      ...summary,
      percentOfBare: Number(((summary.perSecond / baseline.perSecond) * 100).toFixed(2)),
      cpuTimesBare: Number((summary.cpuMicrosPerRequest / baseline.cpuMicrosPerRequest).toFixed(1)),
    };
  });
}
