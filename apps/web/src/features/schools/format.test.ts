import { describe, expect, it } from 'vitest';
import { formatBytes } from '#web/features/schools/format.ts';

describe('formatBytes', () => {
  it('reads as bytes, KB and MB with the language decimal mark', () => {
    expect(formatBytes(512, 'en')).toBe('512 B');
    expect(formatBytes(1536, 'en')).toBe('1.5 KB');
    expect(formatBytes(5 * 1024 * 1024 + 300 * 1024, 'pt')).toBe('5,3 MB');
    expect(formatBytes(250 * 1024, 'en')).toBe('250 KB');
  });
});
