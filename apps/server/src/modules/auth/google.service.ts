import { createRemoteJWKSet, jwtVerify, type JWTVerifyGetKey } from 'jose';
import { and, eq, sql } from 'drizzle-orm';
import type { SigninResponse } from '@lineup/contract/auth';
import type { Language } from '@lineup/contract/languages';
import { accountIdentities, accounts } from '#src/db/schema/index.ts';
import { asPlatform } from '#src/db/tenancy.ts';
import { AppError } from '#src/http/app-error.ts';
import type { AuthDeps } from './auth.deps.ts';
import { startSession } from './sign-in.service.ts';

const keySets = new Map<string, JWTVerifyGetKey>();

function keySet(url: string): JWTVerifyGetKey {
  let keys = keySets.get(url);
  if (!keys) {
    keys = createRemoteJWKSet(new URL(url), { timeoutDuration: 5_000 });
    keySets.set(url, keys);
  }
  return keys;
}

const failed = () => new AppError('unauthorized', 'Google login failed');

/**
 * Signs in with a Google ID token: signature, issuer, audience and expiry are checked
 * against the configured JWKS; only the name and e-mail are read. The identity is bound
 * to issuer + subject; an account is created or linked only when Google says the e-mail
 * is verified. A new account keeps the language of the interface it signed in from.
 */
export async function signInWithGoogle(deps: AuthDeps, idToken: string, language: Language): Promise<SigninResponse> {
  const { GOOGLE_CLIENT_ID: audience, GOOGLE_ISSUER: issuer, GOOGLE_JWKS_URL: jwks } = deps.config;
  if (!audience) throw new AppError('not_found', 'Google sign-in is not configured.');
  let claims;
  try {
    ({ payload: claims } = await jwtVerify(idToken, keySet(jwks), {
      issuer: [issuer, issuer.replace(/^https:\/\//, '')],
      audience,
      algorithms: ['RS256', 'ES256'],
    }));
  } catch {
    throw failed();
  }
  const subject = claims.sub ?? '';
  const email = typeof claims.email === 'string' ? claims.email.trim() : '';
  const verified = claims.email_verified === true || claims.email_verified === 'true';
  const name = typeof claims.name === 'string' ? claims.name.slice(0, 200) : '';
  if (!subject || !email) throw failed();
  const tokenIssuer = String(claims.iss);
  const accountId = await asPlatform(deps.db, async (tx) => {
    const [bound] = await tx
      .select({ accountId: accountIdentities.accountId })
      .from(accountIdentities)
      .where(and(eq(accountIdentities.issuer, tokenIssuer), eq(accountIdentities.subject, subject)));
    if (bound) return bound.accountId;
    // An address Google has not verified proves nothing: it may neither open a new account
    // (which would see that address's invitations) nor join an existing one.
    if (!verified) throw failed();
    const [existing] = await tx
      .select({ id: accounts.id, name: accounts.name })
      .from(accounts)
      .where(sql`lower(${accounts.email}) = lower(${email})`);
    let id = existing?.id;
    if (!id) {
      const [created] = await tx
        .insert(accounts)
        .values({ email, name, language, activatedAt: new Date() })
        .returning({ id: accounts.id });
      id = created?.id;
    }
    if (!id) throw failed();
    if (existing) {
      // A verified address proves the mailbox, which also completes a pending activation.
      await tx
        .update(accounts)
        .set({
          activatedAt: sql`coalesce(${accounts.activatedAt}, now())`,
          name: existing.name || name,
          language: sql`coalesce(${accounts.language}, ${language})`,
        })
        .where(eq(accounts.id, existing.id));
    }
    await tx.insert(accountIdentities).values({ issuer: tokenIssuer, subject, accountId: id });
    return id;
  });
  return startSession(deps, accountId);
}
