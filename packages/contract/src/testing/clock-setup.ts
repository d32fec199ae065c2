import { clock } from '../clock.ts';

/**
 * Every test file starts on the day `LINEUP_CLOCK` names (`scripts/test-dates.ts` runs the suite on
 * the days that break date code), else on the machine's; a file that sets the clock itself is put
 * back here before the next file in its worker.
 */
clock.set(process.env.LINEUP_CLOCK || null);
