import { expect } from 'vitest';
import type { Event, EventInput } from '@lineup/contract/events';
import type { Caller } from '#src/modules/places/places.fixture.ts';

type Answer = Awaited<ReturnType<Caller['call']>>;

/** The answer's body, once its status is as expected (200 unless said). */
export function ok<T = Event>(answer: Answer, status = 200): T {
  expect(answer.statusCode, answer.body).toBe(status);
  return answer.json<T>();
}

/** A refusal with its status, reason and (some of) its parameters; answers the problem document. */
export function expectRefusal(
  answer: Answer,
  status: number,
  reason: string,
  params?: Record<string, string | number>,
) {
  expect(answer.statusCode, answer.body).toBe(status);
  const problem = answer.json<{ reason: string; params: Record<string, string | number>; detail: string }>();
  expect(problem.reason).toBe(reason);
  if (params) expect(problem.params).toMatchObject(params);
  return problem;
}

/** A morning lesson of 90 minutes of a type at a place, as a school plans one. */
export function lesson(eventTypeId: string, placeId: string, change: Partial<EventInput> = {}): EventInput {
  return {
    eventTypeId,
    title: 'Morning lesson',
    placeId,
    roomId: null,
    startsAt: '2026-07-14T09:00:00+01:00',
    durationMinutes: 90,
    color: null,
    capacity: null,
    comments: '',
    notes: '',
    ...change,
  };
}
