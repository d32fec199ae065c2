import path from 'node:path';

/** Where `npm start` keeps Node's compile cache: beside the dependencies, rebuilt when they are. */
export const COMPILE_CACHE_DIR = path.resolve(import.meta.dirname, '../node_modules/.cache/lineup-compile');

/**
 * The environment `npm start` runs the server with: the process first replaces itself with one that
 * has these settings (glibc and Node read them only at start). Answers null when there is nothing to
 * add: a system without `execve` (Windows), or settings already there (the process was started again
 * already, or the operator chose their own).
 *
 * - `MALLOC_MMAP_THRESHOLD_` (Linux, glibc): a block of 128 KiB or more is always mapped on its own
 *   and given back to the system when freed. By default glibc raises that threshold to the size of the
 *   largest block freed so far, up to 32 MiB, and later large blocks come from its heap, which it
 *   rarely gives back. V8's optimising compiler takes hundreds of MiB in such blocks while it compiles
 *   PGlite's hottest WebAssembly functions after start: with the default, the server kept about
 *   40–80 MiB of them for good (bench/README.md, _Where the memory goes_).
 * - `NODE_COMPILE_CACHE`: Node keeps each module's compiled code, and for TypeScript the JavaScript it
 *   strips it to, on disk. From the second start on, the server loads its modules from there without
 *   loading Node's TypeScript stripper (a WebAssembly build of SWC, about 9 MiB of the heap for the
 *   life of the process) and starts about two seconds sooner (bench/README.md). An entry whose source
 *   changed is compiled again; `NODE_DISABLE_COMPILE_CACHE=1` turns it off.
 */
export function processSettings(
  platform: NodeJS.Platform,
  env: NodeJS.ProcessEnv,
  compileCacheDir: string = COMPILE_CACHE_DIR,
): NodeJS.ProcessEnv | null {
  if (platform === 'win32') return null;
  const added: NodeJS.ProcessEnv = {};
  if (platform === 'linux' && env.MALLOC_MMAP_THRESHOLD_ === undefined) {
    added.MALLOC_MMAP_THRESHOLD_ = String(128 * 1024);
  }
  if (env.NODE_COMPILE_CACHE === undefined && env.NODE_DISABLE_COMPILE_CACHE === undefined) {
    added.NODE_COMPILE_CACHE = compileCacheDir;
  }
  return Object.keys(added).length > 0 ? { ...env, ...added } : null;
}

/**
 * The V8 flags `npm start` adds to the server's own (package.json), in the same replacement of the
 * process: none when the operator chose either way already.
 *
 * - `--optimize-for-size` on PostgreSQL (`DATABASE_URL` set): V8 collects its old generation and gives
 *   its free pages back sooner. Under load the server then stays near its idle size (resident memory
 *   after the load of `bench/http.ts` 173–182 MiB against 205–209 without it), for more processor time
 *   a request (66 → 80 µs for the members list in the same runs). With PGlite the gain was within the
 *   runs' spread and `/api/health` fell under half the bare route's rate (bench/README.md), so it is
 *   left out there.
 */
export function serverFlags(env: NodeJS.ProcessEnv, execArgv: readonly string[]): string[] {
  const onPostgres = (env.DATABASE_URL ?? '') !== '';
  const chosen = execArgv.some((flag) => /^--(no-)?optimize[-_]for[-_]size$/.test(flag));
  return onPostgres && !chosen ? ['--optimize-for-size'] : [];
}
