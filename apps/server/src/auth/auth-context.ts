import { permissionsOf, type Permission, type Role, type SchoolRole } from '@lineup/contract/roles';

/** Who is calling: resolved once per request from the bearer token. */
export interface AuthContext {
  readonly sessionId: string;
  readonly accountId: string;
  readonly email: string;
  readonly name: string;
  readonly phone: string | null;
  /** The account's language for its e-mails; null until one is known. */
  readonly language: string | null;
  readonly isMaster: boolean;
  /** The session's current school; every school-scoped query uses this, never the request body. */
  readonly schoolId: string | null;
  readonly schoolName: string | null;
  /** The current school's time zone (IANA) and currency (ISO 4217), null without a school. */
  readonly schoolTimeZone: string | null;
  readonly schoolCurrency: string | null;
  readonly schoolRole: SchoolRole | null;
  readonly profile: Role;
  readonly permissions: readonly Permission[];
}

/** Master is above every school; otherwise the role in the current school; otherwise User. */
export function profileOf(isMaster: boolean, schoolRole: SchoolRole | null): Role {
  if (isMaster) return 'master';
  return schoolRole ?? 'user';
}

export function permissionsFor(isMaster: boolean, schoolRole: SchoolRole | null): readonly Permission[] {
  return permissionsOf(profileOf(isMaster, schoolRole));
}
