import { describe, expect, it } from 'vitest';
import { processSettings, serverFlags } from '../../../scripts/process-settings.ts';

describe("npm start's process settings", () => {
  const cache = '/srv/lineup/node_modules/.cache/lineup-compile';

  it('maps large blocks on their own on Linux and keeps compiled modules, keeping the rest of the environment', () => {
    expect(processSettings('linux', { PORT: '3000' }, cache)).toEqual({
      PORT: '3000',
      MALLOC_MMAP_THRESHOLD_: '131072',
      NODE_COMPILE_CACHE: cache,
    });
    expect(processSettings('darwin', { PORT: '3000' }, cache)).toEqual({ PORT: '3000', NODE_COMPILE_CACHE: cache });
  });

  it('adds only what is missing, and leaves an operator’s own settings alone', () => {
    expect(processSettings('linux', { MALLOC_MMAP_THRESHOLD_: '65536' }, cache)).toEqual({
      MALLOC_MMAP_THRESHOLD_: '65536',
      NODE_COMPILE_CACHE: cache,
    });
    expect(processSettings('linux', { NODE_COMPILE_CACHE: '/var/cache/lineup' }, cache)).toEqual({
      NODE_COMPILE_CACHE: '/var/cache/lineup',
      MALLOC_MMAP_THRESHOLD_: '131072',
    });
    expect(processSettings('linux', { NODE_DISABLE_COMPILE_CACHE: '1' }, cache)).toEqual({
      NODE_DISABLE_COMPILE_CACHE: '1',
      MALLOC_MMAP_THRESHOLD_: '131072',
    });
  });

  it('starts again only once, and not at all where the process cannot replace itself', () => {
    const once = processSettings('linux', {}, cache);
    expect(once).not.toBeNull();
    expect(processSettings('linux', once ?? {}, cache)).toBeNull();
    expect(processSettings('win32', {}, cache)).toBeNull();
  });

  it('asks V8 to favour memory on PostgreSQL only, and once, unless the operator chose', () => {
    const postgres = { DATABASE_URL: 'postgres://lineup_app@db/lineup' };
    expect(serverFlags(postgres, ['--expose-gc'])).toEqual(['--optimize-for-size']);
    expect(serverFlags(postgres, ['--expose-gc', '--optimize-for-size'])).toEqual([]);
    expect(serverFlags(postgres, ['--no-optimize-for-size'])).toEqual([]);
    expect(serverFlags({}, ['--expose-gc'])).toEqual([]);
    expect(serverFlags({ DATABASE_URL: '' }, [])).toEqual([]);
  });
});
