import { useState } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { signIn, type SignInInput } from '#web/features/auth/api/sign-in.ts';
import { useCompleteSignIn } from '#web/lib/complete-sign-in.ts';
import { ApiError } from '#web/lib/api-error.ts';
import { showError } from '#web/lib/toast.ts';

/**
 * The text of a failed sign-in and whether it still needs its toast. Spec section 8 says
 * 'Wrong email/password' for any failure; a request that never got an answer or was throttled
 * says so instead, since typing the password again would not help.
 */
export function signInFailure(
  error: unknown,
  t: TFunction,
  wrong: string,
): { text: string; toasted: boolean; notActivated: boolean } {
  if (error instanceof ApiError && (error.code === 'network' || error.code === 'timeout')) {
    return { text: t(`errors.${error.code}`), toasted: false, notActivated: false };
  }
  // The HTTP client has already shown the rate-limit toast.
  if (error instanceof ApiError && error.status === 429) {
    return { text: t('errors.rate_limited'), toasted: true, notActivated: false };
  }
  // Only a right password gets this answer, so saying it tells nothing to someone guessing.
  if (error instanceof ApiError && error.code === 'not_activated') {
    return { text: t('errors.not_activated'), toasted: false, notActivated: true };
  }
  return { text: wrong, toasted: false, notActivated: false };
}

/** Runs a sign-in: on success the session starts; on failure the text is shown in the dialog and as a toast. */
export function useSignIn(wrong: string) {
  const { t } = useTranslation();
  const complete = useCompleteSignIn();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [notActivated, setNotActivated] = useState(false);
  const run = async (input: SignInInput) => {
    setPending(true);
    setError(null);
    setNotActivated(false);
    try {
      complete(await signIn(input));
    } catch (failure) {
      const { text, toasted, notActivated: waiting } = signInFailure(failure, t, wrong);
      setError(text);
      setNotActivated(waiting);
      if (!toasted) showError(text);
      setPending(false);
    }
  };
  return { run, pending, error, notActivated };
}
