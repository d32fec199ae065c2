import type { AssistantAnswer } from '@lineup/contract/assistant';
import { assistantActions } from '#src/db/schema/index.ts';
import { asPlatform } from '#src/db/tenancy.ts';
import { dayAfter, localDay, zonedInstant } from '#src/modules/conditions/zoned-day.ts';
import { ok } from '#src/modules/events/events.fixture.ts';
import type { twoSchools } from '#src/modules/places/places.fixture.ts';
import type { TestApp } from '#src/testing/test-app.ts';

export type Schools = Awaited<ReturnType<typeof twoSchools>>;
export type Caller = Schools['owner'];

/** The test school's zone, and tomorrow there: SmartBot's tests plan their lessons on it. */
export const ZONE = 'Europe/Lisbon';
export const TODAY = localDay(new Date(), ZONE);
export const TOMORROW = dayAfter(TODAY, 1);
export const at = (hour: number) => zonedInstant(TOMORROW, hour * 60, ZONE);

/** Keeps the ids of rows made in order under the names given. */
export const namer = (id: Record<string, string>) => (rows: readonly { id: string }[], names: readonly string[]) =>
  names.forEach((key, index) => (id[key] = rows[index]!.id));

/**
 * Talking to SmartBot as a member: each message from an address of its own in `subnet` (the
 * route's limit per address is tested on its own), Confirm, and the proposals kept.
 */
export function assistantClient(app: () => TestApp, subnet: string) {
  let asked = 0;
  const post = (caller: Caller, text: string, language = 'en', remoteAddress = `${subnet}.${++asked % 250}`) =>
    app().app.inject({
      method: 'POST',
      url: '/api/v1/assistant/messages',
      remoteAddress,
      headers: { authorization: `Bearer ${caller.token}`, cookie: `lineup_language=${language}` },
      payload: { text },
    });
  return {
    post,
    ask: async (caller: Caller, text: string, language = 'en') =>
      ok<AssistantAnswer>(await post(caller, text, language)),
    confirm: (caller: Caller, actionId: string) => caller.call('POST', `/api/v1/assistant/actions/${actionId}/confirm`),
    actionCount: () => asPlatform(app().database.db, async (tx) => (await tx.select().from(assistantActions)).length),
  };
}
