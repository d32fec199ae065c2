/**
 * The C allocator's settings `npm start` runs the server with, on Linux (glibc).
 *
 * A block of 128 KiB or more is always mapped on its own and given back to the system when freed
 * (`MALLOC_MMAP_THRESHOLD_`). By default glibc raises that threshold to the size of the largest
 * block freed so far, up to 32 MiB, and later large blocks come from its heap, which it rarely
 * gives back. V8's optimising compiler takes hundreds of MiB in such blocks while it compiles
 * PGlite's hottest WebAssembly functions after start: with the default, the server kept about
 * 40–80 MiB of them for good (bench/README.md, _Where the memory goes_).
 *
 * Answers the environment to start again with, or null when there is nothing to set: another
 * system, or settings already there (the process was started again already, or the operator
 * chose their own).
 */
export function mallocSettings(platform: NodeJS.Platform, env: NodeJS.ProcessEnv): NodeJS.ProcessEnv | null {
  if (platform !== 'linux' || env.MALLOC_MMAP_THRESHOLD_ !== undefined) return null;
  return { ...env, MALLOC_MMAP_THRESHOLD_: String(128 * 1024) };
}
