import { useNavigate } from 'react-router';
import { signOut } from '#web/features/navigation/api/sign-out.ts';
import { clearSession, getAuthToken } from '#web/lib/session.ts';

/**
 * Spec section 4: clear local storage (the remembered e-mail stays), empty name, e-mail and
 * profile, call sign-out ignoring its result, return to Start.
 */
export function useLogout(): () => void {
  const navigate = useNavigate();
  return () => {
    const token = getAuthToken();
    clearSession();
    if (token) void signOut(token);
    void navigate('/', { replace: true });
  };
}
