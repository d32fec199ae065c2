import { STORAGE_KEYS } from '@lineup/contract/constants';
import { readItem, removeItem, writeItem } from '#web/lib/storage.ts';

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
