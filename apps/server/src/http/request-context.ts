import type { FastifyRequest } from 'fastify';
import type { Language } from '@lineup/contract/languages';
import type { AuthContext } from '#src/auth/auth-context.ts';
import type { Config } from '#src/config.ts';
import type { Database, Transaction } from '#src/db/database.ts';
import { inTenant } from '#src/db/tenancy.ts';
import type { Mailer } from '#src/lib/mailer.ts';
import { refusal } from '#src/i18n/app-error.ts';
import { requestLanguage } from '#src/i18n/request-language.ts';
import { bearerToken, requireAuth } from './authorize.ts';

/** What a service needs to know about the call: who, in which school, in which language, from where. */
export interface CallContext {
  readonly db: Database;
  readonly config: Config;
  readonly mailer: Mailer;
  readonly auth: AuthContext;
  readonly token: string;
  readonly language: Language;
  readonly ip: string;
  /** Set when SmartBot makes the call on the caller's confirmation: the activity log says so. */
  readonly via?: 'smartbot';
}

export function callContext(request: FastifyRequest): CallContext {
  const app = request.server;
  return {
    db: app.database.db,
    config: app.config,
    mailer: app.mailer,
    auth: requireAuth(request),
    token: bearerToken(request) ?? '',
    language: requestLanguage(request),
    ip: request.ip,
  };
}

export function actorOf(call: CallContext): { accountId: string; email: string } {
  return { accountId: call.auth.accountId, email: call.auth.email };
}

/**
 * The session's current school, for routes that work inside one; none is a 403 with the reason
 * `no_school` (the route kit refuses such a call before it gets here; this holds for any other).
 */
export function currentSchool(call: CallContext): string {
  if (!call.auth.schoolId) throw refusal(call.language, 'no_school');
  return call.auth.schoolId;
}

/**
 * Runs `work` in the session's current school (403 `no_school` without one), in one transaction where
 * row-level security shows and accepts that school's rows only. Every school-scoped service
 * goes through here: the school never comes from the request.
 */
export async function withSchool<T>(
  call: CallContext,
  work: (tx: Transaction, schoolId: string) => Promise<T>,
): Promise<T> {
  const schoolId = currentSchool(call);
  return inTenant(call.db, { schoolId, accountId: call.auth.accountId }, (tx) => work(tx, schoolId));
}

/** Runs `work` as the caller's own account outside any school: its memberships and their schools only. */
export function withAccount<T>(call: CallContext, work: (tx: Transaction) => Promise<T>): Promise<T> {
  return inTenant(call.db, { schoolId: null, accountId: call.auth.accountId }, work);
}
