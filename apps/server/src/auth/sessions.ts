import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Config } from '#src/config.ts';
import { rowsOf, type Database, type Transaction } from '#src/db/database.ts';
import { applications, memberships, sessions } from '#src/db/schema/index.ts';
import { asPlatform } from '#src/db/tenancy.ts';
import { randomToken, sha256 } from '#src/lib/tokens.ts';
import type { SchoolRole } from '@lineup/contract/roles';
import { permissionsFor, profileOf, type AuthContext } from './auth-context.ts';
import { sessionCacheOf, type SessionChange } from './session-cache.ts';

const HOUR = 3_600_000;
/** last_seen_at is written at most this often, to keep reads from turning into writes. */
const TOUCH_EVERY_MS = 60_000;
const OPEN_STATUSES = ['active', 'approved'] as const;

async function firstOpenSchool(tx: Transaction, accountId: string): Promise<{ id: string; role: SchoolRole } | null> {
  const [first] = await tx
    .select({ id: memberships.applicationId, role: memberships.role })
    .from(memberships)
    .innerJoin(applications, eq(applications.id, memberships.applicationId))
    .where(and(eq(memberships.accountId, accountId), inArray(applications.status, [...OPEN_STATUSES])))
    .orderBy(asc(memberships.createdAt))
    .limit(1);
  return first ?? null;
}

/** Starts a session in the account's first open school; returns the token, shown only this once. */
export async function createSession(tx: Transaction, accountId: string, config: Config): Promise<string> {
  const first = await firstOpenSchool(tx, accountId);
  const token = randomToken();
  await tx.insert(sessions).values({
    tokenHash: sha256(token),
    accountId,
    currentApplicationId: first?.id ?? null,
    expiresAt: new Date(Date.now() + config.SESSION_MAX_DAYS * 24 * HOUR),
  });
  return token;
}

interface ResolvedRow {
  session_id: string;
  account_id: string;
  email: string;
  name: string;
  phone: string | null;
  language: string | null;
  is_master: boolean;
  school_id: string | null;
  school_name: string | null;
  school_time_zone: string | null;
  school_currency: string | null;
  school_role: SchoolRole | null;
  expires_at: string | Date;
  last_seen_at: string | Date;
}

/**
 * The caller behind a bearer token, or null when it is unknown, expired or idle too long.
 * One statement (resolve_session) on a miss; none while the answer is cached.
 */
export async function resolveSession(db: Database, token: string, config: Config): Promise<AuthContext | null> {
  const tokenHash = sha256(token);
  const cache = sessionCacheOf(db);
  const now = Date.now();
  const cached = cache?.get(tokenHash, now);
  if (cached) return cached;
  const generation = cache?.generation ?? 0;
  if (cache) cache.lookups += 1;
  const idleMs = config.SESSION_IDLE_HOURS * HOUR;
  const [row] = rowsOf<ResolvedRow>(
    await db.execute(
      sql`select * from resolve_session(${tokenHash}, ${Math.round(idleMs / 1000)}, ${TOUCH_EVERY_MS / 1000})`,
    ),
  );
  if (!row) return null;
  const schoolRole = row.school_id ? row.school_role : null;
  const auth: AuthContext = {
    sessionId: row.session_id,
    accountId: row.account_id,
    email: row.email,
    name: row.name,
    phone: row.phone,
    language: row.language,
    isMaster: row.is_master,
    schoolId: row.school_id,
    schoolName: row.school_id ? row.school_name : null,
    schoolTimeZone: row.school_id ? row.school_time_zone : null,
    schoolCurrency: row.school_id ? row.school_currency : null,
    schoolRole,
    profile: profileOf(row.is_master, schoolRole),
    permissions: permissionsFor(row.is_master, schoolRole),
  };
  // Kept no longer than the touch interval, the session's lifetime or its idle limit.
  const until = Math.min(
    now + TOUCH_EVERY_MS,
    new Date(row.expires_at).getTime(),
    new Date(row.last_seen_at).getTime() + idleMs,
  );
  cache?.store(tokenHash, auth, until, generation);
  return auth;
}

/**
 * Drops this process's cached sessions that a committed change touched, at once; other
 * processes hear of it from the database's announcement.
 */
export function forgetSessions(db: Database, change: SessionChange): void {
  sessionCacheOf(db)?.forget(change);
}

export async function deleteSession(db: Database, token: string): Promise<void> {
  const [ended] = await asPlatform(db, (tx) =>
    tx
      .delete(sessions)
      .where(eq(sessions.tokenHash, sha256(token)))
      .returning({ accountId: sessions.accountId }),
  );
  if (ended) forgetSessions(db, { accountId: ended.accountId });
}

/** Ends every session of the account but the one given (after a password change). */
export async function deleteOtherSessions(tx: Transaction, accountId: string, keepSessionId: string): Promise<void> {
  await tx.delete(sessions).where(and(eq(sessions.accountId, accountId), ne(sessions.id, keepSessionId)));
}

/** Deletes up to `limit` expired or idle sessions; returns how many. */
export async function sweepSessions(db: Database, config: Config, limit = 1_000): Promise<number> {
  const idle = `${Math.round(config.SESSION_IDLE_HOURS * 3_600)} seconds`;
  const ended = await asPlatform(db, (tx) =>
    tx.execute(sql`
      delete from sessions where id in (
        select id from sessions
        where expires_at <= now() or last_seen_at < now() - ${idle}::interval
        limit ${limit})
      returning id`),
  );
  return rowsOf(ended).length;
}
