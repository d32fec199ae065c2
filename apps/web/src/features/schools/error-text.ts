import type { TFunction } from 'i18next';
import { ApiError } from '#web/lib/api-error.ts';

/** What to tell the user about a failed call: the server's own (localized) `detail`, or why no answer came. */
export function errorText(error: unknown, t: TFunction): string {
  if (error instanceof ApiError) {
    if (error.code === 'network' || error.code === 'timeout') return t(`errors.${error.code}`);
    if (error.status === 429) return t('errors.rate_limited');
    return error.detail;
  }
  return t('errors.unexpected');
}

/** The server's message for one field (`body.email` or `email`), if it named that field. */
export function fieldError(error: unknown, field: string): string | undefined {
  if (!(error instanceof ApiError)) return undefined;
  return error.fieldErrors.find((entry) => entry.path === field || entry.path.endsWith(`.${field}`))?.message;
}
