import type { TFunction } from 'i18next';
import { isRole } from '@lineup/contract/roles';
import { APPLICATION_STATUSES, type ApplicationStatus } from '@lineup/contract/schools';
import type { Resources } from '#web/lib/i18n-resources.ts';

type AuditAction = keyof Resources['schools']['audit']['actions'];
type AuditKey = keyof Resources['schools']['audit']['data'];

const isStatus = (value: string): value is ApplicationStatus =>
  (APPLICATION_STATUSES as readonly string[]).includes(value);

/** A role or school status in the reader's language; anything else as it came. */
export function valueText(value: string, t: TFunction): string {
  if (isRole(value)) return t(`roles.${value}`);
  if (isStatus(value)) return t(`schools.status.${value}`);
  return value;
}

export function actionText(action: string, t: TFunction, actions: Record<string, unknown>): string {
  return action in actions ? t(`schools.audit.actions.${action as AuditAction}`) : action;
}

/** An entry's data, worded: "Pending → Approved", "Role: Manager". */
export function dataText(data: Record<string, string>, t: TFunction, keys: Record<string, unknown>): string {
  const parts: string[] = [];
  const { from, to, ...rest } = data;
  if (from !== undefined && to !== undefined) parts.push(`${valueText(from, t)} → ${valueText(to, t)}`);
  for (const [key, value] of Object.entries(rest)) {
    const label = key in keys ? t(`schools.audit.data.${key as AuditKey}`) : key;
    parts.push(value === 'true' ? label : `${label}: ${valueText(value, t)}`);
  }
  return parts.join(' · ');
}
