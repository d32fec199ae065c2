import { conditionsSchema, suggestionsSchema } from '@lineup/contract/conditions';
import { get } from '#web/lib/http.ts';
import { schoolKeys } from '#web/lib/query-keys.ts';

const conditionsKeys = schoolKeys('conditions');

/** A place's tides and daylight on a day (decision 013). */
export function conditionsQuery(schoolId: string, placeId: string, day: string) {
  return {
    queryKey: conditionsKeys.detail(schoolId, `${placeId}:${day}`),
    queryFn: ({ signal }: { signal: AbortSignal }) =>
      get(`/api/v1/places/${encodeURIComponent(placeId)}/conditions`, {
        query: { day },
        schema: conditionsSchema,
        signal,
      }),
    // Predictions of a day do not change; a new day asks again.
    staleTime: 60 * 60_000,
  };
}

/** Several days of a place's conditions asked together (the calendar's week), each day cached on its own. */
export const conditionsDaysKey = (schoolId: string, placeId: string, days: readonly string[]) =>
  [...conditionsKeys.all(schoolId), 'days', placeId, days] as const;

/** What a new lesson's best windows are asked for: its place, type and room, from a day, for a length. */
export interface SuggestionsAsk {
  readonly placeId: string;
  readonly eventTypeId: string;
  readonly roomId: string | null;
  /** The first day looked at on the school's clocks; the server's today when absent. */
  readonly from: string | undefined;
  readonly durationMinutes: number | undefined;
}

/** The best windows for a lesson at a place in the coming week: daylight, its level's tide and no clash. */
export function suggestionsQuery(schoolId: string, ask: SuggestionsAsk) {
  return {
    queryKey: [...conditionsKeys.all(schoolId), 'suggestions', ask] as const,
    queryFn: ({ signal }: { signal: AbortSignal }) =>
      get(`/api/v1/places/${encodeURIComponent(ask.placeId)}/suggestions`, {
        query: {
          eventTypeId: ask.eventTypeId,
          roomId: ask.roomId ?? undefined,
          from: ask.from,
          durationMinutes: ask.durationMinutes,
          days: 7,
        },
        schema: suggestionsSchema,
        signal,
      }),
    // Windows close as lessons are planned: asked again each time the form shows them.
    staleTime: 0,
  };
}
