import type { TFunction } from 'i18next';
import { ApiError } from '#web/lib/api-error.ts';
import { showError } from '#web/lib/toast.ts';

/**
 * Spec section 8 for the sign-up calls: the server's own (translated) message as a red toast,
 * 'Please contact the support' when no answer came. A 429 has its toast from the HTTP client.
 */
export function toastFailure(error: unknown, t: TFunction): void {
  if (!(error instanceof ApiError) || error.status === 0 || error.status >= 500) {
    showError(t('auth.supportNeeded'));
    return;
  }
  if (error.status !== 429) showError(error.detail);
}
