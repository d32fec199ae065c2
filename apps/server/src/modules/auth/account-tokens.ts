import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Transaction } from '#src/db/database.ts';
import { accountTokens } from '#src/db/schema/index.ts';
import { randomToken, sha256 } from '#src/lib/tokens.ts';

export type AccountTokenPurpose = (typeof accountTokens.purpose.enumValues)[number];

/** Ends every unused token of this purpose, so only the latest e-mailed link works. */
export async function revokeAccountTokens(
  tx: Transaction,
  accountId: string,
  purpose: AccountTokenPurpose,
): Promise<void> {
  await tx
    .update(accountTokens)
    .set({ usedAt: sql`now()` })
    .where(
      and(eq(accountTokens.accountId, accountId), eq(accountTokens.purpose, purpose), isNull(accountTokens.usedAt)),
    );
}

/** A new one-time token for an e-mailed link; earlier ones of the same purpose stop working. Only its hash is kept. */
export async function issueAccountToken(
  tx: Transaction,
  input: { accountId: string; purpose: AccountTokenPurpose; validForMs: number },
): Promise<string> {
  await revokeAccountTokens(tx, input.accountId, input.purpose);
  const token = randomToken();
  await tx.insert(accountTokens).values({
    tokenHash: sha256(token),
    accountId: input.accountId,
    purpose: input.purpose,
    expiresAt: new Date(Date.now() + input.validForMs),
  });
  return token;
}

function usable(token: string, purpose: AccountTokenPurpose) {
  return and(
    eq(accountTokens.tokenHash, sha256(token)),
    eq(accountTokens.purpose, purpose),
    isNull(accountTokens.usedAt),
    gt(accountTokens.expiresAt, sql`now()`),
  );
}

/** The account of a token still usable for this purpose, without using it up. */
export async function peekAccountToken(
  tx: Transaction,
  token: string,
  purpose: AccountTokenPurpose,
): Promise<string | null> {
  const [row] = await tx
    .select({ accountId: accountTokens.accountId })
    .from(accountTokens)
    .where(usable(token, purpose));
  return row?.accountId ?? null;
}

/** Uses a token up: its account, or null when it is unknown, used, expired or for another purpose. */
export async function consumeAccountToken(
  tx: Transaction,
  token: string,
  purpose: AccountTokenPurpose,
): Promise<string | null> {
  const [used] = await tx
    .update(accountTokens)
    .set({ usedAt: sql`now()` })
    .where(usable(token, purpose))
    .returning({ accountId: accountTokens.accountId });
  return used?.accountId ?? null;
}
