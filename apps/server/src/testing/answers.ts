import { expect } from 'vitest';
import type { z } from 'zod';
import type { auditEntrySchema } from '@lineup/contract/audit';
import type { Event } from '@lineup/contract/events';
import type { Caller } from '#src/testing/sign-in.ts';

/** The answer to one of a caller's requests. */
export type Answer = Awaited<ReturnType<Caller['call']>>;

/** A page of a list, as every list route answers it. */
export type Page<T> = { items: T[]; total: number };

/** The answer's body, once its status is as expected (200 unless said); a lesson unless typed. */
export function ok<T = Event>(answer: Answer, status = 200): T {
  expect(answer.statusCode, answer.body).toBe(status);
  return answer.json<T>();
}

/** A refusal with its status, reason and (some of) its parameters; answers the problem document. */
export function expectRefusal(answer: Answer, status: number, reason: string, params?: object) {
  expect(answer.statusCode, answer.body).toBe(status);
  const problem = answer.json<{
    status: number;
    reason: string;
    params: Record<string, string | number>;
    detail: string;
  }>();
  expect(problem).toMatchObject({ status, reason, ...(params ? { params } : {}) });
  return problem;
}

/** A 400 whose field errors are exactly these, each path with its code (`{ 'body.name': 'too_small' }`). */
export function expectFieldErrors(answer: Answer, errors: Record<string, string>) {
  expect(answer.statusCode, answer.body).toBe(400);
  const problem = answer.json<{ code: string; errors: { path: string; code: string }[] }>();
  expect(problem.code).toBe('validation_failed');
  expect(Object.fromEntries(problem.errors.map((error) => [error.path, error.code]))).toEqual(errors);
}

export type AuditEntry = z.infer<typeof auditEntrySchema>;

/** The activity log of the caller's school, newest first: its first `pageSize` entries. */
export async function activityLog(caller: Caller, pageSize = 100): Promise<AuditEntry[]> {
  return ok<Page<AuditEntry>>(await caller.call('GET', `/api/v1/audit?pageSize=${pageSize}`)).items;
}

/**
 * The create and list calls of a catalogue resource (`defineResource` on the server), each
 * checking its status: `create` posts `input(change)` and expects 201, `list` reads a page.
 */
export function resourceCalls<Item, Input extends object>(path: string, input: (change: Partial<Input>) => Input) {
  return {
    create: async (caller: Caller, change: Partial<Input> = {}) =>
      ok<Item>(await caller.call('POST', path, input(change)), 201),
    list: async (caller: Caller, query = '') => ok<Page<Item>>(await caller.call('GET', `${path}?${query}`)),
  };
}
