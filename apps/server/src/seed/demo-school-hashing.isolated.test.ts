import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type * as PasswordModule from '#src/auth/password.ts';
import { createTestApp, type TestApp } from '#src/testing/test-app.ts';
import { DEMO_ACCOUNTS } from './demo-accounts.ts';
import { seedDemoSchool } from './demo-school.ts';

// Counts the hashes running at once: each takes 128 MiB (scrypt, N=2^17, r=8).
const hashing = vi.hoisted(() => ({ started: 0, inFlight: 0, most: 0 }));
vi.mock('#src/auth/password.ts', async (importOriginal) => {
  const actual = await importOriginal<typeof PasswordModule>();
  return {
    ...actual,
    hashPassword: async (...args: Parameters<typeof actual.hashPassword>) => {
      hashing.started += 1;
      hashing.inFlight += 1;
      hashing.most = Math.max(hashing.most, hashing.inFlight);
      try {
        return await actual.hashPassword(...args);
      } finally {
        hashing.inFlight -= 1;
      }
    },
  };
});

describe("the demo school's passwords", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('are hashed one after the other, so the first start never holds two hashes’ memory at once', async () => {
    hashing.started = 0;
    hashing.most = 0;
    expect(await seedDemoSchool(t.database.db, t.config, t.app.log)).toBe(true);
    expect(hashing.started).toBe(DEMO_ACCOUNTS.length);
    expect(hashing.most).toBe(1);
  });
});
