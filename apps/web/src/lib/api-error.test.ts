import { describe, expect, it } from 'vitest';
import { problemSchema } from '@lineup/contract/problem';
import { isProblem } from '#web/lib/api-error.ts';

const problem = { type: 'about:blank', title: 'Conflict', status: 409, code: 'conflict', detail: 'Taken.' };

describe('isProblem', () => {
  it.each([
    ['a problem document', problem],
    [
      'one with an instance and field errors',
      { ...problem, instance: '/x', errors: [{ path: 'email', message: 'Bad' }] },
    ],
    ['one without a code', { ...problem, code: undefined }],
    ['a fractional status', { ...problem, status: 409.5 }],
    ['a status as text', { ...problem, status: '409' }],
    ['a numeric instance', { ...problem, instance: 1 }],
    ['field errors that are not a list', { ...problem, errors: { path: 'email' } }],
    ['a field error without a message', { ...problem, errors: [{ path: 'email' }] }],
    ['a refusal with its reason and parameters', { ...problem, reason: 'owner_only', params: { role: 'owner', n: 2 } }],
    ['a numeric reason', { ...problem, reason: 409 }],
    ['parameters that are not text or numbers', { ...problem, params: { role: { nested: true } } }],
    ['parameters as a list', { ...problem, params: ['owner'] }],
    [
      'a field error with its code and parameters',
      { ...problem, errors: [{ path: 'name', message: 'Too long', code: 'too_big', params: { maximum: 120 } }] },
    ],
    ['a field error with a numeric code', { ...problem, errors: [{ path: 'name', message: 'Bad', code: 7 }] }],
    [
      'a refusal with the lessons it would break',
      { ...problem, lessons: [{ id: 'a', title: 'Morning lesson', startsAt: '2026-07-02T09:00:00.000Z', count: 3 }] },
    ],
    ['lessons that are not a list', { ...problem, lessons: { id: 'a' } }],
    ['a lesson without its start', { ...problem, lessons: [{ id: 'a', title: 'Morning lesson', count: 3 }] }],
    ['a lesson with a fractional count', { ...problem, lessons: [{ id: 'a', title: 'x', startsAt: 'y', count: 1.5 }] }],
    ['null', null],
    ['a string', 'Bad Gateway'],
  ])('agrees with the contract schema on %s', (_name, value) => {
    expect(isProblem(value)).toBe(problemSchema.safeParse(value).success);
  });
});
