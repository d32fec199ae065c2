import { describe, expect, it } from 'vitest';
import { mallocSettings } from '../../../scripts/malloc-settings.ts';

describe("npm start's settings of the C allocator", () => {
  it('maps large blocks on their own on Linux, keeping the rest of the environment', () => {
    expect(mallocSettings('linux', { PORT: '3000' })).toEqual({ PORT: '3000', MALLOC_MMAP_THRESHOLD_: '131072' });
  });

  it('starts again only once, leaves an operator’s own setting alone, and other systems as they are', () => {
    expect(mallocSettings('linux', { MALLOC_MMAP_THRESHOLD_: '131072' })).toBeNull();
    expect(mallocSettings('linux', { MALLOC_MMAP_THRESHOLD_: '65536' })).toBeNull();
    expect(mallocSettings('darwin', {})).toBeNull();
    expect(mallocSettings('win32', {})).toBeNull();
  });
});
