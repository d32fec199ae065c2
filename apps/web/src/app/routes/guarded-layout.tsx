import { Navigate, Outlet, useLocation } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { findRoute, needsSchool, type ScreenKey } from '@lineup/contract/routes';
import { AppLayout } from '#web/components/layouts/app-layout.tsx';
import { NoSchool } from '#web/components/master-school/no-school.tsx';
import { checkAccess } from '#web/app/routes/access.ts';
import { AccountLink } from '#web/features/navigation/components/account-link.tsx';
import { SideBar } from '#web/features/navigation/components/side-bar.tsx';
import { usePendingInvitation } from '#web/features/user/hooks/use-pending-invitation.ts';
import { useProfileSync } from '#web/features/user/hooks/use-profile-sync.ts';
import { mySchoolsQuery } from '#web/lib/my-schools/get-my-schools.ts';
import { meQuery } from '#web/lib/me/get-me.ts';
import { useSession } from '#web/lib/session.ts';
import { unreadCountQuery } from '#web/lib/unread-count.ts';
import type { FirstReads } from '#web/lib/first-reads.ts';

/** What the frame shows as it first draws (app/routes/screens.ts): the profile, the unread badge, the school switch. */
export const firstReads: FirstReads = (client) =>
  Promise.all([
    client.prefetchQuery(meQuery),
    client.prefetchQuery(unreadCountQuery),
    client.prefetchQuery(mySchoolsQuery),
  ]);

/**
 * What the frame reads wherever it is drawn: the profile, kept in step with /api/v1/me, and the
 * schools of the school switch, also on a phone, where the switch waits in the closed drawer. A
 * component of its own, drawing nothing: the answers render it alone, not the whole frame around
 * the screen.
 */
function FrameReads({ signedIn }: { signedIn: boolean }) {
  useProfileSync(signedIn);
  useQuery({ ...mySchoolsQuery, enabled: signedIn });
  return null;
}

/**
 * The screen, or, for a school's screen while the account works in no school (a Master who chose
 * none), what says so and offers the way on: never a screen waiting for a school that is not there.
 */
function Screen({ pathname, signedIn }: { pathname: string; signedIn: boolean }) {
  const me = useQuery({ ...meQuery, enabled: signedIn });
  const route = findRoute(pathname);
  if (me.data && me.data.school === null && needsSchool(route)) {
    return <NoSchool screen={route.screen as ScreenKey} master={me.data.master} />;
  }
  return <Outlet />;
}

/**
 * Re-checks the guard when the session changes under an open screen (sign-out here or in another
 * tab, or a role the server changed: the profile follows /api/v1/me here, in the signed-in chunk,
 * so the Start page does not load the schemas that reading it needs).
 */
export function GuardedLayout() {
  const { t } = useTranslation();
  const session = useSession();
  usePendingInvitation(session !== null);
  const { pathname } = useLocation();
  const verdict = checkAccess(pathname, session);
  if (!verdict.allow) return <Navigate to={verdict.redirect} replace />;
  return (
    <>
      <FrameReads signedIn={session !== null} />
      <AppLayout
        navbar={(options) => <SideBar {...options} />}
        menuLabel={t('navigation.openMenu')}
        headerActions={<AccountLink />}
      >
        <Screen pathname={pathname} signedIn={session !== null} />
      </AppLayout>
    </>
  );
}
