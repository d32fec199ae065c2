import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import pg from 'pg';

// Lineup's API under load, beside a bare Fastify route measured in the same run. The server runs
// as `npm start` runs it, in a process of its own; autocannon loads it from this process. The
// machine is shared, so what counts is the ratio to the bare route, not the absolute numbers.
//
//   node bench/http.ts [--seconds 10] [--connections 50] [--rounds 3] [--drivers pglite,postgres]
//                      [--postgres-url postgres://postgres@127.0.0.1:5432/postgres] [--database lineup_bench]
//                      [--label after]
const { values: options } = parseArgs({
  options: {
    seconds: { type: 'string', default: '10' },
    connections: { type: 'string', default: '50' },
    rounds: { type: 'string', default: '3' },
    drivers: { type: 'string', default: 'pglite,postgres' },
    'postgres-url': {
      type: 'string',
      default: process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
    },
    /** The database created (and dropped) for the run on that server. */
    database: { type: 'string', default: 'lineup_bench' },
    /** Added to the result file's name, to keep two runs of one day apart. */
    label: { type: 'string', default: '' },
  },
});
const seconds = Number(options.seconds);
const connections = Number(options.connections);
const rounds = Number(options.rounds);
const drivers = options.drivers.split(',').filter((driver) => driver === 'pglite' || driver === 'postgres');

const root = path.resolve(import.meta.dirname, '..');
const TICKS_PER_SECOND = 100;
// The server starts exactly as `npm start` starts it: the same Node flags and script.
const START_ARGS = (
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
function memory(pid: number): { rssMiB: number; peakMiB: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kib = (name: string) => Number(new RegExp(`${name}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
  return { rssMiB: Math.round(kib('VmRSS') / 1024), peakMiB: Math.round(kib('VmHWM') / 1024) };
}

interface Server {
  name: string;
  base: string;
  child: ChildProcess;
  stop: () => Promise<void>;
}

async function startProcess(name: string, args: string[], env: NodeJS.ProcessEnv, readyPath: string): Promise<Server> {
  const port = await freePort();
  const child = spawn(process.execPath, args, {
    cwd: root,
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
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

/** A fresh embedded data directory; returns how to remove it. */
function usePglite(env: NodeJS.ProcessEnv): () => Promise<void> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'lineup-bench-'));
  env.DATA_DIR = dataDir;
  return async () => rmSync(dataDir, { recursive: true, force: true });
}

async function dropBenchDatabase(create: boolean): Promise<void> {
  const admin = new pg.Client({ connectionString: options['postgres-url'] });
  await admin.connect();
  const name = admin.escapeIdentifier(options.database);
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  if (create) await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
}

/** A fresh database on the PostgreSQL server; returns how to drop it. */
async function usePostgres(env: NodeJS.ProcessEnv): Promise<() => Promise<void>> {
  await dropBenchDatabase(true);
  const url = new URL(options['postgres-url']);
  url.pathname = `/${options.database}`;
  url.username = 'lineup_app';
  env.DATABASE_URL = url.toString();
  return () => dropBenchDatabase(false);
}

async function startLineup(driver: string): Promise<{ server: Server; cleanup: () => Promise<void> }> {
  const env: NodeJS.ProcessEnv = {
    NODE_ENV: 'production',
    // Every request comes from one address here; the per-address limit would answer 429.
    RATE_LIMIT_MAX: '1000000000',
    SEED_DEMO: 'true',
    PUBLIC_URL: 'http://127.0.0.1',
  };
  const cleanup = driver === 'pglite' ? usePglite(env) : await usePostgres(env);
  const server = await startProcess(`lineup (${driver})`, START_ARGS, env, '/api/health');
  return { server, cleanup };
}

async function signIn(base: string): Promise<string> {
  const response = await fetch(`${base}/oauth/api/v1/signin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'owner@demo.lineup.surf', password: 'lineup-demo-owner' }),
  });
  if (!response.ok) throw new Error(`sign-in answered ${response.status}`);
  return ((await response.json()) as { access_token: string }).access_token;
}

