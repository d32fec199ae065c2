import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import {
  BENCH_ENV,
  START_ARGS,
  loadInRounds,
  memory,
  signIn,
  startBare,
  startProcess,
  usePglite,
  usePostgres,
  type Server,
  type Target,
} from './support.ts';

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

async function startLineup(driver: string): Promise<{ server: Server; cleanup: () => Promise<void> }> {
  const env: NodeJS.ProcessEnv = { ...BENCH_ENV, SEED_DEMO: 'true' };
  const cleanup =
    driver === 'pglite' ? usePglite(env) : await usePostgres(env, options['postgres-url'], options.database);
  const server = await startProcess(`lineup (${driver})`, START_ARGS, env, '/api/health');
  return { server, cleanup };
}

const bare = await startBare();
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
      const token = await signIn(server.base, 'owner@demo.lineup.surf', 'lineup-demo-owner');
      const auth = { authorization: `Bearer ${token}` };
      const targets: Target[] = [
        { name: 'bare Fastify GET /', server: bare, path: '/' },
        { name: 'GET /api/health', server, path: '/api/health' },
        { name: 'GET /api/v1/me', server, path: '/api/v1/me', headers: auth },
        { name: 'GET /api/v1/members', server, path: '/api/v1/members', headers: auth },
      ];
      const pid = server.child.pid ?? 0;
      const idle = memory(pid);
      const results = await loadInRounds(targets, { rounds, connections, seconds });
      const loaded = memory(pid);
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
