import type { TFunction } from 'i18next';
import { ApiError } from '#web/lib/api-error.ts';
import { errorText, validationText } from '#web/lib/error-text.ts';

/** Refusals about one field, when the server does not name it in `params.field`. */
const REASON_FIELDS: Readonly<Record<string, string>> = { name_taken: 'name' };

interface FieldTarget {
  setFieldError: (path: string, error: string) => void;
}

/** `body.name` → `name`; `body.address.street` → `address.street`. */
const fieldPath = (path: string) => path.replace(/^(body|params|query)\./, '');

/**
 * Puts a failed save's errors where they belong: each invalid field's message on its field, a
 * refusal about one field (a name already taken) on that field, and returns the one form-level
 * message (or null when the fields say it all).
 */
export function applyServerError(
  form: FieldTarget,
  error: unknown,
  fields: readonly string[],
  t: TFunction,
): string | null {
  if (!(error instanceof ApiError)) return errorText(error, t);
  const known = (path: string) => fields.includes(path.split('.')[0] ?? '');
  if (error.fieldErrors.length > 0) {
    let placed = 0;
    for (const entry of error.fieldErrors) {
      const path = fieldPath(entry.path);
      if (!known(path)) continue;
      form.setFieldError(
        path,
        entry.code ? validationText({ code: entry.code, params: entry.params ?? {} }, t) : entry.message,
      );
      placed += 1;
    }
    return placed === error.fieldErrors.length ? t('form.fixFields') : errorText(error, t);
  }
  const field = typeof error.params.field === 'string' ? error.params.field : REASON_FIELDS[error.reason ?? ''];
  if (error.reason && field && known(field)) {
    form.setFieldError(field, errorText(error, t));
    return null;
  }
  return errorText(error, t);
}
