import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { openDatabase } from '../apps/server/src/db/open-database.ts';
import { seedDemoSchool } from '../apps/server/src/seed/demo-school.ts';

// Throughput and latency of the API on the embedded database, and the memory it takes.
// Usage: node bench/http.ts [seconds] [concurrency]
const seconds = Number(process.argv[2] ?? 10);
const concurrency = Number(process.argv[3] ?? 16);

const config = loadConfig({
  LOG_LEVEL: 'silent',
  RATE_LIMIT_MAX: '100000000',
  WEB_DIST_DIR: mkdtempSync(path.join(tmpdir(), 'bench-')),
});
const startedAt = performance.now();
const database = await openDatabase({ driver: 'pglite' });
const app = await buildApp({ config, database });
await seedDemoSchool(database.db, config, app.log);
await app.listen({ host: '127.0.0.1', port: 0 });
const startupMs = performance.now() - startedAt;
const address = app.server.address();
const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;

const signin = await fetch(`${base}/oauth/api/v1/signin`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ email: 'owner@demo.lineup.surf', password: 'lineup-demo-owner' }),
}).then((response) => response.json() as Promise<{ access_token: string }>);

async function load(name: string, url: string, headers: Record<string, string> = {}) {
  const latencies: number[] = [];
  const deadline = performance.now() + seconds * 1000;
  let errors = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (performance.now() < deadline) {
        const t0 = performance.now();
        const response = await fetch(url, { headers });
        await response.arrayBuffer();
        if (!response.ok) errors += 1;
        latencies.push(performance.now() - t0);
      }
    }),
  );
  latencies.sort((a, b) => a - b);
  const at = (q: number) => Number((latencies[Math.floor(q * (latencies.length - 1))] ?? 0).toFixed(2));
  return {
    name,
    requests: latencies.length,
    errors,
    perSecond: Math.round(latencies.length / seconds),
    p50: at(0.5),
    p99: at(0.99),
  };
}

const results = [
  await load('GET /api/health', `${base}/api/health`),
  await load('GET /api/v1/me (signed in)', `${base}/api/v1/me`, { authorization: `Bearer ${signin.access_token}` }),
];
const memory = process.memoryUsage();
const report = {
  date: new Date().toISOString(),
  node: process.version,
  driver: database.driver,
  seconds,
  concurrency,
  startupMs: Math.round(startupMs),
  rssMiB: Math.round(memory.rss / 1048576),
  heapUsedMiB: Math.round(memory.heapUsed / 1048576),
  results,
};
await app.close();
await database.close();
const file = path.join(import.meta.dirname, 'results', `http-${report.date.slice(0, 10)}.json`);
writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`);
console.table(results);
console.log(`startup ${report.startupMs} ms, rss ${report.rssMiB} MiB -> ${path.relative(process.cwd(), file)}`);
