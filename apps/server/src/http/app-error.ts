import type { ErrorCode } from '@lineup/contract/problem';

const STATUS: Record<ErrorCode, number> = {
  bad_request: 400,
  validation_failed: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  payload_too_large: 413,
  rate_limited: 429,
  internal: 500,
  not_activated: 409,
};

export interface FieldError {
  readonly path: string;
  readonly message: string;
}

/** The one typed error of the API; mapped to problem+json in one place (problem.ts). */
export class AppError extends Error {
  override name = 'AppError';
  readonly code: ErrorCode;
  readonly status: number;
  readonly errors: readonly FieldError[] | undefined;

  constructor(code: ErrorCode, detail: string, errors?: readonly FieldError[]) {
    super(detail);
    this.code = code;
    this.status = STATUS[code];
    this.errors = errors;
  }
}
