import { afterEach, describe, expect, it, vi } from 'vitest';
import { CHUNK_LOAD_TIMEOUT_MS } from '@lineup/contract/constants';
import { ChunkLoadError, loadChunk } from '#web/lib/chunk.ts';

afterEach(() => {
  vi.useRealTimers();
});

describe('loadChunk', () => {
  it('resolves with the module when the import arrives in time', async () => {
    await expect(loadChunk(() => Promise.resolve({ default: 'screen' }))).resolves.toEqual({ default: 'screen' });
  });

  it('rejects with reason missing when the import fails', async () => {
    const cause = new TypeError('Failed to fetch dynamically imported module');
    const error = await loadChunk(() => Promise.reject(cause)).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ChunkLoadError);
    expect(error).toMatchObject({ reason: 'missing', cause });
  });

  it('rejects with reason timeout after the chunk timeout of 120 s', async () => {
    vi.useFakeTimers();
    let outcome: unknown = 'pending';
    loadChunk(() => new Promise<never>(() => {})).catch((error: unknown) => (outcome = error));
    await vi.advanceTimersByTimeAsync(CHUNK_LOAD_TIMEOUT_MS - 1);
    expect(outcome).toBe('pending');
    await vi.advanceTimersByTimeAsync(1);
    expect(outcome).toBeInstanceOf(ChunkLoadError);
    expect(outcome).toMatchObject({ reason: 'timeout' });
  });

  it('does not time out a chunk that arrived', async () => {
    vi.useFakeTimers();
    const result = loadChunk(() => Promise.resolve('ok'));
    await vi.advanceTimersByTimeAsync(CHUNK_LOAD_TIMEOUT_MS * 2);
    await expect(result).resolves.toBe('ok');
    expect(vi.getTimerCount()).toBe(0);
  });
});
