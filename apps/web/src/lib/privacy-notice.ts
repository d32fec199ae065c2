import { STORAGE_KEYS } from '@lineup/contract/constants';
import { readItem, removeItem, writeItem } from '#web/lib/storage.ts';

/**
 * Set on the page's root element before the app loads when the notice was closed before: the
 * prerendered Start page hides its balloon by it.
 */
export const PRIVACY_DISMISSED_ATTRIBUTE = 'data-privacy-dismissed';

/** The Start page's privacy notice, once closed, stays closed in this browser until the privacy page clears it. */
export function isPrivacyNoticeDismissed(): boolean {
  return readItem(STORAGE_KEYS.privacyNoticeDismissed) !== null;
}

export function dismissPrivacyNotice(): void {
  writeItem(STORAGE_KEYS.privacyNoticeDismissed, new Date().toISOString().slice(0, 10));
}

export function restorePrivacyNotice(): void {
  removeItem(STORAGE_KEYS.privacyNoticeDismissed);
}
