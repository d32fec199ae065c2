import { execFile } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { chown, mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** Where the PostgreSQL server's programs are: PG_BINDIR, else the newest of Debian's /usr/lib/postgresql/<version>/bin. */
export function postgresBinaries(): string | null {
  const named = process.env.PG_BINDIR;
  if (named) return existsSync(path.join(named, 'initdb')) ? named : null;
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return null;
  const versions = readdirSync(root)
    .filter((version) => existsSync(path.join(root, version, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] ? path.join(root, versions[0], 'bin') : null;
}

/** A port nobody listens on now, from the system. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

/** The numeric user and group of an account of this machine. */
async function idsOf(user: string): Promise<{ uid: number; gid: number }> {
  const [uid, gid] = await Promise.all([run('id', ['-u', user]), run('id', ['-g', user])]);
  return { uid: Number(uid.stdout.trim()), gid: Number(gid.stdout.trim()) };
}

export interface OwnPostgres {
  /** The superuser's URL of the cluster's `postgres` database. */
  readonly url: string;
  readonly port: number;
  start(): Promise<void>;
  /** Stops the server the way an administrator does (`pg_ctl stop -m fast`): the open connections are ended. */
  stop(): Promise<void>;
  /** Stops the server if it runs, and deletes the cluster. */
  destroy(): Promise<void>;
}

/**
 * A throwaway PostgreSQL cluster of the test's own, in a temporary directory, on a free port of
 * 127.0.0.1, with trust authentication: a test can stop it and start it again. PostgreSQL will not
 * run as root, so as root (the CI machine) its programs run as the `postgres` account.
 */
export async function createOwnPostgres(bin: string): Promise<OwnPostgres> {
  const asRoot = process.getuid?.() === 0;
  const dir = await mkdtemp(path.join(tmpdir(), 'lineup-pg-'));
  const data = path.join(dir, 'data');
  const log = path.join(dir, 'server.log');
  if (asRoot) {
    const { uid, gid } = await idsOf('postgres');
    await chown(dir, uid, gid);
  }
  const program = (name: string, args: readonly string[]) =>
    asRoot
      ? run('runuser', ['-u', 'postgres', '--', path.join(bin, name), ...args])
      : run(path.join(bin, name), [...args]);
  const port = await freePort();
  let running = false;
  try {
    await program('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-locale', '--no-sync']);
  } catch (error) {
    await rm(dir, { recursive: true, force: true });
    throw error;
  }
  const settings = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c full_page_writes=off`;
  const start = async () => {
    await program('pg_ctl', ['-D', data, '-l', log, '-o', settings, '-w', '-t', '60', 'start']);
    running = true;
  };
  const stop = async (mode = 'fast') => {
    await program('pg_ctl', ['-D', data, '-m', mode, '-w', '-t', '60', 'stop']);
    running = false;
  };
  try {
    await start();
  } catch (error) {
    await rm(dir, { recursive: true, force: true });
    throw error;
  }
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    port,
    start,
    stop: () => stop(),
    destroy: async () => {
      if (running) await stop('immediate').catch(() => undefined);
      await rm(dir, { recursive: true, force: true });
    },
  };
}
