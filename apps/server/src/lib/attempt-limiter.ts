/**
 * Counts attempts per key in a fixed window (per e-mail, per phone). In memory: each
 * server instance counts its own, which bounds abuse per instance.
 */
export class AttemptLimiter {
  readonly #windows = new Map<string, { count: number; resetAt: number }>();
  readonly #max: number;
  readonly #windowMs: number;

  constructor(max: number, windowMs: number) {
    this.#max = max;
    this.#windowMs = windowMs;
  }

  /** Records one attempt; false when the key has used up its window. */
  take(key: string, now = Date.now()): boolean {
    const window = this.#windows.get(key);
    if (!window || window.resetAt <= now) {
      if (this.#windows.size > 100_000) this.#sweep(now);
      this.#windows.set(key, { count: 1, resetAt: now + this.#windowMs });
      return true;
    }
    window.count += 1;
    return window.count <= this.#max;
  }

  /** Clears the key's count: what the limit guards against has not happened (a right password). */
  forget(key: string): void {
    this.#windows.delete(key);
  }

  #sweep(now: number): void {
    for (const [key, window] of this.#windows) if (window.resetAt <= now) this.#windows.delete(key);
  }
}