interface Target {
  name: string;
  server: Server;
  path: string;
  headers?: Record<string, string>;
}

interface Sample {
  perSecond: number;
  p50: number;
  p99: number;
  requests: number;
  failures: number;
  cpuMicrosPerRequest: number;
}

async function load(target: Target): Promise<Sample> {
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
    p99: result.latency.p99,
    requests,
    failures: result.non2xx + result.errors,
    cpuMicrosPerRequest: requests ? Math.round((cpu / requests) * 1e6) : 0,
  };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
};

function summarise(samples: Sample[]): Sample {
  return {
    perSecond: median(samples.map((sample) => sample.perSecond)),
    p50: median(samples.map((sample) => sample.p50)),
    p99: median(samples.map((sample) => sample.p99)),
    requests: samples.reduce((sum, sample) => sum + sample.requests, 0),
    failures: samples.reduce((sum, sample) => sum + sample.failures, 0),
    cpuMicrosPerRequest: median(samples.map((sample) => sample.cpuMicrosPerRequest)),
  };
}

const bare = await startProcess('bare Fastify', ['bench/bare-server.ts'], {}, '/');
const report: Record<string, unknown> = {
  date: new Date().toISOString(),
  node: process.version,
  label: options.label,
  seconds,
  connections,
  rounds,
  drivers: {} as Record<string, unknown>,
};
try {
  for (const driver of drivers) {
    const startedAt = performance.now();
    const { server, cleanup } = await startLineup(driver);
    const startupMs = Math.round(performance.now() - startedAt);
    try {
      const token = await signIn(server.base);
      const auth = { authorization: `Bearer ${token}` };
      const targets: Target[] = [
        { name: 'bare Fastify GET /', server: bare, path: '/' },
        { name: 'GET /api/health', server, path: '/api/health' },
        { name: 'GET /api/v1/me', server, path: '/api/v1/me', headers: auth },
        { name: 'GET /api/v1/members', server, path: '/api/v1/members', headers: auth },
      ];
      const pid = server.child.pid ?? 0;
      const idle = memory(pid);
      const samples = new Map<string, Sample[]>(targets.map((target) => [target.name, []]));
      for (let round = 0; round < rounds; round += 1) {
        for (const target of targets) samples.get(target.name)?.push(await load(target));
      }
      const loaded = memory(pid);
      const baseline = summarise(samples.get(targets[0]?.name ?? '') ?? []);
      const results = targets.map((target) => {
        const summary = summarise(samples.get(target.name) ?? []);
        return {
          target: target.name,
          ...summary,
          percentOfBare: Number(((summary.perSecond / baseline.perSecond) * 100).toFixed(2)),
          cpuTimesBare: Number((summary.cpuMicrosPerRequest / baseline.cpuMicrosPerRequest).toFixed(1)),
        };
      });
      (report.drivers as Record<string, unknown>)[driver] = {
        startupMs,
        memory: { idle, afterLoad: loaded, bare: memory(bare.child.pid ?? 0) },
        results,
      };
      console.log(
        `\n${driver}: start-up ${startupMs} ms; RSS idle ${idle.rssMiB} MiB, after load ${loaded.rssMiB} MiB (peak ${loaded.peakMiB} MiB)`,
      );
      console.table(results);
    } finally {
      await server.stop();
      await cleanup();
    }
  }
} finally {
  await bare.stop();
}

mkdirSync(path.join(import.meta.dirname, 'results'), { recursive: true });
const suffix = options.label ? `-${options.label}` : '';
const file = path.join(import.meta.dirname, 'results', `http-${String(report.date).slice(0, 10)}${suffix}.json`);
writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`);
console.log(`\n-> ${path.relative(process.cwd(), file)}`);
