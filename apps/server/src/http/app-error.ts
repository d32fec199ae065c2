import type { AffectedLesson, ErrorCode, RefusalReason } from '@lineup/contract/problem';

const STATUS: Record<ErrorCode, number> = {
  bad_request: 400,
  validation_failed: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  unprocessable: 422,
  payload_too_large: 413,
  rate_limited: 429,
  internal: 500,
  not_activated: 409,
  database_unavailable: 503,
};

export type ProblemParams = Readonly<Record<string, string | number>>;

export interface FieldError {
  readonly path: string;
  readonly message: string;
  readonly code?: string;
  readonly params?: ProblemParams;
}

/** A business refusal's stable reason and the values its message names. */
export interface Refusal {
  readonly reason: RefusalReason;
  readonly params?: ProblemParams;
  /** The upcoming lessons a catalogue edit would break. */
  readonly lessons?: readonly AffectedLesson[];
}

/** The one typed error of the API; mapped to problem+json in one place (problem.ts). */
export class AppError extends Error {
  override name = 'AppError';
  readonly code: ErrorCode;
  readonly status: number;
  readonly errors: readonly FieldError[] | undefined;
  readonly refusal: Refusal | undefined;

  constructor(code: ErrorCode, detail: string, errors?: readonly FieldError[], refusal?: Refusal) {
    super(detail);
    this.code = code;
    this.status = STATUS[code];
    this.errors = errors;
    this.refusal = refusal;
  }
}
