import type { TFunction } from 'i18next';
import type { Notification } from '@lineup/contract/notifications';
import { valueText } from '#web/features/schools/public/audit-text.ts';

/** A notification in the reader's language, worded from its kind and data. */
export function notificationText(notification: Notification, t: TFunction): string {
  const { school = '', by = '', role = '', status = '' } = notification.data;
  const values = { school, by, role: valueText(role, t), status: valueText(status, t) };
  return t(`user.notifications.kinds.${notification.kind}`, values);
}
