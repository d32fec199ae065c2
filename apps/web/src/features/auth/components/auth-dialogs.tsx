import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { EmailLinkDialog } from '#web/features/auth/components/email-link-dialog.tsx';
import { LoginDialog } from '#web/features/auth/components/login-dialog.tsx';
import { ResetPasswordDialog } from '#web/features/auth/components/reset-password-dialog.tsx';
import { SignupDialog } from '#web/features/auth/components/signup-dialog.tsx';
import { openAuthDialog, useAuthDialogState, type LoginNotice } from '#web/lib/auth-dialog.ts';

function noticeOf(params: URLSearchParams): LoginNotice | undefined {
  for (const kind of ['activation', 'unlock'] as const) {
    const result = params.get(kind);
    if (result === 'done' || result === 'invalid') return { kind, result };
  }
  return undefined;
}

/**
 * `/?login=true` opens the login dialog (spec section 2), with `type=token` for the phone form
 * and `activation=done|invalid` or `unlock=done|invalid` after a mailed link; `/?reset=<token>`
 * opens the dialog that chooses a new password. The parameters are then taken out of the
 * address, so a reload or Back does not open the dialog again and the token is not kept.
 */
function useLoginParams(): void {
  const [params, setParams] = useSearchParams();
  const login = params.get('login');
  const reset = params.get('reset');
  useEffect(() => {
    if (login !== 'true' && !reset) return;
    if (reset) openAuthDialog('reset', { resetToken: reset });
    else {
      openAuthDialog('login', {
        method: params.get('type') === 'token' ? 'token' : 'password',
        notice: noticeOf(params),
      });
    }
    const rest = new URLSearchParams(params);
    for (const name of ['login', 'activation', 'unlock', 'reset']) rest.delete(name);
    setParams(rest, { replace: true, preventScrollReset: true });
  }, [login, reset, params, setParams]);
}

/** The sign-in dialogs of the whole app; any screen opens them with openAuthDialog(). */
export function AuthDialogs() {
  useLoginParams();
  const { dialog, method, notice, email = '', resetToken = '' } = useAuthDialogState();
  return (
    <>
      <LoginDialog opened={dialog === 'login'} method={method} notice={notice} email={email} />
      <SignupDialog opened={dialog === 'signup'} />
      <EmailLinkDialog kind="forgot" opened={dialog === 'forgot'} email={email} />
      <EmailLinkDialog kind="resend" opened={dialog === 'resend'} email={email} />
      <ResetPasswordDialog opened={dialog === 'reset'} token={resetToken} />
    </>
  );
}
