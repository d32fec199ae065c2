import { eq, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { SettingsCounts, Settings, SettingsInput } from '@lineup/contract/settings';
import { rowsOf, type Transaction } from '#src/db/database.ts';
import {
  applications,
  equipment,
  eventTypes,
  items,
  packages,
  places,
  rooms,
  schoolSettings,
  services,
  suppliers,
  transports,
} from '#src/db/schema/index.ts';
import { withSchool, type CallContext } from '#src/http/request-context.ts';
import { localizedError } from '#src/i18n/app-error.ts';
import { recordCallAudit } from '#src/lib/audit.ts';

const profileFields = {
  name: applications.name,
  timeZone: applications.timezone,
  currency: applications.currency,
  contactEmail: schoolSettings.contactEmail,
  contactPhone: schoolSettings.contactPhone,
  address: schoolSettings.address,
  country: schoolSettings.country,
  logo: schoolSettings.logo,
};
const defaultsFields = {
  payPerLessonCents: schoolSettings.payPerLessonCents,
  payPerEventCents: schoolSettings.payPerEventCents,
  creditsPerLesson: schoolSettings.creditsPerLesson,
  noShowUsesCredit: schoolSettings.noShowUsesCredit,
  overdueMediumDays: schoolSettings.overdueMediumDays,
  overdueHighDays: schoolSettings.overdueHighDays,
  overdueMediumCents: schoolSettings.overdueMediumCents,
  overdueHighCents: schoolSettings.overdueHighCents,
  mapLatitude: schoolSettings.mapLatitude,
  mapLongitude: schoolSettings.mapLongitude,
  mapZoom: schoolSettings.mapZoom,
};

async function read(tx: Transaction, schoolId: string, call: CallContext): Promise<Settings> {
  const [row] = await tx
    .select({ profile: profileFields, defaults: defaultsFields, updatedAt: schoolSettings.updatedAt })
    .from(applications)
    .innerJoin(schoolSettings, eq(schoolSettings.applicationId, applications.id))
    .where(eq(applications.id, schoolId));
  if (!row) throw localizedError('not_found', call.language, 'school.notFound');
  return { ...row, updatedAt: row.updatedAt.toISOString() } as Settings;
}

/** The current school's profile and defaults. */
export function getSettings(call: CallContext): Promise<Settings> {
  return withSchool(call, (tx, schoolId) => read(tx, schoolId, call));
}

/** Names of the settings that differ, for the activity log (the logo as one). */
function changedSettings(before: Settings, after: SettingsInput): string {
  const changed = (['profile', 'defaults'] as const).flatMap((part) =>
    Object.entries(after[part]).flatMap(([key, value]) =>
      (before[part] as Record<string, unknown>)[key] === value ? [] : [key],
    ),
  );
  return changed.join(', ');
}

/**
 * Saves the whole of the school's settings in one transaction with its activity entry. The
 * name, time zone and currency live on the school itself, which every session of the school
 * reads; changing them tells those sessions at once (the `applications_announce` trigger).
 */
export function saveSettings(call: CallContext, input: SettingsInput): Promise<Settings> {
  return withSchool(call, async (tx, schoolId) => {
    const before = await read(tx, schoolId, call);
    const { name, timeZone, currency, ...profile } = input.profile;
    if (name !== before.profile.name || timeZone !== before.profile.timeZone || currency !== before.profile.currency) {
      await tx.update(applications).set({ name, timezone: timeZone, currency }).where(eq(applications.id, schoolId));
    }
    await tx
      .update(schoolSettings)
      .set({ ...profile, ...input.defaults, updatedAt: sql`now()` })
      .where(eq(schoolSettings.applicationId, schoolId));
    await recordCallAudit(tx, call, {
      action: 'settings_updated',
      schoolId,
      target: name,
      data: { changed: changedSettings(before, input) },
    });
    return read(tx, schoolId, call);
  });
}

/** How many rows of a school-owned table the school has, as a sub-select. */
const countOf = (table: PgTable & { applicationId: AnyPgColumn }, schoolId: string, where: SQL = sql`true`) =>
  sql`(select count(*)::int from ${table} where ${table.applicationId} = ${schoolId} and ${where})`;

/** How many of each catalogue record the school has, for the Settings hub. */
export function settingsCounts(call: CallContext): Promise<SettingsCounts> {
  return withSchool(call, async (tx, schoolId) => {
    const [counts] = rowsOf<SettingsCounts>(
      await tx.execute(sql`select
        ${countOf(places, schoolId)} as "places",
        ${countOf(rooms, schoolId)} as "rooms",
        ${countOf(suppliers, schoolId)} as "suppliers",
        ${countOf(equipment, schoolId)} as "equipment",
        ${countOf(transports, schoolId)} as "transports",
        ${countOf(eventTypes, schoolId, sql`${eventTypes.kind} = 'lesson'`)} as "lessonTypes",
        ${countOf(eventTypes, schoolId, sql`${eventTypes.kind} = 'event'`)} as "eventTypes",
        ${countOf(packages, schoolId)} as "packages",
        ${countOf(services, schoolId)} as "services",
        ${countOf(items, schoolId)} as "items"`),
    );
    if (!counts) throw localizedError('not_found', call.language, 'school.notFound');
    return counts;
  });
}
