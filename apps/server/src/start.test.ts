import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { count } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openDatabase } from './db/open-database.ts';
import { accounts } from './db/schema/index.ts';
import { asPlatform } from './db/tenancy.ts';

const MAIN = path.join(import.meta.dirname, 'main.ts');

interface Running {
  readonly child: ChildProcess;
  readonly port: number;
  output(): string;
}

function startServer(dataDir: string, env: NodeJS.ProcessEnv = {}): Promise<Running> {
  const child = spawn(process.execPath, [MAIN], {
    env: {
      ...process.env,
      ...env,
      DATA_DIR: dataDir,
      PORT: '0',
      // Unset: the default keeps Lineup (and the demo passwords) to this machine.
      HOST: '',
      PASSWORD_HASH_COST: '12',
      DATABASE_URL: '',
    },
  });
  let output = '';
  return new Promise((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const port = /"port":(\d+)/.exec(output)?.[1];
      if (port) resolve({ child, port: Number(port), output: () => output });
    });
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('exit', (code) => reject(new Error(`server exited with ${code}: ${output}`)));
  });
}

function stop(running: Running, signal: NodeJS.Signals): Promise<number | null> {
  return new Promise((resolve) => {
    running.child.removeAllListeners('exit');
    running.child.once('exit', (code) => resolve(code));
    running.child.kill(signal);
  });
}

describe('npm start with the embedded database', () => {
  it('seeds once, shuts down cleanly on SIGINT and has every row after a restart', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'lineup-start-'));
    const compileCache = mkdtempSync(path.join(tmpdir(), 'lineup-compile-'));
    const first = await startServer(dataDir, { NODE_COMPILE_CACHE: compileCache });
    // The modules compiled by the start are on disk by the time the server listens (npm start's cache).
    expect(readdirSync(compileCache, { recursive: true }).length).toBeGreaterThan(100);
    const health = await fetch(`http://127.0.0.1:${first.port}/api/health`).then((r) => r.json());
    expect(health).toMatchObject({ status: 'ok', database: { driver: 'pglite' } });
    expect(first.output()).toContain('master@demo.lineup.surf');
    expect(first.output()).toContain(`Server listening at http://127.0.0.1:${first.port}`);
    expect(first.output()).not.toContain('0.0.0.0');

    const second = await startServer(dataDir).catch((error: Error) => error);
    expect(second).toBeInstanceOf(Error);
    expect(String(second)).toMatch(/in use by another Lineup process/);

    expect(await stop(first, 'SIGINT')).toBe(0);

    const again = await startServer(dataDir);
    expect(again.output()).not.toContain('Demo school');
    expect(await stop(again, 'SIGTERM')).toBe(0);

    const database = await openDatabase({ driver: 'pglite', dataDir });
    const [row] = await asPlatform(database.db, (tx) => tx.select({ n: count() }).from(accounts));
    await database.close();
    expect(row?.n).toBe(7);
  }, 180_000);
});
