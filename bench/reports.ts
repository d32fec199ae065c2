import { spawn } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { customerInputOf } from '../packages/contract/src/customers.ts';
import { REPORTS } from '../packages/contract/src/reports.ts';
import { BENCH_ENV, START_ARGS, median, root, signIn, startProcess } from './support.ts';

// The ten reports of last year on a school with five years behind it (`npm run seed:history`),
// asked one after the other as the dashboard asks them, on PGlite and on PostgreSQL: per report, its
// time as the server logs it (and as the client sees it), in the first pass after the server
// starts (nothing of it cached), as the median of the passes (kept answers), and as the median of
// the passes that follow a change to the school (nothing kept, the server warm), and their sums. With --before, the same for another checkout of Lineup (the code before a change),
// each on its own copy of the same seeded data, the servers started alternately (before, after,
// after, before) so that what the shared machine does meanwhile falls on both alike; the answers of
// the two are compared report by report. --after names the checkout measured after (this one unless
// given), each checkout with its dependencies installed.
//
//   node bench/reports.ts [--drivers pglite,postgres] [--years 5] [--scale 1] [--passes 5] [--rounds 2] [--changes 3]
//                         [--before ../lineup-before] [--after .] [--seeded-database name]
//                         [--seeded-data-dir dir] [--postgres-url url] [--database lineup_bench_reports]
//                         [--label name]
const { values: options } = parseArgs({
  options: {
    drivers: { type: 'string', default: 'pglite,postgres' },
    years: { type: 'string', default: '5' },
    scale: { type: 'string', default: '1' },
    passes: { type: 'string', default: '5' },
    rounds: { type: 'string', default: '2' },
    /** Passes after a change to the school (its kept answers dropped), the server warm. */
    changes: { type: 'string', default: '3' },
    /** The checkout of the code before a change, measured beside the one after. */
    before: { type: 'string' },
    /** The checkout measured (after the change when --before is given): this one unless named. */
    after: { type: 'string' },
    /** A PostgreSQL database already seeded by `npm run seed:history` (copied, never changed). */
    'seeded-database': { type: 'string' },
    /** A PGlite data directory already seeded by `npm run seed:history` (copied, never changed). */
    'seeded-data-dir': { type: 'string' },
    'postgres-url': {
      type: 'string',
      default: process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
    },
    database: { type: 'string', default: 'lineup_bench_reports' },
    label: { type: 'string', default: '' },
  },
});
const drivers = options.drivers.split(',').filter((driver) => driver === 'pglite' || driver === 'postgres');
const passes = Number(options.passes);
const rounds = Number(options.rounds);
const changes = Number(options.changes);
const OWNER = { email: 'owner@history-1.lineup.surf', password: 'lineup-history-owner' };
const year = Number(new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Lisbon' }).format(new Date()).slice(0, 4)) - 1;
/** What is measured: the checkout before a change if given (it seeds the data, on its schema), then the one after. */
const checkouts = [
  ...(options.before ? [{ name: 'before', root: path.resolve(options.before) }] : []),
  { name: options.before ? 'after' : 'this', root: options.after ? path.resolve(options.after) : root },
];

async function admin<T>(run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: options['postgres-url'] });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

const dropDatabase = (name: string) =>
  admin((client) => client.query(`DROP DATABASE IF EXISTS ${client.escapeIdentifier(name)} WITH (FORCE)`));

/** The URL the app reaches a database of the server by, as `lineup_app`. */
function appUrl(database: string): string {
  const url = new URL(options['postgres-url']);
  url.pathname = `/${database}`;
  url.username = 'lineup_app';
  return url.toString();
}

async function seed(cwd: string, env: NodeJS.ProcessEnv): Promise<void> {
  const args = ['scripts/seed-history.ts', '--years', options.years, '--schools', '1', '--scale', options.scale];
  const child = spawn(process.execPath, args, { cwd, env: { ...process.env, ...env }, stdio: 'inherit' });
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  if (code !== 0) throw new Error(`seed:history exited with ${code}`);
}

