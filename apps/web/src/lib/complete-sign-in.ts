import { useNavigate } from 'react-router';
import type { SigninResponse } from '@lineup/contract/auth';
import { closeAuthDialog } from '#web/lib/auth-dialog.ts';
import { rememberEmail, setSession } from '#web/lib/session.ts';

/** Where a fresh sign-in lands: the plain User profile may only open /user. */
export function homeOf(profile: SigninResponse['profile']): string {
  return profile === 'user' ? '/user' : '/daily';
}

/** Spec section 4: store the token, remember the e-mail, set name, e-mail and profile, then go home. */
export function useCompleteSignIn(): (answer: SigninResponse) => void {
  const navigate = useNavigate();
  return (answer) => {
    const { access_token: token, name, email, profile } = answer;
    rememberEmail(email);
    setSession({ name, email, profile }, token);
    closeAuthDialog();
    void navigate(homeOf(profile));
  };
}
