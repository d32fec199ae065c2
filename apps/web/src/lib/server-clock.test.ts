import { afterEach, describe, expect, it } from 'vitest';
import { clock, CLOCK_HEADER } from '@lineup/contract/clock';
import { zonedToday } from '#web/lib/zoned-time.ts';
import { followServerClock } from './server-clock.ts';

const answered = (at: string | null) => new Headers(at === null ? {} : { [CLOCK_HEADER]: at });

afterEach(() => clock.set(process.env.LINEUP_CLOCK || null));

describe("the web app's today", () => {
  it('is the server’s: a device a day behind shows the school’s day once an answer says it', () => {
    clock.set(null);
    const receivedAt = Date.parse('2027-12-31T23:30:00Z');
    followServerClock(answered('2028-01-01T00:30:00.000Z'), receivedAt);
    expect(clock.offset()).toBe(3_600_000);
    expect(zonedToday('Europe/Lisbon', new Date(receivedAt + clock.offset()))).toBe('2028-01-01');
  });

  it('keeps its own clock within a second of the server’s, and ignores an answer without the header', () => {
    clock.set(null);
    const now = Date.now();
    followServerClock(answered(new Date(now + 400).toISOString()), now);
    expect(clock.offset()).toBe(0);
    followServerClock(answered(null), now);
    followServerClock(answered('not a time'), now);
    expect(clock.offset()).toBe(0);
  });
});
