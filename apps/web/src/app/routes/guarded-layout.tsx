import { Navigate, Outlet, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { AppLayout } from '#web/components/layouts/app-layout.tsx';
import { checkAccess } from '#web/app/routes/access.ts';
import { AccountLink } from '#web/features/navigation/components/account-link.tsx';
import { SideBar } from '#web/features/navigation/components/side-bar.tsx';
import { usePendingInvitation } from '#web/features/user/hooks/use-pending-invitation.ts';
import { useProfileSync } from '#web/features/user/hooks/use-profile-sync.ts';
import { useSession } from '#web/lib/session.ts';

/**
 * Re-checks the guard when the session changes under an open screen (sign-out here or in another
 * tab, or a role the server changed: the profile follows /api/v1/me here, in the signed-in chunk,
 * so the Start page does not load the schemas that reading it needs).
 */
export function GuardedLayout() {
  const { t } = useTranslation();
  const session = useSession();
  usePendingInvitation(session !== null);
  useProfileSync(session !== null);
  const { pathname } = useLocation();
  const verdict = checkAccess(pathname, session);
  if (!verdict.allow) return <Navigate to={verdict.redirect} replace />;
  return (
    <AppLayout
      navbar={(options) => <SideBar {...options} />}
      menuLabel={t('navigation.openMenu')}
      headerActions={<AccountLink />}
    >
      <Outlet />
    </AppLayout>
  );
}
