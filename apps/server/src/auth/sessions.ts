import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Config } from '#src/config.ts';
import type { Database, Transaction } from '#src/db/database.ts';
import { accounts, applications, memberships, sessions } from '#src/db/schema/index.ts';
import { asPlatform } from '#src/db/tenancy.ts';
import { randomToken, sha256 } from '#src/lib/tokens.ts';
import type { SchoolRole } from '@lineup/contract/roles';
import { permissionsFor, profileOf, type AuthContext } from './auth-context.ts';

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

/** The caller behind a bearer token, or null when it is unknown, expired or idle too long. */
export async function resolveSession(db: Database, token: string, config: Config): Promise<AuthContext | null> {
  const now = Date.now();
  return asPlatform(db, async (tx) => {
    const [row] = await tx
      .select({
        sessionId: sessions.id,
        lastSeenAt: sessions.lastSeenAt,
        expiresAt: sessions.expiresAt,
        schoolId: sessions.currentApplicationId,
        accountId: accounts.id,
        email: accounts.email,
        name: accounts.name,
        isMaster: accounts.isMaster,
        role: memberships.role,
        schoolStatus: applications.status,
      })
      .from(sessions)
      .innerJoin(accounts, eq(accounts.id, sessions.accountId))
      .leftJoin(applications, eq(applications.id, sessions.currentApplicationId))
      .leftJoin(
        memberships,
        and(
          eq(memberships.accountId, sessions.accountId),
          eq(memberships.applicationId, sessions.currentApplicationId),
        ),
      )
      .where(eq(sessions.tokenHash, sha256(token)))
      .limit(1);
    if (!row) return null;
    const idle = now - row.lastSeenAt.getTime() > config.SESSION_IDLE_HOURS * HOUR;
    if (idle || row.expiresAt.getTime() <= now) {
      await tx.delete(sessions).where(eq(sessions.id, row.sessionId));
      return null;
    }
    if (now - row.lastSeenAt.getTime() > TOUCH_EVERY_MS) {
      await tx
        .update(sessions)
        .set({ lastSeenAt: sql`now()` })
        .where(eq(sessions.id, row.sessionId));
    }
    // A school stays current while it is open and the account is still one of its members.
    let open =
      row.role !== null && row.schoolStatus !== null && (OPEN_STATUSES as readonly string[]).includes(row.schoolStatus);
    let schoolId = open ? row.schoolId : null;
    let schoolRole = open ? row.role : null;
    if (!open) {
      // The current school closed, the account left it, or it had none: a school approved
      // since, or another open one, becomes current without signing in again.
      const next = await firstOpenSchool(tx, row.accountId);
      if (next || row.schoolId) {
        await tx
          .update(sessions)
          .set({ currentApplicationId: next?.id ?? null })
          .where(eq(sessions.id, row.sessionId));
      }
      open = next !== null;
      schoolId = next?.id ?? null;
      schoolRole = next?.role ?? null;
    }
    return {
      sessionId: row.sessionId,
      accountId: row.accountId,
      email: row.email,
      name: row.name,
      isMaster: row.isMaster,
      schoolId: open ? schoolId : null,
      schoolRole,
      profile: profileOf(row.isMaster, schoolRole),
      permissions: permissionsFor(row.isMaster, schoolRole),
    };
  });
}

export async function deleteSession(db: Database, token: string): Promise<void> {
  await asPlatform(db, (tx) => tx.delete(sessions).where(eq(sessions.tokenHash, sha256(token))));
}

/** Ends every session of the account but the one given (after a password change). */
export async function deleteOtherSessions(tx: Transaction, accountId: string, keepSessionId: string): Promise<void> {
  await tx.delete(sessions).where(and(eq(sessions.accountId, accountId), ne(sessions.id, keepSessionId)));
}
