import { getSession, subscribeSession } from '#web/lib/session.ts';

/** What the member did with a proposed change on this screen. */
export type Settlement = 'confirmed' | 'cancelled';

/**
 * Proposals confirmed or cancelled in this session: the history keeps each proposal as it was
 * made, so coming back to the screen must not offer Confirm again. A sign-out forgets them.
 */
let settled = new Map<string, Settlement>();
subscribeSession(() => {
  if (!getSession()) settled = new Map();
});

export const settledActions = (): ReadonlyMap<string, Settlement> => new Map(settled);

export function rememberSettlement(id: string, settlement: Settlement): void {
  settled.set(id, settlement);
}
