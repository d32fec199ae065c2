import { spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { REPORTS } from '../packages/contract/src/reports.ts';
import {
  BENCH_ENV,
  START_ARGS,
  loadInRounds,
  median,
  memory,
  root,
  signIn,
  startBare,
  startProcess,
  usePglite,
  usePostgres,
  type Server,
  type Target,
} from './support.ts';

// A school with five years behind it (`npm run seed:history`), under load beside `/api/health` and
// a bare Fastify route in the same run: a school-scoped list, the calendar's week, the day, a
// customer's page, and all ten reports for a year; on PostgreSQL also the calendar with a thousand
// schools sharing the server. The machine is shared: ratios and multiples count, not absolutes.
//
//   node bench/history.ts [--years 5] [--scale 1] [--drivers pglite,postgres] [--seconds 10]
//                         [--connections 20] [--rounds 3] [--schools 1000] [--others-scale 0.01] [--label name]
const { values: options } = parseArgs({
  options: {
    years: { type: 'string', default: '5' },
    scale: { type: 'string', default: '1' },
    drivers: { type: 'string', default: 'pglite,postgres' },
    seconds: { type: 'string', default: '10' },
    connections: { type: 'string', default: '20' },
    rounds: { type: 'string', default: '3' },
    /** Schools on one PostgreSQL for the calendar's second measurement; 1 leaves it out. */
    schools: { type: 'string', default: '1000' },
    /** The size of each of the other schools, as a share of a busy one. */
    'others-scale': { type: 'string', default: '0.01' },
    'postgres-url': {
      type: 'string',
      default: process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
    },
    database: { type: 'string', default: 'lineup_bench_history' },
    label: { type: 'string', default: '' },
  },
});
const load = {
  seconds: Number(options.seconds),
  connections: Number(options.connections),
  rounds: Number(options.rounds),
};
const drivers = options.drivers.split(',').filter((driver) => driver === 'pglite' || driver === 'postgres');
const OWNER = { email: 'owner@history-1.lineup.surf', password: 'lineup-history-owner' };

/** Runs `npm run seed:history` into the database of `env`; answers how long it took. */
async function seed(env: NodeJS.ProcessEnv, args: string[]): Promise<number> {
  const started = performance.now();
  const child = spawn(process.execPath, ['scripts/seed-history.ts', ...args], {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  if (code !== 0) throw new Error(`seed:history ${args.join(' ')} exited with ${code}`);
  return Math.round(performance.now() - started);
}

const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Lisbon' }).format(new Date());
const dayAfter = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
/** The week of today, Monday to Sunday, as the calendar asks for it. */
const monday = dayAfter(today, -((new Date(`${today}T00:00:00Z`).getUTCDay() + 6) % 7));
const calendar = (from: string, to: string) => `/api/v1/events?from=${from}&to=${to}&page=1&pageSize=100&sort=startsAt`;

async function get<T>(server: Server, token: string, url: string): Promise<T> {
  const response = await fetch(`${server.base}${url}`, { headers: { authorization: `Bearer ${token}` } });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return (await response.json()) as T;
}

/**
 * The ten reports of a year asked one after the other, five times: the median time of each as the
 * client on the same machine sees it (the server's time plus loopback), and their sum.
 */
async function reportTimes(server: Server, token: string, year: number) {
  const times: Record<string, number> = {};
  for (const name of REPORTS) {
    const runs: number[] = [];
    for (let run = 0; run < 5; run += 1) {
      const started = performance.now();
      await get(server, token, `/api/v1/reports/${name}?year=${year}`);
      runs.push(performance.now() - started);
    }
    times[name] = Math.round(median(runs) * 10) / 10;
  }
  const total = Math.round(Object.values(times).reduce((sum, ms) => sum + ms, 0));
  return { year, milliseconds: times, totalMilliseconds: total };
}

async function measure(driver: string, bare: Server, env: NodeJS.ProcessEnv, label: string) {
  const server = await startProcess(`lineup (${driver}, ${label})`, START_ARGS, env, '/api/health');
  try {
    const token = await signIn(server.base, OWNER.email, OWNER.password);
    // Every target is asked as a browser asks: it takes compressed answers.
    const browser = { 'accept-encoding': 'gzip, deflate, br, zstd' };
    const auth = { ...browser, authorization: `Bearer ${token}` };
    const customers = await get<{ items: { id: string }[] }>(server, token, '/api/v1/customers?page=1&pageSize=10');
    const customer = customers.items[0]?.id ?? '';
    const targets: Target[] = [
      { name: 'bare Fastify GET /', server: bare, path: '/', headers: browser },
      { name: 'GET /api/health', server, path: '/api/health', headers: browser },
      { name: 'customers list (25)', server, path: '/api/v1/customers?page=1&pageSize=25', headers: auth },
      { name: 'calendar week', server, path: calendar(monday, dayAfter(monday, 6)), headers: auth },
      { name: 'the day', server, path: calendar(today, today), headers: auth },
      { name: "a customer's account", server, path: `/api/v1/customers/${customer}/account`, headers: auth },
    ];
    const pid = server.child.pid ?? 0;
    const idle = memory(pid);
    const results = await loadInRounds(targets, load);
    const loaded = memory(pid);
    const health = results.find((result) => result.target === 'GET /api/health');
    const withHealth = results.map((result) => ({
      ...result,
      p97_5TimesHealth: health ? Number((result.p97_5 / Math.max(health.p97_5, 1)).toFixed(1)) : null,
    }));
    const reports = await reportTimes(server, token, Number(today.slice(0, 4)) - 1);
    console.log(`\n${driver} (${label}): RSS idle ${idle.rssMiB} MiB, after load ${loaded.rssMiB} MiB`);
    console.table(withHealth);
    console.log(`ten reports of ${reports.year}: ${reports.totalMilliseconds} ms`, reports.milliseconds);
    return { memory: { idle, afterLoad: loaded }, results: withHealth, reports };
  } finally {
    await server.stop();
  }
}

const bare = await startBare();
const report: Record<string, unknown> = {
  date: new Date().toISOString(),
  node: process.version,
  label: options.label,
  years: Number(options.years),
  scale: Number(options.scale),
  ...load,
  drivers: {} as Record<string, unknown>,
};
try {
  for (const driver of drivers) {
    const env: NodeJS.ProcessEnv = { ...BENCH_ENV, SEED_DEMO: 'false' };
    const cleanup =
      driver === 'pglite' ? usePglite(env) : await usePostgres(env, options['postgres-url'], options.database);
    try {
      const seedMs = await seed(env, ['--years', options.years, '--schools', '1', '--scale', options.scale]);
      const one = await measure(driver, bare, env, 'one school');
      const entry: Record<string, unknown> = { seedMs, oneSchool: one };
      const others = Number(options.schools) - 1;
      if (driver === 'postgres' && others > 0) {
        const othersSeedMs = await seed(env, [
          '--years',
          options.years,
          '--schools',
          String(others),
          '--scale',
          options['others-scale'],
          '--no-check',
        ]);
        const many = await measure(driver, bare, env, `${others + 1} schools`);
        const week = (answer: typeof one) => answer.results.find((result) => result.target === 'calendar week');
        entry.manySchools = { schools: others + 1, seedMs: othersSeedMs, ...many };
        entry.calendarP97_5ManyOverOne = Number(
          ((week(many)?.p97_5 ?? 0) / Math.max(week(one)?.p97_5 ?? 1, 1)).toFixed(2),
        );
      }
      (report.drivers as Record<string, unknown>)[driver] = entry;
    } finally {
      await cleanup();
    }
  }
} finally {
  await bare.stop();
}

mkdirSync(path.join(import.meta.dirname, 'results'), { recursive: true });
const suffix = options.label ? `-${options.label}` : '';
const file = path.join(import.meta.dirname, 'results', `history-${String(report.date).slice(0, 10)}${suffix}.json`);
writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`);
console.log(`\n-> ${path.relative(process.cwd(), file)}`);
