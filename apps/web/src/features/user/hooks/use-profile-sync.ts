import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { meQuery } from '#web/features/user/api/get-me.ts';
import { getSession, setSession } from '#web/lib/session.ts';

/**
 * The stored session (side bar, guards) follows the server: `/api/v1/me` is read when the app
 * loads and whenever the window regains focus, so an approved school, an accepted invitation or a
 * changed role shows without signing out. Actions in this tab refresh `me` themselves (applyMe).
 */
export function useProfileSync(signedIn: boolean): void {
  const me = useQuery({ ...meQuery, enabled: signedIn, refetchOnWindowFocus: 'always' });
  useEffect(() => {
    const current = getSession();
    if (!me.data || !current) return;
    const { name, email, profile } = me.data;
    if (current.name !== name || current.email !== email || current.profile !== profile) {
      setSession({ name, email, profile });
    }
  }, [me.data]);
}