/** The seeded data of a driver and how to copy it for each checkout; every copy is removed by `cleanup`. */
async function seededData(driver: string) {
  const removals: (() => Promise<unknown>)[] = [];
  const cwd = checkouts[0]!.root;
  if (driver === 'postgres') {
    let source = options['seeded-database'];
    if (!source) {
      source = `${options.database}_seed`;
      const name = source;
      await dropDatabase(name);
      await admin((client) => client.query(`CREATE DATABASE ${client.escapeIdentifier(name)}`));
      removals.push(() => dropDatabase(name));
      await seed(cwd, { ...BENCH_ENV, SEED_DEMO: 'false', DATABASE_URL: appUrl(name) });
    }
    const template = source;
    return {
      copy: async (checkout: string): Promise<NodeJS.ProcessEnv> => {
        const name = `${options.database}_${checkout}`;
        await dropDatabase(name);
        await admin((client) =>
          client.query(
            `CREATE DATABASE ${client.escapeIdentifier(name)} TEMPLATE ${client.escapeIdentifier(template)}`,
          ),
        );
        removals.push(() => dropDatabase(name));
        return { DATABASE_URL: appUrl(name) };
      },
      cleanup: async () => {
        for (const remove of removals.reverse()) await remove();
      },
    };
  }
  let source = options['seeded-data-dir'];
  if (!source) {
    const dir = mkdtempSync(path.join(tmpdir(), 'lineup-bench-reports-'));
    source = dir;
    removals.push(async () => rmSync(dir, { recursive: true, force: true }));
    await seed(cwd, { ...BENCH_ENV, SEED_DEMO: 'false', DATA_DIR: dir });
  }
  const from = source;
  return {
    copy: async (): Promise<NodeJS.ProcessEnv> => {
      const dir = mkdtempSync(path.join(tmpdir(), 'lineup-bench-reports-'));
      cpSync(from, dir, { recursive: true });
      rmSync(path.join(dir, 'lineup.lock'), { force: true });
      removals.push(async () => rmSync(dir, { recursive: true, force: true }));
      return { DATA_DIR: dir };
    },
    cleanup: async () => {
      for (const remove of removals.reverse()) await remove();
    },
  };
}

interface Pass {
  /** Each report's time as the server logged it (from the request's arrival to its answer sent). */
  milliseconds: Record<string, number>;
  /** Each report's time as the client on the same machine saw it. */
  clientMilliseconds: Record<string, number>;
  answers: Record<string, string>;
}

/** The server's log, read for the time of each request it completed. */
class ServerTimes {
  private readonly times = new Map<string, number[]>();

  onLine = (line: string) => {
    if (!line.startsWith('{')) return;
    const entry = JSON.parse(line) as { req?: { url?: string }; responseTime?: number };
    if (entry.req?.url === undefined || entry.responseTime === undefined) return;
    const list = this.times.get(entry.req.url) ?? [];
    list.push(entry.responseTime);
    this.times.set(entry.req.url, list);
  };

