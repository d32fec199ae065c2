import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { LoginDialog } from '#web/features/auth/components/login-dialog.tsx';
import { SignupDialog } from '#web/features/auth/components/signup-dialog.tsx';
import { openAuthDialog, useAuthDialogState, type ActivationResult } from '#web/lib/auth-dialog.ts';

function activationOf(value: string | null): ActivationResult | undefined {
  return value === 'done' || value === 'invalid' ? value : undefined;
}

/**
 * `/?login=true` opens the login dialog (spec section 2), with `type=token` for the phone form
 * and `activation=done|invalid` after an activation link. The parameters are then taken out of
 * the address, so a reload or Back does not open the dialog again.
 */
function useLoginParams(): void {
  const [params, setParams] = useSearchParams();
  const login = params.get('login');
  useEffect(() => {
    if (login !== 'true') return;
    openAuthDialog('login', {
      method: params.get('type') === 'token' ? 'token' : 'password',
      activation: activationOf(params.get('activation')),
    });
    const rest = new URLSearchParams(params);
    rest.delete('login');
    rest.delete('activation');
    setParams(rest, { replace: true, preventScrollReset: true });
  }, [login, params, setParams]);
}

/** The sign-in dialogs of the whole app; any screen opens them with openAuthDialog(). */
export function AuthDialogs() {
  useLoginParams();
  const { dialog, method, activation } = useAuthDialogState();
  return (
    <>
      <LoginDialog opened={dialog === 'login'} method={method} activation={activation} />
      <SignupDialog opened={dialog === 'signup'} />
    </>
  );
}
