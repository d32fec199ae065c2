import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Notification } from '@lineup/contract/notifications';
import type { Executor } from '#src/db/database.ts';
import { notifications } from '#src/db/schema/index.ts';

type Kind = Notification['kind'];

export async function notify(tx: Executor, accountId: string, kind: Kind, data: Record<string, string>): Promise<void> {
  await notifyAll(tx, [accountId], kind, data);
}

/** The same notice to several accounts, in one statement. */
export async function notifyAll(
  tx: Executor,
  accountIds: readonly string[],
  kind: Kind,
  data: Record<string, string>,
): Promise<void> {
  if (accountIds.length === 0) return;
  await tx.insert(notifications).values(accountIds.map((accountId) => ({ accountId, kind, data })));
}

export async function listNotifications(tx: Executor, accountId: string, limit = 50): Promise<Notification[]> {
  const rows = await tx
    .select()
    .from(notifications)
    .where(eq(notifications.accountId, accountId))
    .orderBy(desc(notifications.createdAt))
    .limit(limit);
  return rows.map((row) => ({
    id: row.id,
    kind: row.kind,
    data: row.data,
    createdAt: row.createdAt.toISOString(),
    readAt: row.readAt?.toISOString() ?? null,
  }));
}

export async function countUnread(tx: Executor, accountId: string): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(notifications)
    .where(and(eq(notifications.accountId, accountId), isNull(notifications.readAt)));
  return row?.n ?? 0;
}

/** Marks one notification (or, without an id, all) of the account as read; another account's id matches nothing. */
export async function markRead(tx: Executor, accountId: string, id?: string): Promise<number> {
  const rows = await tx
    .update(notifications)
    .set({ readAt: sql`now()` })
    .where(
      and(
        eq(notifications.accountId, accountId),
        isNull(notifications.readAt),
        id ? eq(notifications.id, id) : undefined,
      ),
    )
    .returning({ id: notifications.id });
  return rows.length;
}