  /** The time of the last request to `url`, once the server has logged it. */
  async next(url: string, count: number): Promise<number> {
    for (let wait = 0; wait < 200; wait += 1) {
      const list = this.times.get(url) ?? [];
      if (list.length >= count) return list[count - 1]!;
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    throw new Error(`the server logged no time for ${url}`);
  }
}

async function onePass(base: string, token: string, log: ServerTimes, pass: number): Promise<Pass> {
  const milliseconds: Record<string, number> = {};
  const clientMilliseconds: Record<string, number> = {};
  const answers: Record<string, string> = {};
  for (const name of REPORTS) {
    const url = `/api/v1/reports/${name}?year=${year}`;
    const started = performance.now();
    const response = await fetch(`${base}${url}`, { headers: { authorization: `Bearer ${token}` } });
    const body = await response.text();
    clientMilliseconds[name] = Math.round((performance.now() - started) * 10) / 10;
    if (!response.ok) throw new Error(`${name} answered ${response.status}: ${body}`);
    milliseconds[name] = Math.round((await log.next(url, pass + 1)) * 10) / 10;
    answers[name] = body;
  }
  return { milliseconds, clientMilliseconds, answers };
}

async function call(base: string, token: string, method: string, url: string, body?: object): Promise<unknown> {
  const response = await fetch(`${base}${url}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${url} answered ${response.status}: ${text}`);
  return text ? JSON.parse(text) : null;
}

/**
 * Starts a checkout's server on its copy of the data and asks the ten reports `passes` times, then
 * once after each of `changes` changes to the school.
 */
async function run(checkout: (typeof checkouts)[number], env: NodeJS.ProcessEnv): Promise<Pass[]> {
  const log = new ServerTimes();
  const server = await startProcess(
    `lineup (${checkout.name})`,
    START_ARGS,
    { ...BENCH_ENV, SEED_DEMO: 'false', ...env },
    '/api/health',
    checkout.root,
    log.onLine,
  );
  try {
    const token = await signIn(server.base, OWNER.email, OWNER.password);
    const out: Pass[] = [];
    for (let pass = 0; pass < passes; pass += 1) out.push(await onePass(server.base, token, log, pass));
    // A customer added, then removed: each change to the school drops its kept answers, as a day's
    // bookings and payments do, and the next pass reads the reports again on a warm server.
    for (let change = 0; change < changes; change += 1) {
      const customer = await call(
        server.base,
        token,
        'POST',
        '/api/v1/customers',
        customerInputOf(`Bench change ${change}`),
      );
      out.push(await onePass(server.base, token, log, passes + change));
      await call(server.base, token, 'DELETE', `/api/v1/customers/${(customer as { id: string }).id}`);
    }
    return out;
  } finally {
    await server.stop();
  }
}

const sum = (values: Record<string, number>) => Math.round(Object.values(values).reduce((a, b) => a + b, 0));
const perReport = (pick: (name: string) => number[]) =>
  Object.fromEntries(REPORTS.map((name) => [name, median(pick(name))]));

const result: Record<string, unknown> = {
  date: new Date().toISOString(),
  node: process.version,
  label: options.label,
  years: Number(options.years),
  scale: Number(options.scale),
  year,
  passes,
  rounds,
  drivers: {} as Record<string, unknown>,
};
for (const driver of drivers) {
  const data = await seededData(driver);
  try {
    const envs = new Map<string, NodeJS.ProcessEnv>();
    for (const checkout of checkouts) envs.set(checkout.name, await data.copy(checkout.name));
    const runs = new Map<string, Pass[][]>(checkouts.map((checkout) => [checkout.name, []]));
    for (let round = 0; round < rounds; round += 1) {
      const order = round % 2 === 0 ? checkouts : [...checkouts].reverse();
      for (const checkout of order) runs.get(checkout.name)!.push(await run(checkout, envs.get(checkout.name)!));
    }
    const entry: Record<string, unknown> = {};
    for (const checkout of checkouts) {
      const all = runs.get(checkout.name)!;
      const summary = (of: 'milliseconds' | 'clientMilliseconds') => {
        const firstPass = perReport((name) => all.map((passesOfRun) => passesOfRun[0]![of][name]!));
        const medianPass = perReport((name) =>
          all.flatMap((passesOfRun) => passesOfRun.slice(0, passes).map((p) => p[of][name]!)),
        );
        const afterChange = perReport((name) =>
          all.flatMap((passesOfRun) => passesOfRun.slice(passes).map((p) => p[of][name]!)),
        );
        return {
          firstPass: { totalMilliseconds: sum(firstPass), milliseconds: firstPass },
          median: { totalMilliseconds: sum(medianPass), milliseconds: medianPass },
          afterChange: { totalMilliseconds: sum(afterChange), milliseconds: afterChange },
        };
      };
      const server = summary('milliseconds');
      entry[checkout.name] = { server, client: summary('clientMilliseconds') };
      console.log(
        `${driver}, ${checkout.name}, server time: first pass ${server.firstPass.totalMilliseconds} ms, median ${server.median.totalMilliseconds} ms, after a change ${server.afterChange.totalMilliseconds} ms`,
      );
      console.table(
        Object.fromEntries(
          REPORTS.map((name) => [
            name,
            {
              first: server.firstPass.milliseconds[name],
              median: server.median.milliseconds[name],
              'after a change': server.afterChange.milliseconds[name],
            },
          ]),
        ),
      );
    }
    if (options.before) {
      const answer = (name: string) => runs.get(name)![0]![0]!.answers;
      const differ = REPORTS.filter((name) => answer('before')[name] !== answer('after')[name]);
      entry.sameAnswers = differ.length === 0;
      if (differ.length > 0) {
        entry.differentAnswers = differ;
        console.log(`${driver}: the answers differ in ${differ.join(', ')}`);
      }
    }
    (result.drivers as Record<string, unknown>)[driver] = entry;
  } finally {
    await data.cleanup();
  }
}

mkdirSync(path.join(import.meta.dirname, 'results'), { recursive: true });
const suffix = options.label ? `-${options.label}` : '';
const file = path.join(import.meta.dirname, 'results', `reports-${String(result.date).slice(0, 10)}${suffix}.json`);
writeFileSync(file, `${JSON.stringify(result, null, 2)}\n`);
console.log(`\n-> ${path.relative(process.cwd(), file)}`);
