import type { QueryClient } from '@tanstack/react-query';
import type { Me } from '@lineup/contract/me';
import { meQuery } from '#web/lib/me/get-me.ts';
import { setSession } from '#web/lib/session.ts';
import { accountQueryKeys } from '#web/lib/query-keys.ts';

/**
 * Keeps the stored session (guards, side bar) and the cached account in step with a fresh `me` answer.
 * A read of the account begun before the change (the frame reads it as it opens, and again as the tab
 * comes back into focus) would answer what was true before it, and its answer would count as fresh:
 * it is cancelled first.
 */
export async function applyMe(queryClient: QueryClient, me: Me): Promise<void> {
  await queryClient.cancelQueries({ queryKey: meQuery.queryKey });
  queryClient.setQueryData(meQuery.queryKey, me);
  setSession({ name: me.name, email: me.email, profile: me.profile });
}

/**
 * After the current school or a role changed. School-scoped queries are keyed by school id and
 * need no refresh; these lists are the account's own and now read differently. A read of them begun
 * before the change (the signed-in frame asks for them as it opens) would answer what was true
 * before it, and its answer would count as fresh: it is cancelled, as the account's is (applyMe),
 * and each list is read again (one nobody shows yet, as it is shown).
 */
export async function applySchoolChange(queryClient: QueryClient, me: Me): Promise<void> {
  await applyMe(queryClient, me);
  const lists = [
    accountQueryKeys.mySchools.all(),
    accountQueryKeys.receivedInvitations.all(),
    accountQueryKeys.notifications.all(),
  ];
  await Promise.all(lists.map((queryKey) => queryClient.cancelQueries({ queryKey })));
  await Promise.all(lists.map((queryKey) => queryClient.invalidateQueries({ queryKey, refetchType: 'all' })));
}
