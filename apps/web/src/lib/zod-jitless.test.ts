import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { makeZodJitless } from '#web/lib/zod-jitless.ts';

describe('makeZodJitless', () => {
  it("sets zod's own settings: it does not compile parsers, and so never probes for eval", () => {
    makeZodJitless();
    expect(z.config().jitless).toBe(true);
    // Parsing still works, by zod's interpreted path.
    expect(z.object({ name: z.string() }).parse({ name: 'Ana' })).toEqual({ name: 'Ana' });
  });
});
