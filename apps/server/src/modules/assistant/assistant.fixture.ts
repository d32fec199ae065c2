import type { AssistantAnswer } from '@lineup/contract/assistant';
import type { Event } from '@lineup/contract/events';
import { assistantActions } from '#src/db/schema/index.ts';
import { asPlatform } from '#src/db/tenancy.ts';
import { dayAfter, localDay, zonedInstant } from '#src/lib/zoned-day.ts';
import { ok } from '#src/testing/answers.ts';
import type { twoSchools } from '#src/testing/schools.ts';
import type { TestApp } from '#src/testing/test-app.ts';
import { clock } from '@lineup/contract/clock';

export type Schools = Awaited<ReturnType<typeof twoSchools>>;
export type Caller = Schools['owner'];

/** The test school's zone, and tomorrow there: SmartBot's tests plan their lessons on it. */
export const ZONE = 'Europe/Lisbon';
export const TODAY = localDay(clock.now(), ZONE);
export const TOMORROW = dayAfter(TODAY, 1);
export const at = (hour: number) => zonedInstant(TOMORROW, hour * 60, ZONE);

/** A lesson tomorrow from one hour to another, on the school's clocks, as an `events` row. */
export const lessonAt = (
  schoolId: string,
  eventTypeId: string,
  title: string,
  placeId: string,
  from: number,
  to: number,
) => ({
  applicationId: schoolId,
  eventTypeId,
  title,
  placeId,
  startsAt: at(from),
  endsAt: at(to),
});

/** Two beaches near Lisbon, as `places` rows of a school. */
export const beaches = (schoolId: string) =>
  [
    { name: 'Carcavelos', latitude: 38.68, longitude: -9.34 },
    { name: 'Ericeira', latitude: 38.96, longitude: -9.42 },
  ].map((beach) => ({ applicationId: schoolId, type: 'beach' as const, country: 'PT', ...beach }));

/** The customers booked into a lesson (not cancelled), sorted, as its page shows them. */
export const bookedIn = async (caller: Caller, eventId: string) =>
  ok<Event>(await caller.call('GET', `/api/v1/events/${eventId}`))
    .customers.filter((customer) => customer.attendance !== 'cancelled')
    .map((customer) => customer.customerId)
    .sort();

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
