import { CHUNK_LOAD_TIMEOUT_MS } from '@lineup/contract/constants';

export type ChunkLoadReason = 'missing' | 'timeout';

/** A lazily loaded part of the app that did not arrive: its file is gone (a newer deploy) or the network stalled. */
export class ChunkLoadError extends Error {
  readonly reason: ChunkLoadReason;

  constructor(reason: ChunkLoadReason, options?: { cause?: unknown }) {
    super(`Chunk load failed: ${reason}`, options);
    this.name = 'ChunkLoadError';
    this.reason = reason;
  }
}

/**
 * Loads a chunk, giving up after the spec's chunk timeout: a dynamic import has no timeout
 * of its own and would otherwise leave the screen pending forever.
 */
export function loadChunk<T>(importer: () => Promise<T>, timeoutMs: number = CHUNK_LOAD_TIMEOUT_MS): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new ChunkLoadError('timeout')), timeoutMs);
    Promise.resolve()
      .then(importer)
      .then(
        (module) => {
          clearTimeout(timer);
          resolve(module);
        },
        (cause: unknown) => {
          clearTimeout(timer);
          reject(new ChunkLoadError('missing', { cause }));
        },
      );
  });
}
