import { clock, CLOCK_HEADER } from '@lineup/contract/clock';

/** Below this the device's clock is taken as the server's: a second changes no day on a screen. */
const NOTICED_MS = 1000;

/**
 * Follows the school's clock as an API answer tells it (`Lineup-Clock`), so "today" on every
 * screen is the server's: its set clock in a test or a demonstration, and the right day on a
 * device whose own clock is wrong.
 */
export function followServerClock(headers: Headers, receivedAt = Date.now()): void {
  const said = Date.parse(headers.get(CLOCK_HEADER) ?? '');
  if (!Number.isFinite(said)) return;
  const offset = said - receivedAt;
  if (Math.abs(offset - clock.offset()) > NOTICED_MS) clock.follow(offset);
}
