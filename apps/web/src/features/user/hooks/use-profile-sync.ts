import { useEffect, useRef } from 'react';
import { useQuery } from '@tanstack/react-query';
import { unreadCountQuery } from '#web/lib/unread-count.ts';
import { meQuery } from '#web/lib/me/get-me.ts';
import { getSession, setSession } from '#web/lib/session.ts';

/**
 * The stored session (side bar, guards) follows the server: `/api/v1/me` is read when the app
 * loads, whenever the window regains focus, and when a new notification arrives (a school
 * approved, a role changed, a membership removed), so the change shows without signing out.
 * Actions in this tab refresh `me` themselves (applyMe).
 */
export function useProfileSync(signedIn: boolean): void {
  const me = useQuery({ ...meQuery, enabled: signedIn, refetchOnWindowFocus: 'always' });
  const unread = useQuery({ ...unreadCountQuery, enabled: signedIn }).data?.count;
  const seen = useRef(unread);
  const { refetch } = me;
  useEffect(() => {
    const before = seen.current;
    seen.current = unread;
    if (before !== undefined && unread !== undefined && unread > before) void refetch();
  }, [unread, refetch]);
  useEffect(() => {
    const current = getSession();
    if (!me.data || !current) return;
    const { name, email, profile } = me.data;
    if (current.name !== name || current.email !== email || current.profile !== profile) {
      setSession({ name, email, profile });
    }
  }, [me.data]);
}
