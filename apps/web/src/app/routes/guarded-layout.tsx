import { Navigate, Outlet, useLocation } from 'react-router';
import { AppLayout } from '#web/components/layouts/app-layout.tsx';
import { checkAccess } from '#web/app/routes/access.ts';
import { useSession } from '#web/lib/session.ts';

/** Re-checks the guard when the session changes under an open screen (sign-out here or in another tab). */
export function GuardedLayout() {
  const session = useSession();
  const { pathname } = useLocation();
  const verdict = checkAccess(pathname, session);
  if (!verdict.allow) return <Navigate to={verdict.redirect} replace />;
  return (
    <AppLayout>
      <Outlet />
    </AppLayout>
  );
}
