import type { AffectedLesson, Problem } from '@lineup/contract/problem';

export type ProblemParams = Readonly<Record<string, string | number>>;

export interface FieldError {
  readonly path: string;
  readonly message: string;
  /** The validation code (`too_big`, `control_characters`...) and its parameters, to word it here. */
  readonly code?: string;
  readonly params?: ProblemParams;
}

/** Codes of failures that never reached the server, next to the contract's ERROR_CODES. */
export type TransportErrorCode = 'timeout' | 'network';

/** Any failed call: a problem+json answer of the API, or a request that got no answer (status 0). */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly detail: string;
  readonly fieldErrors: readonly FieldError[];
  /** A business refusal's stable reason (409/422) and its parameters. */
  readonly reason: string | undefined;
  readonly params: ProblemParams;
  /** The upcoming lessons a refused catalogue edit would break, soonest first. */
  readonly lessons: readonly AffectedLesson[];

  constructor(init: {
    status: number;
    code: string;
    detail: string;
    fieldErrors?: readonly FieldError[];
    reason?: string;
    params?: ProblemParams;
    lessons?: readonly AffectedLesson[];
  }) {
    super(init.detail);
    this.name = 'ApiError';
    this.status = init.status;
    this.code = init.code;
    this.detail = init.detail;
    this.fieldErrors = init.fieldErrors ?? [];
    this.reason = init.reason;
    this.params = init.params ?? {};
    this.lessons = init.lessons ?? [];
  }
}

function codeForStatus(status: number): string {
  if (status === 401) return 'unauthorized';
  if (status === 403) return 'forbidden';
  if (status === 404) return 'not_found';
  if (status === 409) return 'conflict';
  if (status === 422) return 'unprocessable';
  if (status === 413) return 'payload_too_large';
  if (status === 429) return 'rate_limited';
  return status >= 500 ? 'internal' : 'bad_request';
}

const isString = (value: unknown): value is string => typeof value === 'string';

/**
 * The contract's problemSchema, checked by hand: zod is a large library, and the first screen
 * must not wait for it to read an error it may never get (api-error.test.ts keeps the two in step).
 */
export function isProblem(value: unknown): value is Problem {
  if (typeof value !== 'object' || value === null) return false;
  const { type, title, status, code, detail, instance, errors, reason, params, lessons } = value as Record<
    string,
    unknown
  >;
  const optional = (item: unknown, check: (item: unknown) => boolean) => item === undefined || check(item);
  const isParams = (item: unknown) =>
    typeof item === 'object' &&
    item !== null &&
    !Array.isArray(item) &&
    Object.values(item).every((entry) => isString(entry) || typeof entry === 'number');
  const fieldError = (item: unknown) => {
    if (typeof item !== 'object' || item === null) return false;
    const field = item as Record<string, unknown>;
    return (
      isString(field.path) &&
      isString(field.message) &&
      optional(field.code, isString) &&
      optional(field.params, isParams)
    );
  };
  const lesson = (item: unknown) => {
    if (typeof item !== 'object' || item === null) return false;
    const { id, title: name, startsAt, count } = item as Record<string, unknown>;
    return [id, name, startsAt].every(isString) && Number.isInteger(count);
  };
  return (
    [type, title, code, detail].every(isString) &&
    Number.isInteger(status) &&
    optional(instance, isString) &&
    optional(errors, (items) => Array.isArray(items) && items.every(fieldError)) &&
    optional(reason, isString) &&
    optional(params, isParams) &&
    optional(lessons, (items) => Array.isArray(items) && items.every(lesson))
  );
}

/** Reads an error answer; one that is not a problem document (a proxy's page) still gets a code from its status. */
export function toApiError(status: number, statusText: string, body: string): ApiError {
  let parsed: unknown = undefined;
  try {
    parsed = JSON.parse(body);
  } catch {
    // Not JSON: fall through to the status-based error.
  }
  if (isProblem(parsed)) {
    const { code, detail, errors, reason, params, lessons } = parsed;
    return new ApiError({ status, code, detail, fieldErrors: errors ?? [], reason, params, lessons });
  }
  return new ApiError({ status, code: codeForStatus(status), detail: statusText || `HTTP ${status}` });
}

export function transportError(code: TransportErrorCode, cause: unknown): ApiError {
  const error = new ApiError({ status: 0, code, detail: code === 'timeout' ? 'Request timed out' : 'Network error' });
  error.cause = cause;
  return error;
}
